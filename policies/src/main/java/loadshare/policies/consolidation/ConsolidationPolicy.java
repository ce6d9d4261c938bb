package loadshare.policies.consolidation;

import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.batch.CentralPolicy;

/**
 * The {@code consolidation} policy built for one run: its nodes (hosts) only execute the VMs the scheduler launches,
 * and each run gets a fresh {@link ConsolidationScheduler}. A VM's demand is drawn from its own stream of the run's
 * seed ({@link RandomStreams#jobStream}), so every policy of an experiment sees the same demands for the same VMs.
 */
public final class ConsolidationPolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    private final ConsolidationConfig config;
    private final RandomStreams streams;

    ConsolidationPolicy(ConsolidationConfig config, long seed) {
        this.config = config;
        this.streams = new RandomStreams(seed);
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    @Override
    public ConsolidationScheduler newScheduler(int nodes, int cpus, long memory) {
        return new ConsolidationScheduler(config, nodes, cpus, memory,
                job -> config.demand().start(streams.jobStream(job.id(), 0, StreamPurpose.POLICY)));
    }

    @Override
    public String workloadProblem(boolean replaysTrace, boolean hasJobClasses) {
        return replaysTrace || hasJobClasses ? null : "places VMs: give workload.job-classes (a job is a VM: its "
                + "processors are virtual CPUs) or a trace in workload.trace.file";
    }
}
