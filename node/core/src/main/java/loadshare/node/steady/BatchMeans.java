package loadshare.node.steady;

import java.util.Arrays;

/**
 * Batch means of a series of unknown length in constant memory: values are summed into batches of one size; when
 * {@code 2 x capacity} batches are full, neighbours are merged and the batch size doubles. So at any time the
 * complete batches (between {@code capacity} and {@code 2 x capacity} once there are that many values) cover the
 * series from its start in equal, consecutive parts. No allocation per value.
 */
public final class BatchMeans {

    private final double[] sums;
    private long size = 1;
    private int full;
    private double current;
    private long inCurrent;

    /** Batch means kept between {@code capacity} and {@code 2 x capacity}; capacity >= 1. */
    public BatchMeans(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1, is " + capacity);
        }
        this.sums = new double[2 * capacity];
    }

    public void add(double value) {
        current += value;
        if (++inCurrent < size) {
            return;
        }
        sums[full++] = current;
        current = 0;
        inCurrent = 0;
        if (full == sums.length) {
            for (int i = 0; i < full / 2; i++) {
                sums[i] = sums[2 * i] + sums[2 * i + 1];
            }
            full /= 2;
            size *= 2;
        }
    }

    /** The means of the complete batches, in order (the values of an incomplete last batch are left out). */
    public double[] means() {
        double[] means = Arrays.copyOf(sums, full);
        for (int i = 0; i < full; i++) {
            means[i] /= size;
        }
        return means;
    }

    /** The means of the complete batches of the series' second half (the later half of them, rounded down). */
    public double[] secondHalf() {
        double[] means = means();
        return Arrays.copyOfRange(means, means.length - means.length / 2, means.length);
    }
}
