package loadshare.policies.queuetree;

import loadshare.policies.batch.StepSeries;

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
    private final StepSeries series;

    ShareSeries(int queues) {
        this.queues = queues;
        this.shares = new double[queues];
        this.area = new double[queues];
        this.starved = new boolean[queues];
        this.starvedTime = new double[queues];
        this.series = new StepSeries(queues);
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
        series.at(now, shares);
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
        return series.binned(bins, span);
    }
}
