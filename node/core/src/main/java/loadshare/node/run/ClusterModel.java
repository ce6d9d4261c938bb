package loadshare.node.run;

import java.util.random.RandomGenerator;
import loadshare.config.ArrivalSettings;
import loadshare.config.CostSettings;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.FailureSettings;
import loadshare.config.OwnerSettings;
import loadshare.hardware.host.Host;
import loadshare.hardware.net.Topology;
import loadshare.hardware.random.Distribution;
import loadshare.node.core.Effects;
import loadshare.node.core.NodeSetup;
import loadshare.node.cpu.CpuPlan;
import loadshare.node.migration.Migrator;
import loadshare.node.workload.ApplicationSpec;
import loadshare.node.workload.TraceReplay;
import loadshare.policies.ConfiguredPolicy;

/**
 * Everything one simulated run needs: the hosts, the workload, the network, the costs and the policy.
 *
 * @param hosts        one per node
 * @param arrivalRates mean arrival rate of each node, jobs per model second
 * @param arrivals     the arrival process at each node
 * @param service      the service-demand distribution (work on a CPU of speed 1)
 * @param topology     the network: a message's delay is the distance between its sender and receiver
 * @param seed         root of this run's random streams
 * @param migrator     how running jobs' VMs move, or null if the policy moves no running job
 * @param owners       whether hosts have owners, and how they come and go
 * @param application  the parallel application, for a policy whose coordinator runs one (volunteer computing)
 * @param replay       the trace replayed instead of Poisson arrivals, or null (then arrivalRates and service
 *                     describe it: its arrival rates over its span, its mean demand)
 * @param cpuScheduling how every host schedules its CPUs
 * @param failures     which hosts fail and what that does to their jobs ({@link FailureSettings#NONE}: none)
 */
public record ClusterModel(Host[] hosts, double[] arrivalRates, ArrivalSettings arrivals, Distribution service,
                           Topology topology, CostSettings costs, ConfiguredPolicy policy, long seed, Migrator migrator,
                           OwnerSettings owners, ApplicationSpec application, TraceReplay replay,
                           CpuSchedulingSettings cpuScheduling, FailureSettings failures) {

    /**
     * What node {@code index}'s core is built from, in either runtime: its host, the costs, its policy instance,
     * the migrator, whether its host has an owner, how it schedules its CPUs and where the others are.
     *
     * @param coordinator  the coordinator's participant index, or -1 if the policy has none
     * @param policyStream the node's stream for policy decisions
     */
    public NodeSetup nodeSetup(int index, int coordinator, RandomGenerator policyStream, Effects effects) {
        return NodeSetup.of(index, nodes(), coordinator, hosts[index], costs, policy.forNode(index), policyStream,
                effects).withMigrator(migrator).withOwner(owners.present())
                .withCpuPlan(CpuPlan.of(cpuScheduling, seed, index)).withTopology(topology);
    }

    public int nodes() {
        return hosts.length;
    }

    public double totalArrivalRate() {
        double sum = 0;
        for (double rate : arrivalRates) {
            sum += rate;
        }
        return sum;
    }

    public int totalCpus() {
        int sum = 0;
        for (Host host : hosts) {
            sum += host.cpus();
        }
        return sum;
    }
}
