package loadshare.node.results;

/**
 * What a point's interval was checked against: the precision asked for ({@code run.precision}) and, for the
 * policy {@code none}, the exact no-sharing mean when queueing theory has one.
 *
 * @param precision        the relative 95% half-width asked for; NaN when none was
 * @param precisionReached the half-width is within {@code precision} of the mean (true when none was asked)
 * @param exactMean        the exact mean this point must meet; NaN when there is none
 * @param missesExact      the 95% interval does not contain {@code exactMean}: the run is too short for the
 *                         variance of its service demands
 */
public record PointCheck(double precision, boolean precisionReached, double exactMean, boolean missesExact) {

    /** Nothing asked, nothing to check. */
    public static final PointCheck NONE = new PointCheck(Double.NaN, true, Double.NaN, false);

    /** The check of a point with the given mean and half-width. */
    static PointCheck of(double precision, double exactMean, double mean, double halfWidth) {
        boolean asked = precision > 0;
        boolean reached = !asked || Precision.reached(precision, mean, halfWidth);
        boolean misses = Double.isFinite(exactMean) && Double.isFinite(halfWidth)
                && Math.abs(mean - exactMean) > halfWidth;
        return new PointCheck(asked ? precision : Double.NaN, reached, exactMean, misses);
    }

    /** The point missed its precision or the exact mean: tables and reports flag it. */
    public boolean flagged() {
        return !precisionReached || missesExact;
    }
}
