package loadshare.node.steady;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * A straight line fitted by least squares to a series of batch means against their position (0, 1, 2, ...), and the
 * one-sided t test that its slope is greater than 0: a series that keeps growing (a queue that never empties) has
 * a slope significantly above 0, a stationary one has not. Batch means of enough consecutive values are nearly
 * independent, as the test assumes; a strict level keeps a stationary run at high load, whose batch means still
 * wander, from being taken for a growing one.
 *
 * @param batches how many batch means were fitted
 * @param slope   the fitted slope, per batch
 * @param t       the slope over its standard error
 * @param pValue  P(T >= t) under a slope of 0, T Student-t with batches - 2 degrees of freedom
 */
public record Trend(int batches, double slope, double t, double pValue) {

    /** No trend fitted (too few batch means): never judged growing. */
    public static final Trend NONE = new Trend(0, 0.0, 0.0, 1.0);

    /** The fewest batch means a trend is fitted to. */
    public static final int MIN_BATCHES = 8;

    /** The trend of {@code means}, in order; {@link #NONE} for fewer than {@link #MIN_BATCHES}. */
    public static Trend of(double[] means) {
        int n = means.length;
        if (n < MIN_BATCHES) {
            return NONE;
        }
        double meanX = (n - 1) / 2.0;
        double meanY = 0;
        for (double y : means) {
            meanY += y;
        }
        meanY /= n;
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            sxx += (i - meanX) * (i - meanX);
            sxy += (i - meanX) * (means[i] - meanY);
        }
        double slope = sxy / sxx;
        double sse = 0;
        for (int i = 0; i < n; i++) {
            double residual = means[i] - meanY - slope * (i - meanX);
            sse += residual * residual;
        }
        double standardError = Math.sqrt(sse / (n - 2) / sxx);
        if (!(standardError > 0)) { // the means lie on a line: its slope is the answer
            return new Trend(n, slope, slope > 0 ? Double.POSITIVE_INFINITY : slope < 0 ? Double.NEGATIVE_INFINITY : 0,
                    slope > 0 ? 0.0 : 1.0);
        }
        double t = slope / standardError;
        return new Trend(n, slope, t, 1 - new TDistribution(null, n - 2).cumulativeProbability(t));
    }

    /** Whether the slope is significantly greater than 0 at {@code level}. */
    public boolean growing(double level) {
        return pValue < level;
    }
}
