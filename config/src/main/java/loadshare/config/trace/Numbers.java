package loadshare.config.trace;

/**
 * Numbers in a trace line, parsed in place without allocating in the common case (whole numbers): what
 * {@link Double#parseDouble} would accept of plain decimal notation, and nothing else (no NaN, Infinity, hex or
 * the {@code d}/{@code f} suffixes Java allows).
 */
final class Numbers {

    /** Returned for text that is not a number. */
    static final double NOT_A_NUMBER = Double.NaN;

    private Numbers() {
    }

    /** The number in {@code line[from, to)}, or {@link #NOT_A_NUMBER}. */
    static double parse(String line, int from, int to) {
        if (from >= to) {
            return NOT_A_NUMBER;
        }
        int i = from;
        boolean negative = line.charAt(i) == '-';
        if (negative || line.charAt(i) == '+') {
            i++;
        }
        if (i < to && to - i <= 15) {
            long value = 0;
            int j = i;
            while (j < to) {
                char c = line.charAt(j);
                if (c < '0' || c > '9') {
                    break;
                }
                value = value * 10 + (c - '0');
                j++;
            }
            if (j == to) {
                return negative ? -value : value;
            }
        }
        for (int j = i; j < to; j++) {
            char c = line.charAt(j);
            if (!(c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '-' || c == '+')) {
                return NOT_A_NUMBER;
            }
        }
        try {
            double value = Double.parseDouble(line.substring(from, to));
            return Double.isFinite(value) ? value : NOT_A_NUMBER;
        } catch (NumberFormatException e) {
            return NOT_A_NUMBER;
        }
    }
}
