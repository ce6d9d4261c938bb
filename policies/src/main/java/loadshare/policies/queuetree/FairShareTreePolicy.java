package loadshare.policies.queuetree;

import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.batch.CentralPolicy;

/**
 * The {@code fair-share-tree} policy built for one cluster: its nodes only execute what the scheduler launches, and
 * each run gets a fresh {@link FairShareTreeScheduler} whose leaves are the workload's job classes.
 */
public final class FairShareTreePolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    /** The tree, or null for one level of the job classes with equal shares. */
    private final QueueTree tree;
    private final double timeout;

    /**
     * @param tree    the queues, or null: every job class a leaf under the root with an equal share
     * @param timeout model seconds a leaf waits below its guarantee before it preempts; 0: never
     */
    public FairShareTreePolicy(QueueTree tree, double timeout) {
        this.tree = tree;
        this.timeout = timeout;
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    /** Without job classes: the leaves in the order written stand for classes 0, 1, ... (one, without a tree). */
    @Override
    public FairShareTreeScheduler newScheduler(int nodes, int cpus, long memory) {
        QueueTree queues = tree != null ? tree : QueueTree.flat(List.of("class-0"));
        List<String> names = queues.leaves().stream().map(leaf -> queues.node(leaf).name()).toList();
        return new FairShareTreeScheduler(queues, timeout, nodes, cpus, memory, names);
    }

    /** Leaves named as the job classes {@code classes} (job class k's jobs wait in the leaf named as it). */
    @Override
    public FairShareTreeScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes) {
        if (classes.isEmpty()) {
            return newScheduler(nodes, cpus, memory);
        }
        List<String> names = classes.stream().map(JobClass::name).toList();
        return new FairShareTreeScheduler(tree != null ? tree : QueueTree.flat(names), timeout, nodes, cpus, memory,
                names);
    }

    @Override
    public String workloadProblem(boolean replaysTrace, boolean hasJobClasses) {
        return hasJobClasses && !replaysTrace ? null : "runs job classes as the leaves of its queue tree: give "
                + "workload.job-classes (and no workload.trace)";
    }

    /** A leaf that is no job class, or a job class that is no leaf. */
    @Override
    public String jobClassesProblem(List<String> jobClasses) {
        return tree == null ? null : tree.classesProblem(jobClasses);
    }
}
