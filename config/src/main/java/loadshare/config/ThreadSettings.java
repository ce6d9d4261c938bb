package loadshare.config;

import java.io.Serializable;

/**
 * Parallel applications ({@code workload.threads}, {@code workload.critical-section},
 * {@code workload.critical-sections}) and how hosts schedule their threads ({@code hosts.cpu-scheduling.threads}).
 * A job of t threads is t tasks on one node's CPUs, each doing demand / t of work; it ends when its last thread
 * ends. Each thread's work is cut into {@code criticalSections} equal segments, and in each the share
 * {@code criticalSection} of the segment is inside the job's spin lock (docs/multiprocessor.md).
 *
 * @param threads          threads of every job; 1: sequential jobs, as always
 * @param criticalSection  share of each thread's work inside the spin-locked section, 0 to 1 / threads
 * @param criticalSections critical sections per thread (segments its work is cut into)
 * @param scheduling       how a host schedules the threads of a job
 * @param skewThreshold    relaxed co-scheduling: how far (CPU time, model seconds) a thread may run ahead of its
 *                         slowest sibling before it is co-stopped ({@code hosts.cpu-scheduling.skew-threshold})
 */
public record ThreadSettings(int threads, double criticalSection, int criticalSections, Scheduling scheduling,
                             double skewThreshold) implements Serializable {

    /** {@code hosts.cpu-scheduling.skew-threshold} by default (reference.conf). */
    public static final double DEFAULT_SKEW_THRESHOLD = 0.01;

    /** Sequential jobs. */
    public static final ThreadSettings SEQUENTIAL = new ThreadSettings(1, 0, 10, Scheduling.INDEPENDENT);

    /** The default skew threshold (it matters only to relaxed co-scheduling). */
    public ThreadSettings(int threads, double criticalSection, int criticalSections, Scheduling scheduling) {
        this(threads, criticalSection, criticalSections, scheduling, DEFAULT_SKEW_THRESHOLD);
    }

    /** Whether jobs are parallel (then a host runs them with its time-shared scheduler). */
    public boolean parallel() {
        return threads > 1;
    }

    /**
     * How the threads of a job are scheduled: each on its own (independent: a thread preempted in its critical
     * section makes its siblings spin), all together in the same slices (co-scheduling, gang: strict
     * co-scheduling of a VM's vCPUs), each on its own but never more than the skew threshold ahead of its slowest
     * sibling (relaxed co-scheduling, as VMware ESX does), or never preempted while holding the lock (smart).
     */
    public enum Scheduling { INDEPENDENT, CO_SCHEDULING, RELAXED_CO_SCHEDULING, SMART }
}
