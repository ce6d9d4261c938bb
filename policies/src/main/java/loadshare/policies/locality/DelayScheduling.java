package loadshare.policies.locality;

import java.util.HashMap;
import java.util.Map;

/**
 * Delay scheduling (Zaharia et al., EuroSys 2010) for rigid jobs: a job whose turn comes when it could start, but
 * on no host as near its data as it is allowed, is skipped (later jobs may start before it). From the first time it
 * is skipped, at {@code t0}, it may take only a data-local host until {@code t0 + delay}; then, on a network of
 * racks, a rack-local one until {@code t0 + 2 x delay}; then any host. (On a flat network there is no rack level: any
 * host from {@code t0 + delay}.) A job that starts is forgotten: if it is requeued, it waits afresh. {@code delay = 0}
 * turns it off: every job may take any host at once. Pure: the scheduler sets a timer for each moment a skipped
 * job may go farther ({@link #skipped}), so it is looked at again then even if nothing else happens.
 */
public final class DelayScheduling {

    private final double delay;
    private final boolean racks;
    /** When each skipped job was first skipped, by job id. */
    private final Map<Long, Double> skippedSince = new HashMap<>();

    /**
     * @param delay model seconds a job waits at each level, >= 0 (0: off)
     * @param racks whether there is a rack-local level (a network of racks)
     */
    public DelayScheduling(double delay, boolean racks) {
        if (!(delay >= 0)) {
            throw new IllegalArgumentException("a locality delay must be >= 0, was " + delay);
        }
        this.delay = delay;
        this.racks = racks;
    }

    /** Whether jobs may wait for locality at all. */
    public boolean on() {
        return delay > 0;
    }

    /** The farthest level job {@code job} may take at {@code now}. */
    public LocalityLevel allowed(long job, double now) {
        if (delay == 0) {
            return LocalityLevel.REMOTE;
        }
        Double since = skippedSince.get(job);
        if (since == null || now < since + delay) {
            return LocalityLevel.DATA_LOCAL;
        }
        return racks && now < since + 2 * delay ? LocalityLevel.RACK_LOCAL : LocalityLevel.REMOTE;
    }

    /**
     * Job {@code job} is skipped at {@code now}: the delays from now after which it may go farther (for timers),
     * the first time it is skipped; none after (its timers are set).
     */
    public double[] skipped(long job, double now) {
        if (skippedSince.putIfAbsent(job, now) != null) {
            return new double[0];
        }
        return racks ? new double[] {delay, 2 * delay} : new double[] {delay};
    }

    /** Job {@code job} starts (or leaves): its wait is over. */
    public void started(long job) {
        skippedSince.remove(job);
    }

    /** Jobs skipped and still waiting. */
    public int waiting() {
        return skippedSince.size();
    }
}
