package loadshare.node.core;

/**
 * What a host's owner saw of load sharing, integrated over model time by the node's core: how long the owner
 * was active and how much of that time foreign jobs ran on the host; the foreign work done while the owner was
 * away; evictions, suspensions; and the slowdown (response time over service time) of the owner's jobs — those
 * that arrived while the owner was active and ran here. Like the CPU scheduler's ledger, it is told what happened,
 * forgets it at the end of the warm-up and is read as a value.
 */
public final class OwnerLedger {

    private double activeTime;
    private double interferedTime;
    private double foreignWorkWhileAway;
    private double workDone;
    private long evictions;
    private long suspensions;
    private long ownerJobs;
    private double ownerResponseSum;
    private double ownerForeignDelay;

    /**
     * The ledger's figures so far, as a value (which the live runtime reports to its collector).
     *
     * @param activeTime           model seconds the owner was active
     * @param interferedTime       model seconds in which the owner was active while a foreign job ran on the host
     * @param foreignWorkWhileAway work (model seconds on a host of speed 1) of foreign jobs done while the owner was
     *                             away
     * @param workDone             all work of jobs done on the host
     * @param ownerResponseSum     the response times of the owner's jobs, added up
     * @param ownerForeignDelay    time the owner's interactive jobs waited because foreign jobs held the CPUs, summed
     *                             over the jobs
     */
    public record Totals(double activeTime, double interferedTime, double foreignWorkWhileAway, double workDone,
            long evictions, long suspensions, long ownerJobs, double ownerResponseSum, double ownerForeignDelay) {
    }

    /**
     * {@code dt} model seconds passed with {@code running} jobs on the CPUs, {@code foreignRunning} of them foreign,
     * the owner {@code active} or away, on a host of {@code speed}.
     */
    void elapsed(double dt, boolean active, int running, int foreignRunning, double speed) {
        workDone += running * dt * speed;
        if (active) {
            activeTime += dt;
            if (foreignRunning > 0) {
                interferedTime += dt;
            }
        } else {
            foreignWorkWhileAway += foreignRunning * dt * speed;
        }
    }

    /** {@code jobs} of the owner's interactive jobs waited {@code dt} more because foreign jobs held the CPUs. */
    void ownerJobsDelayed(int jobs, double dt) {
        ownerForeignDelay += jobs * dt;
    }

    /** One of the owner's interactive jobs finished {@code response} after it arrived. */
    void ownerJobFinished(double response) {
        ownerJobs++;
        ownerResponseSum += response;
    }

    /** A foreign job was sent away from the host (its owner came back). */
    void evicted() {
        evictions++;
    }

    /** A foreign job was suspended on the host (its owner came back). */
    void suspended() {
        suspensions++;
    }

    /** Forgets everything so far (the end of a warm-up). */
    public void reset() {
        activeTime = 0;
        interferedTime = 0;
        foreignWorkWhileAway = 0;
        workDone = 0;
        evictions = 0;
        suspensions = 0;
        ownerJobs = 0;
        ownerResponseSum = 0;
        ownerForeignDelay = 0;
    }

    /** What was counted so far. */
    public Totals totals() {
        return new Totals(activeTime, interferedTime, foreignWorkWhileAway, workDone, evictions, suspensions,
                ownerJobs, ownerResponseSum, ownerForeignDelay);
    }
}
