package loadshare.config.trace;

/**
 * Numbers in a trace line, parsed in place without allocating in the common case (whole numbers): what
 * {@link Double#parseDouble} would accept of plain decimal notation, and nothing else (no NaN, Infinity, hex or
 * the {@code d}/{@code f} suffixes Java allows).
 */
final class Numbers {

    /** Returned for text that is not a number. */
    static final double NOT_A_NUMBER = Double.NaN;

    private static final double[] POWERS = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
        1e14, 1e15, 1e16};

    private Numbers() {
    }

    /** The number in {@code line[from, to)}, or {@link #NOT_A_NUMBER}. */
    static double parse(String line, int from, int to) {
        return parse(line.toCharArray(), from, to);
    }

    /** The number in {@code chars[from, to)}, or {@link #NOT_A_NUMBER}. */
    static double parse(char[] line, int from, int to) {
        if (from >= to) {
            return NOT_A_NUMBER;
        }
        int i = from;
        boolean negative = line[i] == '-';
        if (negative || line[i] == '+') {
            i++;
        }
        if (i < to && to - i <= 16) {
            long value = 0;
            int digits = 0;
            int decimals = -1;
            int j = i;
            while (j < to) {
                char c = line[j];
                if (c >= '0' && c <= '9') {
                    value = value * 10 + (c - '0');
                    digits++;
                    if (decimals >= 0) {
                        decimals++;
                    }
                } else if (c == '.' && decimals < 0) {
                    decimals = 0;
                } else {
                    break;
                }
                j++;
            }
            if (j == to && digits > 0 && digits <= 15) {
                // value < 2^53 and 10^decimals exact: one correctly rounded division, the same as parseDouble
                double exact = decimals <= 0 ? value : value / POWERS[decimals];
                return negative ? -exact : exact;
            }
        }
        for (int j = i; j < to; j++) {
            char c = line[j];
            if (!(c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '-' || c == '+')) {
                return NOT_A_NUMBER;
            }
        }
        try {
            double value = Double.parseDouble(new String(line, from, to - from));
            return Double.isFinite(value) ? value : NOT_A_NUMBER;
        } catch (NumberFormatException e) {
            return NOT_A_NUMBER;
        }
    }
}
