package loadshare.policies.batch;

import java.util.List;
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

    /**
     * A fresh scheduler for one run whose synthetic job classes are named {@code jobClasses} (job class k is the
     * k-th; empty for a trace), for schedulers that tell the classes apart by name (a Mesos-like master's frameworks);
     * by default {@link #newScheduler(int, int, long)}.
     */
    default CentralScheduler newScheduler(int nodes, int cpus, long memory, List<String> jobClasses) {
        return newScheduler(nodes, cpus, memory);
    }

    /** Why this scheduler cannot take job classes named {@code jobClasses}, or null if it can (by default). */
    default String jobClassesProblem(List<String> jobClasses) {
        return null;
    }
}
