package loadshare.node.live.dashboard;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A small JSON writer for the dashboard's snapshots: objects, arrays, strings, numbers (six significant digits;
 * NaN and infinities are written as null), booleans and null, on one line.
 */
final class Json {

    private static final MathContext SIX_DIGITS = new MathContext(6);

    private final StringBuilder out = new StringBuilder(4096);
    /** Per open object or array: its closing character. */
    private final Deque<Character> open = new ArrayDeque<>();
    private boolean needComma;
    private boolean afterKey;

    Json object() {
        return opening('{', '}');
    }

    Json array() {
        return opening('[', ']');
    }

    /** Closes the innermost object or array. */
    Json end() {
        out.append(open.pop());
        needComma = true;
        return this;
    }

    Json key(String name) {
        if (needComma) {
            out.append(',');
        }
        string(name);
        out.append(':');
        afterKey = true;
        return this;
    }

    Json value(String text) {
        separate();
        if (text == null) {
            out.append("null");
        } else {
            string(text);
        }
        return this;
    }

    Json value(double number) {
        separate();
        out.append(number(number));
        return this;
    }

    Json value(long number) {
        separate();
        out.append(number);
        return this;
    }

    Json value(boolean flag) {
        separate();
        out.append(flag);
        return this;
    }

    Json field(String name, String text) {
        return key(name).value(text);
    }

    Json field(String name, double number) {
        return key(name).value(number);
    }

    Json field(String name, long number) {
        return key(name).value(number);
    }

    Json field(String name, boolean flag) {
        return key(name).value(flag);
    }

    @Override
    public String toString() {
        if (!open.isEmpty()) {
            throw new IllegalStateException("unclosed JSON: " + out);
        }
        return out.toString();
    }

    /** A number as JSON: six significant digits, no exponent for everyday magnitudes; null if not finite. */
    static String number(double v) {
        if (!Double.isFinite(v)) {
            return "null";
        }
        if (v == 0) {
            return "0";
        }
        BigDecimal d = new BigDecimal(v).round(SIX_DIGITS).stripTrailingZeros();
        double abs = Math.abs(v);
        return abs >= 1e-6 && abs < 1e15 ? d.toPlainString() : d.toString();
    }

    private Json opening(char opening, char closing) {
        separate();
        out.append(opening);
        open.push(closing);
        needComma = false;
        return this;
    }

    private void separate() {
        if (afterKey) {
            afterKey = false;
        } else if (needComma) {
            out.append(',');
        }
        needComma = true;
    }

    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
