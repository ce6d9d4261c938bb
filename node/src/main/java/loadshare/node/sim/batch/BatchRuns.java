package loadshare.node.sim.batch;

import java.util.List;
import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.config.JobClass;
import loadshare.config.SettingsException;
import loadshare.node.sim.ClusterModel;
import loadshare.node.sim.RunMeasurement;
import loadshare.node.workload.BatchWorkload;
import loadshare.node.workload.SyntheticBatchWorkload;
import loadshare.node.workload.TraceBatchWorkload;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.batch.BatchPolicy;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;

/** Runs of a central scheduler (batch, datacenter, Mesos-like) in the simulator, as the experiment runner starts them. */
public final class BatchRuns {

    private static final long MIB = 1 << 20;

    private BatchRuns() {
    }

    /** Whether {@code policy} is a central scheduler (its runs go through {@link BatchCluster}). */
    public static boolean isBatch(ConfiguredPolicy policy) {
        return policy instanceof CentralPolicy;
    }

    /** Why {@code s} cannot run central-scheduler policy {@code policy} labelled {@code label}, or null if it can. */
    public static String problem(ExperimentSettings s, ConfiguredPolicy policy, String label) {
        String problem = ((CentralPolicy) policy).workloadProblem(s.workload().replaysTrace(),
                s.workload().hasJobClasses());
        if (problem == null && s.workload().hasJobClasses()) {
            problem = ((CentralPolicy) policy).jobClassesProblem(jobClassNames(s));
        }
        return problem == null ? null : "policy '" + label + "' " + problem;
    }

    /**
     * The jobs of one run of {@code model} at {@code load} on the workload of {@code s}: its trace's, else its
     * synthetic job classes'.
     */
    public static BatchWorkload workload(ExperimentSettings s, ClusterModel model, double load) {
        if (model.replay() == null) {
            if (!s.workload().hasJobClasses()) {
                throw new SettingsException("a central scheduler's run needs a trace or workload.job-classes");
            }
            return new SyntheticBatchWorkload(s.workload().jobClasses(), load, (long) s.nodes() * s.hosts().cpus(),
                    (int) Math.min(Integer.MAX_VALUE, s.run().jobs()), model.seed());
        }
        boolean exact = model.policy() instanceof BatchPolicy batch && batch.config().exactEstimates();
        return new TraceBatchWorkload(model.replay(), s.workload().trace().trace(), exact);
    }

    /**
     * A fresh scheduler of {@code central} for one run of {@code s}'s cluster, in either runtime; it gets the
     * workload's job classes (a job's priority is its class's, its framework the class's name).
     */
    public static CentralScheduler scheduler(ExperimentSettings s, CentralPolicy central) {
        return central.newScheduler(s.nodes(), s.hosts().cpus(), s.hosts().memoryBytes() / MIB,
                s.workload().jobClasses());
    }

    /** One run of {@code model}, whose policy is a central scheduler, at {@code load} on the workload of {@code s}. */
    public static RunMeasurement run(ExperimentSettings s, ClusterModel model, double load, LongConsumer progress) {
        if (!(model.policy() instanceof CentralPolicy central)) {
            throw new SettingsException("a batch run needs a central scheduler's policy");
        }
        return new BatchCluster(scheduler(s, central), workload(s, model, load), s.nodes(), s.network().latency(), model.seed()).run(progress);
    }

    /** The names of the workload's job classes (job class k is the k-th), empty for a trace. */
    public static List<String> jobClassNames(ExperimentSettings s) {
        return s.workload().jobClasses().stream().map(JobClass::name).toList();
    }
}
