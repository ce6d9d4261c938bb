package loadshare.node.steady;

import java.io.Serializable;

/**
 * MSER-5 (White 1997): where a run's initial transient ends. The run's response times, in completion order, are
 * averaged in batches of 5 consecutive completions; truncating the first d batches leaves n - d of them, with the
 * MSER statistic sum over i >= d of (Y_i - mean_d)^2 / (n - d)^2 — the squared standard error of the remaining
 * mean. The truncation point is the d that minimises it over the first half (d <= n / 2; the first such d on a
 * tie): deleting an initial transient removes much variance, deleting steady-state batches only shrinks n - d.
 *
 * @param batches   how many batch means there were
 * @param truncated d: the batches to discard
 * @param statistic the MSER statistic at d
 */
public record Mser(int batches, int truncated, double statistic) implements Serializable {

    /** Completions per batch: MSER-5. */
    public static final int BATCH = 5;

    /** The completions to discard: {@code truncated x 5}. */
    public long warmupJobs() {
        return (long) truncated * BATCH;
    }

    /** MSER on the batch means {@code means}, in order; no truncation for fewer than 2 of them. */
    public static Mser of(double[] means) {
        int n = means.length;
        if (n < 2) {
            return new Mser(n, 0, Double.NaN);
        }
        // suffix sums of Y and Y^2, so each d costs O(1)
        double[] sum = new double[n + 1];
        double[] squares = new double[n + 1];
        for (int i = n - 1; i >= 0; i--) {
            sum[i] = sum[i + 1] + means[i];
            squares[i] = squares[i + 1] + means[i] * means[i];
        }
        int best = 0;
        double bestStatistic = Double.POSITIVE_INFINITY;
        for (int d = 0; d <= n / 2; d++) {
            int left = n - d;
            double mean = sum[d] / left;
            double statistic = Math.max(0, squares[d] - left * mean * mean) / ((double) left * left);
            if (statistic < bestStatistic) {
                bestStatistic = statistic;
                best = d;
            }
        }
        return new Mser(n, best, bestStatistic);
    }
}
