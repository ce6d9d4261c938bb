package loadshare.node.run;

import java.io.Serializable;
import org.HdrHistogram.Histogram;

/**
 * A histogram of response times (HdrHistogram, 3 significant digits) in fixed units of a millionth of the
 * mean service demand: any response time from that resolution up to the longest run fits, whatever order
 * the values come in (a floating-point histogram's auto-ranging can refuse a tiny value after large ones).
 */
public final class ResponseTimes implements Serializable {

    private final double unit;
    private final Histogram histogram;

    public ResponseTimes(double meanDemand) {
        this.unit = meanDemand * 1e-6;
        this.histogram = new Histogram(3);
        this.histogram.setAutoResize(true);
    }

    private ResponseTimes(double unit, Histogram histogram) {
        this.unit = unit;
        this.histogram = histogram;
    }

    public void record(double responseTime) {
        histogram.recordValue(Math.max(1L, (long) Math.ceil(responseTime / unit)));
    }

    /** The response time at {@code percentile} (0..100); NaN when nothing was recorded. */
    public double percentile(double percentile) {
        return histogram.getTotalCount() == 0 ? Double.NaN : histogram.getValueAtPercentile(percentile) * unit;
    }

    public long count() {
        return histogram.getTotalCount();
    }

    /** A new histogram holding the values of this one and {@code other} (which must use the same unit). */
    public ResponseTimes merge(ResponseTimes other) {
        if (other.unit != unit) {
            throw new IllegalArgumentException("histograms of different units");
        }
        Histogram merged = histogram.copy();
        merged.add(other.histogram);
        return new ResponseTimes(unit, merged);
    }
}
