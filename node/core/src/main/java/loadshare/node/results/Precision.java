package loadshare.node.results;

/**
 * Sequential replications for {@code run.precision}: how many replications a point needs for its mean's 95%
 * half-width to be within a fraction of the mean. Deterministic: it decides from the replications' results
 * only, and replication {@code i} always has the same seed, so the same configuration gives the same bytes.
 */
public final class Precision {

    /** A round at most quadruples a point's replications: an estimate from few of them is rough. */
    private static final int GROWTH = 4;
    /** Aim a little beyond the estimate, so one more round usually suffices. */
    private static final double MARGIN = 1.2;

    private Precision() {
    }

    /**
     * Whether a 95% half-width around {@code value} is only floating-point rounding: 0 (every replication gave the
     * same value), or at most a billionth of the value — replications that differ only in the order sums were added
     * (a deterministic replay averaged over threads gives ± 6.9e-13 on a mean of 12). A true interval of a
     * simulation's mean is many orders of magnitude wider.
     */
    public static boolean roundingOnly(double halfWidth, double value) {
        return halfWidth == 0 || Math.abs(halfWidth) <= 1e-9 * Math.abs(value);
    }

    public static boolean reached(double precision, double mean, double halfWidth) {
        return Double.isFinite(halfWidth) && halfWidth <= precision * Math.abs(mean);
    }

    /**
     * The replications the point should have after the next round: {@code done} if it has reached the precision
     * (or cannot usefully go on), else the half-width's 1/sqrt(n) law's estimate, within [done + 1, max].
     */
    public static int target(double precision, double[] means, int max) {
        int n = means.length;
        double mean = Aggregation.mean(means);
        double halfWidth = Aggregation.ci95HalfWidth(means);
        if (n >= max || !Double.isFinite(halfWidth) || reached(precision, mean, halfWidth)) {
            return n;
        }
        double ratio = halfWidth / (precision * Math.abs(mean));
        double estimate = Math.ceil(n * ratio * ratio * MARGIN);
        return (int) Math.min(max, Math.min((long) n * GROWTH, Math.max(n + 1, (long) estimate)));
    }
}
