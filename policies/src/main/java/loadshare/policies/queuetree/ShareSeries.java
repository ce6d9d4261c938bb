package loadshare.policies.queuetree;

import java.util.Arrays;

/**
 * The queues' shares of the cluster over a run: each one's time integral (for its time-averaged share) and the
 * change points (for plots over time), and the time each spent below its guarantee with jobs waiting.
 */
final class ShareSeries {

    private final int queues;
    private final double[] shares;
    private final double[] area;
    private final boolean[] starved;
    private final double[] starvedTime;
    private double last;
    private double[] times = new double[256];
    private double[] values;
    private int points;

    ShareSeries(int queues) {
        this.queues = queues;
        this.shares = new double[queues];
        this.area = new double[queues];
        this.starved = new boolean[queues];
        this.starvedTime = new double[queues];
        this.values = new double[256 * queues];
        this.times[0] = 0;
        this.points = 1;    // every share is 0 from time 0
    }

    /**
     * From {@code now} on the queues hold {@code shares} of the cluster, and those marked in {@code starved} wait
     * below their guarantees; what held since the last call is integrated.
     */
    void at(double now, double[] shares, boolean[] starved) {
        double dt = now - last;
        for (int q = 0; q < queues; q++) {
            area[q] += this.shares[q] * dt;
            starvedTime[q] += this.starved[q] ? dt : 0;
        }
        last = now;
        System.arraycopy(shares, 0, this.shares, 0, queues);
        System.arraycopy(starved, 0, this.starved, 0, queues);
        if (times[points - 1] == now) {
            points--;   // several changes at one instant: keep the last
        }
        if (points == times.length) {
            times = Arrays.copyOf(times, points * 2);
            values = Arrays.copyOf(values, points * 2 * queues);
        }
        times[points] = now;
        System.arraycopy(shares, 0, values, points * queues, queues);
        points++;
    }

    /** Queue {@code q}'s share time-averaged over {@code span} (the run, from 0). */
    double meanShare(int q, double span) {
        return span > 0 ? area[q] / span : Double.NaN;
    }

    /** The fraction of {@code span} queue {@code q} spent below its guarantee with jobs waiting. */
    double starvedFraction(int q, double span) {
        return span > 0 ? starvedTime[q] / span : Double.NaN;
    }

    /** Each queue's share averaged over {@code bins} equal intervals of {@code [0, span]}. */
    double[][] series(int bins, double span) {
        double[][] out = new double[queues][bins];
        double width = (span > 0 ? span : 1) / bins;
        for (int k = 0; k < points; k++) {
            double from = times[k];
            double to = k + 1 < points ? Math.min(times[k + 1], span) : span;
            int b = (int) Math.min(bins - 1, from / width);
            while (from < to && b < bins) {
                double cut = Math.min(to, (b + 1) * width);
                for (int q = 0; q < queues; q++) {
                    out[q][b] += values[k * queues + q] * (cut - from) / width;
                }
                from = cut;
                b++;
            }
        }
        return out;
    }
}
