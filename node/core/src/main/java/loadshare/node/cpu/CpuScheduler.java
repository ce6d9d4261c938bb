package loadshare.node.cpu;

import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import loadshare.hardware.host.Host;
import loadshare.protocol.Job;

/**
 * A node's CPU scheduler: the host's CPUs and the jobs waiting for them, as the node's core and its policy's view of
 * the node need them. A job is run here, taken away waiting or running (with exactly the work it has left), and
 * done; overhead work (the CPU cost of probes, transfers and migrations) runs before the next waiting job. How the
 * CPUs are shared — run to completion ({@link FcfsCpus}), time slices and proportional share
 * ({@link TimeSharedCpus}), the threads of parallel applications ({@link ParallelCpus}) — a policy never sees.
 *
 * <p>The scheduler starts each service through its {@link CpuServices}; the runtime reports its end, and the core
 * calls {@link #completed} and then {@link #startNext} for that CPU.
 */
public interface CpuScheduler {

    /**
     * The scheduler {@code plan} asks for ({@code hosts.cpu-scheduling}): FCFS run to completion when it is null,
     * else time-shared, or for parallel applications when jobs have threads.
     */
    static CpuScheduler of(int self, Host host, CpuServices services, CpuPlan plan) {
        if (plan == null) {
            return new FcfsCpus(self, host, services);
        }
        return plan.settings().threads().parallel() ? new ParallelCpus(self, host, services, plan)
                : new TimeSharedCpus(self, host, services, plan);
    }

    /** Runs {@code job} here: on a free CPU, or queued. */
    void run(Job job, double now);

    /**
     * Occupies a CPU for {@code work} (if any) before the next waiting job: now if one is free, else when one
     * frees.
     */
    void overhead(double work, double now);

    /** All the overhead work charged so far (whether done yet or not). */
    double overheadWork();

    /**
     * CPU {@code cpu} finished what it ran: returns the job that finished, or null (overhead work, a slice, a
     * thread). The CPU stays free until {@link #startNext}.
     */
    Job completed(int cpu);

    /** CPU {@code cpu} takes the next overhead work or waiting job, if it is free and there is one. */
    void startNext(int cpu, double now);

    /** Takes the job off CPU {@code cpu} and stops its service; returns the work it has left. */
    double detach(int cpu, double now);

    /** The CPU running {@code job}, or -1. */
    int cpuOf(Job job);

    /**
     * The CPU running the job that started first among those {@code eligible}, or -1 if none runs (or running jobs
     * cannot move). A job's age here is the lecture's estimate of its remaining work.
     */
    int oldestRunning(Predicate<Job> eligible);

    /** The job on CPU {@code cpu}, or null. */
    Job runningOn(int cpu);

    /** When the job on {@code cpu} started (its age is the estimate of its remaining work). */
    double startedAt(int cpu);

    /** When the job on {@code cpu} ends (if it ran on alone). */
    double endsAt(int cpu);

    /** Takes a waiting job out of the queue; false if it is not waiting here. */
    boolean removeWaiting(Job job);

    /** Takes the job that has waited longest out of the queue, or null. */
    Job pollWaiting();

    /** The waiting jobs (in the order they would run, where there is one order). */
    Collection<Job> waiting();

    /** Adds the running jobs whose home is not this node to {@code to}. */
    void addForeignRunning(List<Job> to);

    /** Adds the waiting jobs whose home is not this node to {@code to}. */
    void addForeignWaiting(List<Job> to);

    /** Jobs waiting plus in service. */
    int load();

    /** Jobs waiting. */
    int queued();

    /** Jobs in service. */
    int runningJobs();

    /** Jobs in service whose home is another node. */
    int foreignRunning();

    int idleCpus();

    int cpus();
}
