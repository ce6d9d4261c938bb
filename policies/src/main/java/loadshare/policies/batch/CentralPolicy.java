package loadshare.policies.batch;

import loadshare.policies.ConfiguredPolicy;

/**
 * A policy whose cluster is run by a {@link CentralScheduler}: its nodes only execute what the scheduler launches,
 * and every run (in the simulator or a live cluster) gets a fresh scheduler from {@link #newScheduler}.
 */
public interface CentralPolicy extends ConfiguredPolicy {

    /** A fresh scheduler for one run on {@code nodes} nodes of {@code cpus} CPUs and {@code memory} MiB each. */
    CentralScheduler newScheduler(int nodes, int cpus, long memory);

    /**
     * Why this scheduler cannot take the jobs of a workload that {@code replaysTrace} (or draws synthetic job
     * classes), or null if it can.
     */
    String workloadProblem(boolean replaysTrace, boolean hasJobClasses);
}
