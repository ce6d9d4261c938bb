package loadshare.node.report;

import java.util.Locale;
import loadshare.node.results.Precision;

/** Locale-independent number formatting shared by the human-readable reporters (console, HTML). */
final class Fmt {

    /** Shown where a value is missing (NaN) or infinite. */
    static final String MISSING = "n/a";

    private Fmt() {
    }

    /**
     * {@code value} for a table column: three decimals below 1000 (so columns of times line up), else
     * {@code digits} significant digits; scientific notation only for the very large or very small.
     */
    static String sig(double value, int digits) {
        if (!Double.isFinite(value)) {
            return MISSING;
        }
        double abs = Math.abs(value);
        if (abs != 0 && (abs >= 1e6 || abs < 1e-4)) {
            return String.format(Locale.ROOT, "%." + (digits - 1) + "e", value);
        }
        if (abs < 1000) {
            return String.format(Locale.ROOT, "%.3f", value);
        }
        int magnitude = (int) Math.floor(Math.log10(abs));
        int decimals = Math.max(0, digits - 1 - magnitude);
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** {@code value} with a fixed number of decimals, e.g. 0.853. */
    static String fixed(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return MISSING;
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** A load, as short as it can be while exact to 3 decimals: 0.5, 0.95, 0.975. */
    static String load(double load) {
        if (!Double.isFinite(load)) {
            return MISSING;
        }
        String s = String.format(Locale.ROOT, "%.3f", load);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s + "0" : s;
    }

    /**
     * "mean ± half-width"; the half-width reads n/a when there was only one replication, and is left out when it
     * is no interval at all but floating-point rounding ({@link Precision#roundingOnly}): the mean alone, e.g. of a
     * deterministic replay.
     */
    static String meanCi(double mean, double halfWidth) {
        return Precision.roundingOnly(halfWidth, mean) ? sig(mean, 4) : sig(mean, 4) + " ± " + sig(halfWidth, 2);
    }
}
