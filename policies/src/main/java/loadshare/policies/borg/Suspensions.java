package loadshare.policies.borg;

import java.util.Comparator;
import java.util.Map;
import java.util.TreeSet;

/**
 * The Borg-like scheduler's bookkeeping of suspended runs ({@code preempted = suspend}): which runs are suspended, in
 * the order they are resumed (highest priority first, then submit time, then run), and what suspension cost. The
 * scheduler decides whom to suspend and when to resume; this class only remembers. Pure, one per run of the
 * scheduler.
 */
final class Suspensions {

    /** Suspended runs in the order they are resumed: highest priority first, then submit time, then run. */
    private static final Comparator<Run> RESUME_ORDER = Comparator.comparing(Run::waiting,
            Comparator.comparingInt(Waiting::priority).reversed().thenComparingDouble(w -> w.job().submit()))
            .thenComparingLong(Run::run);

    private final TreeSet<Run> suspended = new TreeSet<>(RESUME_ORDER);
    private long suspensions;
    private long resumes;
    private double suspendedTime;

    /** Whether no run is suspended. */
    boolean isEmpty() {
        return suspended.isEmpty();
    }

    /** The suspended runs, in the order they are resumed. */
    Iterable<Run> inResumeOrder() {
        return suspended;
    }

    /** Run {@code r} was suspended (it is also a preemption). */
    void suspended(Run r) {
        suspended.add(r);
        suspensions++;
    }

    /** Suspended run {@code r} is resumed in place. */
    void resumed(Run r) {
        resumes++;
    }

    /**
     * Run {@code r}, suspended since {@code r.since}, is no longer suspended at {@code now} (resumed, or ended or
     * stopped while suspended): its time suspended is counted.
     */
    void over(Run r, double now) {
        suspended.remove(r);
        suspendedTime += now - r.since;
    }

    /** Whether a run of a band below {@code band} is suspended (holding memory that killing it would free). */
    boolean below(int band) {
        for (Run r : suspended) {
            if (r.waiting().band() > band) {
                return true;
            }
        }
        return false;
    }

    long suspensions() {
        return suspensions;
    }

    long resumes() {
        return resumes;
    }

    /** Seconds spent suspended so far, summed over the runs. */
    double suspendedTime() {
        return suspendedTime;
    }

    /** {@code suspensions}, {@code resumes} and {@code suspendedSeconds}. */
    void figures(Map<String, Double> into) {
        into.put("suspensions", (double) suspensions);
        into.put("resumes", (double) resumes);
        into.put("suspendedSeconds", suspendedTime);
    }
}
