package loadshare.node.core;

/**
 * What a host's owner saw of load sharing, integrated over model time by the node's core: how long the owner
 * was active and how much of that time foreign jobs ran on the host; the foreign work done while the owner was
 * away; evictions, suspensions; and the slowdown (response time over service time) of the owner's jobs — those
 * that arrived while the owner was active and ran here.
 */
public final class OwnerLedger {

    double activeTime;
    double interferedTime;
    double foreignWorkWhileAway;
    double workDone;
    long evictions;
    long suspensions;
    long ownerJobs;
    double ownerResponseSum;
    double ownerForeignDelay;

    /** The ledger's figures so far, as a value (which the live runtime reports to its collector). */
    public record Totals(double activeTime, double interferedTime, double foreignWorkWhileAway, double workDone,
            long evictions, long suspensions, long ownerJobs, double ownerResponseSum, double ownerForeignDelay) {
    }

    public Totals totals() {
        return new Totals(activeTime, interferedTime, foreignWorkWhileAway, workDone, evictions, suspensions,
                ownerJobs, ownerResponseSum, ownerForeignDelay);
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

    public double activeTime() {
        return activeTime;
    }

    /** Model seconds in which the owner was active while a foreign job ran on the host. */
    public double interferedTime() {
        return interferedTime;
    }

    /** Work (model seconds on a host of speed 1) of foreign jobs done while the owner was away. */
    public double foreignWorkWhileAway() {
        return foreignWorkWhileAway;
    }

    /** All work of jobs done on the host. */
    public double workDone() {
        return workDone;
    }

    public long evictions() {
        return evictions;
    }

    public long suspensions() {
        return suspensions;
    }

    public long ownerJobs() {
        return ownerJobs;
    }

    public double ownerResponseSum() {
        return ownerResponseSum;
    }

    /** Time the owner's interactive jobs waited because foreign jobs held the CPUs, summed over the jobs. */
    public double ownerForeignDelay() {
        return ownerForeignDelay;
    }
}
