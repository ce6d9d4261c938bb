package loadshare.policies.batch;

import loadshare.policies.NoSharing;
import loadshare.policies.Policy;

/**
 * The {@code batch} policy built for one cluster: its nodes only execute what the scheduler launches (they share
 * nothing themselves), and each run gets a fresh {@link BatchCoordinator} from the runtime, which knows the
 * nodes' memory ({@link #newScheduler}).
 */
public final class BatchPolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    private final BatchConfig config;

    public BatchPolicy(BatchConfig config) {
        this.config = config;
    }

    public BatchConfig config() {
        return config;
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    @Override
    public BatchCoordinator newScheduler(int nodes, int cpus, long memory) {
        return new BatchCoordinator(config, nodes, cpus, memory);
    }

    @Override
    public String workloadProblem(boolean replaysTrace, boolean hasJobClasses) {
        return replaysTrace || hasJobClasses ? null : "schedules rigid jobs: name a trace in workload.trace.file "
                + "or give workload.job-classes";
    }
}
