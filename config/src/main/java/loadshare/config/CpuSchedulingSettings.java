package loadshare.config;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How each workstation schedules its CPUs ({@code hosts.cpu-scheduling}) and the user classes it shares them
 * among ({@code workload.users}). The defaults are one central FCFS run queue, run to completion: what every
 * host did before multiprocessor scheduling existed.
 *
 * @param queues          one shared run queue, or one per CPU
 * @param balance         how per-CPU queues balance: not at all, an arrival pushed to the shortest, or an idle
 *                        CPU stealing from the longest
 * @param quantum         CPU time of a slice, model seconds; 0 runs each job to completion
 * @param contextSwitch   CPU time a CPU spends switching to another job, model seconds on a speed-1 host
 * @param affinityPenalty extra work of a job that resumes on another CPU than it last ran on (a cold cache)
 * @param share           how the run queue shares the CPU among user classes
 * @param shareWindow     model seconds per point of the classes' CPU shares over time
 * @param users           the user classes; empty: one class
 * @param threads         parallel applications and how their threads are scheduled
 * @param cfs             CFS's period and shortest slice (used when {@code share = cfs})
 */
public record CpuSchedulingSettings(Queues queues, Balance balance, double quantum, double contextSwitch,
                                    double affinityPenalty, Share share, double shareWindow, List<UserClass> users,
                                    ThreadSettings threads, CfsSettings cfs) implements Serializable {

    /** One central FCFS queue, run to completion, one user class. */
    public static final CpuSchedulingSettings DEFAULT = new CpuSchedulingSettings(Queues.CENTRAL, Balance.NONE, 0,
            0, 0, Share.FCFS, 10, List.of());

    public CpuSchedulingSettings {
        users = List.copyOf(users);
    }

    /** Sequential jobs. */
    public CpuSchedulingSettings(Queues queues, Balance balance, double quantum, double contextSwitch,
                                 double affinityPenalty, Share share, double shareWindow, List<UserClass> users) {
        this(queues, balance, quantum, contextSwitch, affinityPenalty, share, shareWindow, users,
                ThreadSettings.SEQUENTIAL);
    }

    /** CFS at Linux's defaults. */
    public CpuSchedulingSettings(Queues queues, Balance balance, double quantum, double contextSwitch,
                                 double affinityPenalty, Share share, double shareWindow, List<UserClass> users,
                                 ThreadSettings threads) {
        this(queues, balance, quantum, contextSwitch, affinityPenalty, share, shareWindow, users, threads,
                CfsSettings.LINUX);
    }

    /** The same scheduling for jobs of {@code threads}. */
    public CpuSchedulingSettings withThreads(ThreadSettings threads) {
        return new CpuSchedulingSettings(queues, balance, quantum, contextSwitch, affinityPenalty, share, shareWindow,
                users, threads, cfs);
    }

    /** Whether hosts schedule as they always did (then the plain run-to-completion scheduler runs). */
    public boolean isDefault() {
        return queues == Queues.CENTRAL && quantum == 0 && contextSwitch == 0 && share == Share.FCFS
                && users.isEmpty() && !threads.parallel();
    }

    /** One shared run queue or one per CPU. */
    public enum Queues { CENTRAL, PER_CPU }

    /** Load balancing between per-CPU queues. */
    public enum Balance { NONE, PUSH, STEAL }

    /**
     * Proportional share among user classes: none (fcfs), the ticket-based rules (lottery, stride, drr) and the
     * virtual-time ones (wfq, sfq, wf2q, vtrr, cfs).
     */
    public enum Share {
        FCFS, LOTTERY, STRIDE, DRR, WFQ, SFQ, WF2Q, VTRR, CFS;

        /** Whether slices are the quantum's (every rule but cfs, which cuts its own from its period). */
        public boolean usesQuantum() {
            return this != FCFS && this != CFS;
        }
    }

    /**
     * A user class: its name, its tickets (its weight; under cfs a class may give a nice level instead, read as
     * its Linux weight, {@link NiceWeights}) and the share of the arrivals that are its jobs.
     */
    public record UserClass(String name, int tickets, double shareOfArrivals) implements Serializable {
    }

    /** The config name of an enum constant: lower case, '-' for '_'. */
    public static String configName(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The config names of an enum's constants. */
    public static List<String> names(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(CpuSchedulingSettings::configName).toList();
    }
}
