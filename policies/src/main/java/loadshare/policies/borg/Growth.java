package loadshare.policies.borg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import loadshare.config.JobGrowth;
import loadshare.policies.batch.BatchJob;

/**
 * The Borg-like scheduler's bookkeeping of jobs that grow while they run ({@code workload.job-classes[i].grow-after}
 * and {@code grow-by}): when each run asks (its grow timer, by its running time), the requests that wait for room
 * (highest priority first, then the time asked, then the run), and what they cost. The scheduler decides the grants
 * (room on the machine, else preemption of lower bands, else the request waits for the next pass); this class only
 * remembers. Pure, one per run of the scheduler.
 *
 * <p>A run's grow timer is a coordinator timer ({@link #tag}): the job's growth is in its class's spec, which the
 * scheduler holds, so the request is the scheduler's own event, the same in both runtimes. A timer that fires while
 * its run is suspended, or before the run has done its share of work (it was suspended meanwhile), is set again for
 * the running time it still lacks ({@link #rearmOnResume}).
 */
final class Growth {

    /** A waiting request: run {@code run} of priority {@code priority} asks for {@code cpus} more CPUs on {@code node}. */
    record Ask(long run, int priority, int band, double asked, int node, int cpus) {
    }

    private static final Comparator<Ask> ORDER = Comparator.comparingInt(Ask::priority).reversed()
            .thenComparingDouble(Ask::asked).thenComparingLong(Ask::run);

    /** The tags of grow timers: this prefix, then the run. */
    private static final long TIMER_TAG = 0x4752L << 48;
    private static final long TAG_MASK = 0xFFFFL << 48;

    private final JobGrowth[] ofClass;
    private final boolean any;
    private final TreeSet<Ask> waiting = new TreeSet<>(ORDER);
    private final Map<Long, Ask> askOf = new HashMap<>();
    /** Runs whose grow timer fired while they were suspended: set again when they resume. */
    private final Set<Long> rearm = new HashSet<>();
    private long requested;
    private long granted;
    private double waitSum;

    /** @param ofClass how each job class's jobs grow (a job's {@link BatchJob#jobClass} indexes it) */
    Growth(List<JobGrowth> ofClass) {
        this.ofClass = ofClass.toArray(JobGrowth[]::new);
        this.any = ofClass.stream().anyMatch(JobGrowth::grows);
    }

    /** Whether any job class grows (without, the scheduler does and reports nothing of growth). */
    boolean any() {
        return any;
    }

    /** How {@code job} grows ({@link JobGrowth#NONE}: it does not). */
    JobGrowth of(BatchJob job) {
        return job.jobClass() >= 0 && job.jobClass() < ofClass.length ? ofClass[job.jobClass()] : JobGrowth.NONE;
    }

    /** The running time after which {@code job} asks to grow. */
    double after(BatchJob job) {
        return of(job).after() * job.duration();
    }

    /** The tag of run {@code run}'s grow timer. */
    static long tag(long run) {
        return TIMER_TAG | run;
    }

    /** Whether {@code tag} is a grow timer's. */
    static boolean isTimer(long tag) {
        return (tag & TAG_MASK) == TIMER_TAG;
    }

    /** The run whose grow timer {@code tag} is. */
    static long run(long tag) {
        return tag & ~TAG_MASK;
    }

    /** Whether run {@code run} has asked already (its request waits, or was granted). */
    boolean asked(long run) {
        return askOf.containsKey(run);
    }

    /** Run {@code run}'s timer fired while it was suspended: it is set again when the run resumes. */
    void rearmOnResume(long run) {
        rearm.add(run);
    }

    /** Whether run {@code run}, resumed now, needs its grow timer set again (and forgets that it did). */
    boolean resumed(long run) {
        return rearm.remove(run);
    }

    /** {@code ask} is made now: it waits until {@link #grant}ed. */
    void ask(Ask ask) {
        requested++;
        askOf.put(ask.run(), ask);
        waiting.add(ask);
    }

    /** The waiting requests of bands up to {@code band} (the highest first), in the order they are tried. */
    List<Ask> waitingUpTo(int band) {
        List<Ask> out = new ArrayList<>();
        for (Ask a : waiting) {
            if (a.band() <= band) {
                out.add(a);
            }
        }
        return out;
    }

    /** Whether a request waits. */
    boolean anyWaiting() {
        return !waiting.isEmpty();
    }

    /** {@code ask} is granted at {@code now}. */
    void grant(Ask ask, double now) {
        waiting.remove(ask);
        granted++;
        waitSum += now - ask.asked();
    }

    /** Run {@code run} ended or was stopped: its request, if it waits, is withdrawn (a run that starts again asks again). */
    void forget(long run) {
        Ask ask = askOf.remove(run);
        if (ask != null) {
            waiting.remove(ask);
        }
        rearm.remove(run);
    }

    /**
     * {@code growsRequested} (requests made), {@code growsGranted} and {@code growWait}, the mean seconds a granted
     * request waited from its ask to its grant (NaN when none was granted); nothing without growth.
     */
    void figures(Map<String, Double> into) {
        if (!any) {
            return;
        }
        into.put("growsRequested", (double) requested);
        into.put("growsGranted", (double) granted);
        into.put("growWait", granted == 0 ? Double.NaN : waitSum / granted);
    }

    long requested() {
        return requested;
    }

    long granted() {
        return granted;
    }
}
