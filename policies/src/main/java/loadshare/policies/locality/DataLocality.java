package loadshare.policies.locality;

import java.util.Map;
import loadshare.policies.CoordinatorContext;

/**
 * What a central scheduler that honours jobs' input data keeps: how near each host is ({@link Locality}), its delay
 * scheduling ({@link DelayScheduling}) and its counts ({@link LocalityCounts}). The scheduler ranks the hosts it
 * would accept for a part by {@link #rank} before its own rule (data-local first, then rack-local, then any), asks
 * {@link #waits} whether a job that could start now should be skipped instead, and tells {@link #launched} of each
 * part it launches, which counts it and gives the seconds the part reads its input before it runs (added to the
 * part's run time in its {@code Launch}). Pure; one per run.
 */
public final class DataLocality {

    /** The tags of delay scheduling's timers: this prefix, then the job id and the level it may reach. */
    private static final long TIMER_TAG = 0x4C4FL << 48;
    private static final long TAG_MASK = 0xFFFFL << 48;

    private final Locality locality;
    private final DelayScheduling delay;
    private final LocalityCounts counts = new LocalityCounts();

    /** @param delay {@code locality-delay}: model seconds a job may wait at each level, >= 0 (0: no waiting) */
    public DataLocality(Locality locality, double delay) {
        this.locality = locality;
        this.delay = new DelayScheduling(delay, locality.hasRacks());
    }

    public Locality locality() {
        return locality;
    }

    /** Whether jobs may wait for locality ({@code locality-delay > 0}). */
    public boolean delaying() {
        return delay.on();
    }

    /** Host {@code node}'s rank for a part of a job with {@code input}: 0 data-local, 1 rack-local, 2 remote. */
    public int rank(int node, InputData input) {
        return locality.level(node, input).ordinal();
    }

    /**
     * Whether job {@code job} with {@code input}, which could start now with its best part on a host of rank
     * {@code bestRank}, is skipped at {@code now} to wait for a nearer host; when it is skipped for the first time,
     * timers are set for the moments it may go farther, so the scheduler looks again then.
     */
    public boolean waits(long job, InputData input, int bestRank, CoordinatorContext context) {
        if (!delay.on() || !input.present()) {
            return false;
        }
        double now = context.now();
        if (bestRank <= delay.allowed(job, now).ordinal()) {
            return false;
        }
        double[] later = delay.skipped(job, now);
        for (int k = 0; k < later.length; k++) {
            context.setTimer(TIMER_TAG | (job << 2) | k, later[k]);
        }
        return true;
    }

    /** Whether {@code tag} is one of delay scheduling's timers (the scheduler then makes a pass). */
    public static boolean isTimer(long tag) {
        return (tag & TAG_MASK) == TIMER_TAG;
    }

    /** The job whose wait set timer {@code tag} ({@link #isTimer}). */
    public static long timerJob(long tag) {
        return (tag & ~TAG_MASK) >>> 2;
    }

    /** Job {@code job} starts: its wait for locality is over. */
    public void started(long job) {
        delay.started(job);
    }

    /** A part of a job with {@code input} is launched on {@code node}: counted; returns its read time, seconds. */
    public double launched(int node, InputData input) {
        double read = locality.readTime(node, input);
        counts.launched(locality.level(node, input), input.bytes(), read);
        return read;
    }

    public LocalityCounts counts() {
        return counts;
    }

    /** The figures for {@code BatchFigures.extra} ({@link LocalityCounts#figures}). */
    public Map<String, Double> figures() {
        return counts.figures();
    }
}
