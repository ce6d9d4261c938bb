package loadshare.node.core;

import java.util.random.RandomGenerator;
import loadshare.config.CostSettings;
import loadshare.config.NetworkSettings;
import loadshare.hardware.host.Host;
import loadshare.hardware.net.Topology;
import loadshare.node.cpu.CpuPlan;
import loadshare.node.migration.Migrator;
import loadshare.policies.Policy;

/**
 * Everything a {@link NodeCore} is built from. Start with {@link #of} and add what the model has:
 * {@link #withMigrator} where running jobs migrate, {@link #withOwner} where the host has an owner.
 *
 * @param self        this node's index
 * @param nodeCount   how many workstations the cluster has
 * @param coordinator the coordinator's participant index, or -1 if the policy has none
 * @param random      the node's stream for policy decisions
 * @param effects     where the core puts the effects of its inputs
 * @param migrator    how running jobs migrate, or null if the policy never moves a running job
 * @param owned       whether the host has an owner (who starts away at time 0)
 * @param cpuPlan     how the host time-shares its CPUs, or null for one FCFS queue run to completion
 * @param topology    where the participants are: the distances the policy sees and the links migrations take
 */
public record NodeSetup(int self, int nodeCount, int coordinator, Host host, CostSettings costs, Policy policy,
        RandomGenerator random, Effects effects, Migrator migrator, boolean owned, CpuPlan cpuPlan, Topology topology) {

    /** A node whose CPUs run one FCFS queue to completion. */
    public NodeSetup(int self, int nodeCount, int coordinator, Host host, CostSettings costs, Policy policy,
            RandomGenerator random, Effects effects, Migrator migrator, boolean owned) {
        this(self, nodeCount, coordinator, host, costs, policy, random, effects, migrator, owned, null,
                unplaced(nodeCount));
    }

    /** A node with neither migrating VMs nor an owner. */
    public static NodeSetup of(int self, int nodeCount, int coordinator, Host host, CostSettings costs,
            Policy policy, RandomGenerator random, Effects effects) {
        return new NodeSetup(self, nodeCount, coordinator, host, costs, policy, random, effects, null, false);
    }

    /** The same node whose running jobs migrate with {@code migrator} (null: they never do). */
    public NodeSetup withMigrator(Migrator migrator) {
        return new NodeSetup(self, nodeCount, coordinator, host, costs, policy, random, effects, migrator, owned,
                cpuPlan, topology);
    }

    /** The same node on a host with an owner, or without one. */
    public NodeSetup withOwner(boolean owned) {
        return new NodeSetup(self, nodeCount, coordinator, host, costs, policy, random, effects, migrator, owned,
                cpuPlan, topology);
    }

    /** The same node scheduling its CPUs by {@code plan} (null: one FCFS queue, run to completion). */
    public NodeSetup withCpuPlan(CpuPlan plan) {
        return new NodeSetup(self, nodeCount, coordinator, host, costs, policy, random, effects, migrator, owned,
                plan, topology);
    }

    /** The same node among participants placed by {@code topology}. */
    public NodeSetup withTopology(Topology topology) {
        return new NodeSetup(self, nodeCount, coordinator, host, costs, policy, random, effects, migrator, owned,
                cpuPlan, topology);
    }

    /** Where no topology is given: every node the same distance (none) from every other. */
    private static Topology unplaced(int nodeCount) {
        return Topology.flat(Math.max(1, nodeCount), 0, NetworkSettings.DEFAULT_BANDWIDTH);
    }
}
