package loadshare.node.sim.batch;

import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.config.SettingsException;
import loadshare.node.sim.ClusterModel;
import loadshare.node.sim.RunMeasurement;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.batch.BatchPolicy;

/** Runs of a batch scheduler in the simulator, as the experiment runner starts them. */
public final class BatchRuns {

    private static final long MIB = 1 << 20;

    private BatchRuns() {
    }

    /** Whether {@code policy} is a central batch scheduler (its runs replay a trace through {@link BatchCluster}). */
    public static boolean isBatch(ConfiguredPolicy policy) {
        return policy instanceof BatchPolicy;
    }

    /** Why {@code s} cannot run batch policy {@code label}, or null if it can. */
    public static String problem(ExperimentSettings s, String label) {
        return s.workload().replaysTrace() ? null : "policy '" + label + "' schedules a trace's jobs: name one in "
                + "workload.trace.file (synthetic batch workloads are not built in)";
    }

    /** One run of {@code model}, whose policy is a batch scheduler, on the trace of {@code s}. */
    public static RunMeasurement run(ExperimentSettings s, ClusterModel model, LongConsumer progress) {
        if (!(model.policy() instanceof BatchPolicy batch) || model.replay() == null) {
            throw new SettingsException("a batch run needs the batch policy and a trace");
        }
        BatchWorkload workload = new BatchWorkload(model.replay(), s.workload().trace().trace(),
                batch.config().exactEstimates());
        return new BatchCluster(batch.newScheduler(s.nodes(), s.hosts().cpus(), s.hosts().memoryBytes() / MIB),
                workload, s.nodes(), s.network().latency(), model.seed()).run(progress);
    }
}
