package loadshare.policies.batch;

import java.util.Arrays;

/**
 * A few quantities that hold their values from one change to the next over a run (a scheduler's shares, the hosts
 * switched on), recorded as they change and averaged over equal intervals of the run for plots over time.
 */
public final class StepSeries {

    private final int quantities;
    private double[] times = new double[256];
    private double[] values;
    private int points;

    /** A series of {@code quantities} values at each change, each 0 until the first. */
    public StepSeries(int quantities) {
        this.quantities = quantities;
        this.values = new double[256 * quantities];
    }

    /** From model time {@code now} on, the quantities are {@code values} (of several changes at one instant, the last counts). */
    public void at(double now, double... values) {
        if (points > 0 && times[points - 1] == now) {
            points--;
        }
        if (points == times.length) {
            times = Arrays.copyOf(times, points * 2);
            this.values = Arrays.copyOf(this.values, points * 2 * quantities);
        }
        times[points] = now;
        System.arraycopy(values, 0, this.values, points * quantities, quantities);
        points++;
    }

    /**
     * Each quantity averaged over {@code bins} equal intervals of {@code [0, span]} (of {@code [0, 1]} if span is not
     * positive): {@code [q][b]}.
     */
    public double[][] binned(int bins, double span) {
        double[][] out = new double[quantities][bins];
        double end = span > 0 ? span : 1;
        double width = end / bins;
        for (int k = 0; k < points; k++) {
            double from = times[k];
            double to = Math.min(end, k + 1 < points ? times[k + 1] : end);
            int b = (int) Math.min(bins - 1, from / width);
            while (from < to && b < bins) {
                double cut = Math.min(to, (b + 1) * width);
                for (int q = 0; q < quantities; q++) {
                    out[q][b] += values[k * quantities + q] * (cut - from) / width;
                }
                from = cut;
                b++;
            }
        }
        return out;
    }
}
