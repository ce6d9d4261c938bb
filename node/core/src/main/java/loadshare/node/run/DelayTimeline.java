package loadshare.node.run;

import java.util.Arrays;
import loadshare.protocol.CborSerializable;

/**
 * How late messages were, by the model time they were sent: the run's time cut into bins of {@code width} model
 * seconds, bin {@code k} holding {@code counts[k]} messages sent in {@code [k width, (k + 1) width)} that were
 * {@code sums[k]} model seconds late in all (late: beyond the modelled network's distance). A live run records one
 * per receiver; its simulated twin asks {@link #at} for the lateness of each message it sends, so it meets the live
 * run's lateness <em>when</em> the live run met it — a stall of the machine early in the run delays the twin's early
 * messages, not every message a little, as one mean delay would. Pure; immutable (the arrays are never changed).
 *
 * @param width  bin width, model seconds (a run's first width doubled as often as the run outgrew {@link #MAX_BINS})
 * @param counts messages per bin
 * @param sums   their lateness per bin, model seconds
 */
public record DelayTimeline(double width, long[] counts, double[] sums) implements CborSerializable {

    /** Bins a timeline holds at most: beyond, its bins are merged two by two (its width doubled). */
    public static final int MAX_BINS = 256;

    /** No message measured. */
    public static final DelayTimeline NONE = new DelayTimeline(1, new long[0], new double[0]);

    public DelayTimeline {
        if (!(width > 0) || counts.length != sums.length) {
            throw new IllegalArgumentException("a delay timeline needs a positive width and one sum per count");
        }
    }

    /** The first bin width for a run of {@code duration} model seconds: a hundredth of it (a millisecond at least). */
    public static double widthFor(double duration) {
        return Math.max(1e-3, duration / 100);
    }

    /** Messages measured. */
    public long count() {
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        return n;
    }

    /**
     * The lateness of a message sent at model time {@code sentAt}: the mean of its bin, or, if no message measured was
     * sent in that bin, of the nearest bin that has one (the earlier of two as near); NaN if none was measured.
     */
    public double at(double sentAt) {
        int last = counts.length - 1;
        int k = (int) Math.min(Math.max(0, Math.floor(sentAt / width)), Math.max(0, last));
        for (int d = 0; d <= Math.max(k, last - k) + 1; d++) {
            if (k - d >= 0 && k - d <= last && counts[k - d] > 0) {
                return sums[k - d] / counts[k - d];
            }
            if (k + d >= 0 && k + d <= last && counts[k + d] > 0) {
                return sums[k + d] / counts[k + d];
            }
        }
        return Double.NaN;
    }

    /** This timeline and {@code other} together, at the wider of their widths. */
    public DelayTimeline plus(DelayTimeline other) {
        if (other.counts.length == 0) {
            return this;
        }
        if (counts.length == 0) {
            return other;
        }
        double w = Math.max(width, other.width);
        Builder b = new Builder(w);
        b.add(this);
        b.add(other);
        return b.timeline();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DelayTimeline t && width == t.width && Arrays.equals(counts, t.counts)
                && Arrays.equals(sums, t.sums);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Double.hashCode(width) + Arrays.hashCode(counts)) + Arrays.hashCode(sums);
    }

    @Override
    public String toString() {
        return "DelayTimeline[width=" + width + ", counts=" + Arrays.toString(counts) + ", sums="
                + Arrays.toString(sums) + "]";
    }

    /** Collects a timeline message by message, doubling its width whenever it would outgrow {@link #MAX_BINS}. */
    public static final class Builder {

        private double width;
        private long[] counts = new long[16];
        private double[] sums = new double[16];
        private int bins;

        /** @param width the first bin width, model seconds */
        public Builder(double width) {
            if (!(width > 0)) {
                throw new IllegalArgumentException("a delay timeline needs a positive width, not " + width);
            }
            this.width = width;
        }

        /** A message sent at model time {@code sentAt} was {@code lateness} model seconds late. */
        public void add(double sentAt, double lateness) {
            add(sentAt, 1, lateness);
        }

        private void add(double sentAt, long count, double lateness) {
            long k = (long) Math.floor(Math.max(0, sentAt) / width);
            while (k >= MAX_BINS) {
                coarsen();
                k = (long) Math.floor(Math.max(0, sentAt) / width);
            }
            int i = (int) k;
            if (i >= counts.length) {
                counts = Arrays.copyOf(counts, Math.min(MAX_BINS, Math.max(i + 1, 2 * counts.length)));
                sums = Arrays.copyOf(sums, counts.length);
            }
            counts[i] += count;
            sums[i] += lateness;
            bins = Math.max(bins, i + 1);
        }

        /** Adds every bin of {@code t} (at this builder's width or wider: each at its bin's start). */
        void add(DelayTimeline t) {
            for (int k = 0; k < t.counts.length; k++) {
                if (t.counts[k] > 0) {
                    while (t.width > width) {
                        coarsen();
                    }
                    add(k * t.width, t.counts[k], t.sums[k]);
                }
            }
        }

        private void coarsen() {
            int half = (bins + 1) / 2;
            for (int k = 0; k < half; k++) {
                long c = counts[2 * k] + (2 * k + 1 < bins ? counts[2 * k + 1] : 0);
                double s = sums[2 * k] + (2 * k + 1 < bins ? sums[2 * k + 1] : 0);
                counts[k] = c;
                sums[k] = s;
            }
            Arrays.fill(counts, half, counts.length, 0);
            Arrays.fill(sums, half, sums.length, 0);
            bins = half;
            width *= 2;
        }

        /** The timeline so far. */
        public DelayTimeline timeline() {
            return new DelayTimeline(width, Arrays.copyOf(counts, bins), Arrays.copyOf(sums, bins));
        }
    }
}
