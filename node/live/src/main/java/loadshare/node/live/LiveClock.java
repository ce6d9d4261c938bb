package loadshare.node.live;

import java.time.Duration;

/**
 * Model time in the live runtime: model second 0 is the cluster's epoch (a wall-clock instant every node
 * receives with {@link Participant.Start}), and one model second lasts {@code timeScale} wall seconds. All
 * nodes on one machine share the clock exactly; across machines the clocks must be synchronised (NTP).
 */
final class LiveClock {

    private static final long ANCHOR_NANOS = System.currentTimeMillis() * 1_000_000L;
    private static final long ANCHOR_TICKS = System.nanoTime();

    private final long epochNanos;
    private final double timeScale;

    LiveClock(long epochNanos, double timeScale) {
        this.epochNanos = epochNanos;
        this.timeScale = timeScale;
    }

    /** Wall-clock nanoseconds since the Unix epoch, with nanoTime's resolution. */
    static long wallNanos() {
        return ANCHOR_NANOS + (System.nanoTime() - ANCHOR_TICKS);
    }

    /** Model seconds since the epoch. */
    double now() {
        return (wallNanos() - epochNanos) / 1e9 / timeScale;
    }

    /** The wall delay until model time {@code due}; zero if it is past. */
    Duration until(double due) {
        double wallSeconds = (due - now()) * timeScale;
        return wallSeconds <= 0 ? Duration.ZERO : Duration.ofNanos((long) (wallSeconds * 1e9));
    }

    double timeScale() {
        return timeScale;
    }

    /** The wall-clock instant of model second 0, in nanoseconds since the Unix epoch. */
    long epochNanos() {
        return epochNanos;
    }
}
