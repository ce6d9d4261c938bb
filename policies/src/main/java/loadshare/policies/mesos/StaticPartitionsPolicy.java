package loadshare.policies.mesos;

import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.batch.CentralPolicy;

/**
 * The {@code static-partitions} policy built for one cluster of {@code nodes} nodes: its nodes only execute what
 * the partitions' frameworks launch, and each run gets a fresh {@link StaticPartitionScheduler} whose frameworks are
 * the workload's job classes, each owning its share of the machines.
 */
public final class StaticPartitionsPolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    private final PartitionShares shares;
    private final int nodes;

    StaticPartitionsPolicy(PartitionShares shares, int nodes) {
        this.shares = shares;
        this.nodes = nodes;
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    /** Without job classes: one framework, {@code class-0}, owning every machine. */
    @Override
    public StaticPartitionScheduler newScheduler(int nodes, int cpus, long memory) {
        return new StaticPartitionScheduler(nodes, cpus, memory, List.of("class-0"), new int[] {nodes});
    }

    /** Frameworks named as the job classes {@code classes}, each owning its share of the machines. */
    @Override
    public StaticPartitionScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes) {
        if (classes.isEmpty()) {
            return newScheduler(nodes, cpus, memory);
        }
        List<String> names = classes.stream().map(JobClass::name).toList();
        return new StaticPartitionScheduler(nodes, cpus, memory, names, shares.machines(names, nodes));
    }

    @Override
    public String workloadProblem(boolean replaysTrace, boolean hasJobClasses) {
        return hasJobClasses && !replaysTrace ? null : "runs job classes as frameworks, each on its own machines: "
                + "give workload.job-classes (and no workload.trace)";
    }

    /** A fraction for a class the workload lacks, or a class left without a machine on this cluster. */
    @Override
    public String jobClassesProblem(List<String> jobClasses) {
        try {
            shares.machines(jobClasses, nodes);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
