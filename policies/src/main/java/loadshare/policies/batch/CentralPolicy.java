package loadshare.policies.batch;

import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.locality.Locality;

/**
 * A policy whose cluster is run by a {@link CentralScheduler}: its nodes only execute what the scheduler launches,
 * and every run (in the simulator or a live cluster) gets a fresh scheduler from {@link #newScheduler}.
 */
public interface CentralPolicy extends ConfiguredPolicy {

    /** A fresh scheduler for one run on {@code nodes} nodes of {@code cpus} CPUs and {@code memory} MiB each. */
    CentralScheduler newScheduler(int nodes, int cpus, long memory);

    /**
     * A fresh scheduler for one run whose synthetic jobs are of {@code classes} (a job's {@link BatchJob#jobClass}
     * indexes them; empty for a trace), for schedulers that read a class's priority (Borg-like bands) or name (a
     * Mesos-like master's frameworks); the others ignore them.
     */
    default CentralScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes) {
        return newScheduler(nodes, cpus, memory);
    }

    /**
     * A fresh scheduler for one run whose jobs have input data ({@code workload.data}), placed near it as
     * {@code locality} says; only for a scheduler whose {@link #dataProblem} is null (by default it has none).
     */
    default CentralScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes,
                                          Locality locality) {
        return newScheduler(nodes, cpus, memory, classes);
    }

    /**
     * Why this scheduler cannot grow running jobs (job classes with {@code grow-after} and {@code grow-by}), or null
     * if it can; by default it cannot (only the Borg-like scheduler does).
     */
    default String growthProblem() {
        return "does not grow running jobs: grow-after and grow-by in workload.job-classes are for borg";
    }

    /** Why this scheduler cannot honour jobs' input data ({@code workload.data}), or null if it can. */
    default String dataProblem() {
        return "places jobs without regard to their input data: workload.data is for borg, batch and mesos; set "
                + "workload.data.replicas = 0";
    }

    /**
     * Why this scheduler cannot take the jobs of a workload that {@code replaysTrace} (or draws synthetic job
     * classes), or null if it can.
     */
    String workloadProblem(boolean replaysTrace, boolean hasJobClasses);

    /** Why a live cluster cannot host this scheduler, or null if it can (by default). */
    default String liveProblem() {
        return null;
    }

    /** Why this scheduler cannot take job classes named {@code jobClasses}, or null if it can (by default). */
    default String jobClassesProblem(List<String> jobClasses) {
        return null;
    }

    /**
     * Why this scheduler cannot run on {@code nodes} machines of {@code cpus} CPUs and {@code memory} MiB each (e.g.
     * what it reserves at the start does not fit), or null if it can (by default).
     */
    default String cellProblem(int nodes, int cpus, long memory) {
        return null;
    }
}
