package loadshare.node.run;

/**
 * Response times (completion - arrival, model seconds) summed up: the mean and the percentiles of their histogram.
 *
 * @param mean the mean response time
 * @param p50  the median (NaN when nothing was measured)
 * @param p95  the 95th percentile
 * @param p99  the 99th percentile
 */
public record ResponseFigures(double mean, double p50, double p95, double p99) {

    /** The figures of {@code histogram}, beside the {@code mean} computed exactly from the response times. */
    public static ResponseFigures of(double mean, ResponseTimes histogram) {
        return new ResponseFigures(mean, histogram.percentile(50), histogram.percentile(95), histogram.percentile(99));
    }
}
