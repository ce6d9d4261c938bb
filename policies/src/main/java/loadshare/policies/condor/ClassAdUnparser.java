package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import loadshare.policies.condor.ClassAdValue.Real;

/**
 * Writes expressions and values the way HTCondor's library writes them back ({@code string()} of a list,
 * {@code unparse()}): reals as {@code 2.500000000000000E+00}, lists as {@code { 1,"a" }}, ads as
 * {@code [ a = 1; b = 2 ]}, binary operators with a space either side.
 */
final class ClassAdUnparser {

    private ClassAdUnparser() {}

    static String unparse(ClassAdNode node) {
        StringBuilder out = new StringBuilder();
        write(node, out);
        return out.toString();
    }

    /** A real as HTCondor's {@code string()} writes it. */
    static String real(double value) {
        if (value == 0) {
            return "0.0";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "real(\"INF\")" : "real(\"-INF\")";
        }
        String text = String.format(Locale.ROOT, "%.15E", new java.math.BigDecimal(value)); // exact, as C's printf
        // Java writes the exponent with at least one digit (E+0), C with at least two (E+00)
        int e = text.indexOf('E');
        String exponent = text.substring(e + 2);
        return text.substring(0, e + 2) + (exponent.length() < 2 ? "0" + exponent : exponent);
    }

    /**
     * A time as HTCondor's {@code string()} writes it: an absolute time as {@code 1970-01-01T00:00:00-00:00} (its
     * local time and offset; an offset of 0 is written {@code -00:00}), a relative one as {@code [-][d+]hh:mm:ss}.
     */
    static String time(ClassAdValue value) {
        if (value instanceof ClassAdValue.AbsTime a) {
            java.time.LocalDateTime local = java.time.LocalDateTime.ofEpochSecond(a.seconds() + a.offset(), 0,
                    java.time.ZoneOffset.UTC);
            long minutes = Math.abs(a.offset()) / 60;
            return String.format(Locale.ROOT, "%04d-%02d-%02dT%02d:%02d:%02d%s%02d:%02d", local.getYear(),
                    local.getMonthValue(), local.getDayOfMonth(), local.getHour(), local.getMinute(), local.getSecond(),
                    a.offset() > 0 ? "+" : "-", minutes / 60, minutes % 60);
        }
        double rsecs = ((ClassAdValue.RelTime) value).seconds();
        StringBuilder out = new StringBuilder(rsecs < 0 ? "-" : "");
        rsecs = Math.abs(rsecs);
        double fraction = rsecs - Math.floor(rsecs);
        long whole = (long) rsecs;
        long days = whole / 86400;
        long hours = whole % 86400 / 3600;
        long minutes = whole % 3600 / 60;
        double seconds = whole % 60 + fraction;
        String secondsText = fraction == 0 ? String.format(Locale.ROOT, "%02d", (long) seconds)
                : gFormat(seconds);
        if (days != 0) {
            out.append(String.format(Locale.ROOT, "%d+%02d:%02d:", days, hours, minutes));
        } else if (hours != 0) {
            out.append(String.format(Locale.ROOT, "%02d:%02d:", hours, minutes));
        } else if (minutes != 0) {
            out.append(String.format(Locale.ROOT, "%02d:", minutes));
        }
        return out.append(secondsText).toString();
    }

    /** C's {@code %02g}: six significant digits, trailing zeros dropped, at least two characters. */
    private static String gFormat(double value) {
        String text = new java.math.BigDecimal(value).round(new java.math.MathContext(6)).stripTrailingZeros()
                .toPlainString();
        return text.length() < 2 ? "0" + text : text;
    }

    static String quoted(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
        return out.append('"').toString();
    }

    /** A value as HTCondor writes it. */
    static String value(ClassAdValue value) {
        if (value instanceof Real r) {
            return real(r.value());
        }
        if (value instanceof ClassAdValue.Text t) {
            return quoted(t.value());
        }
        if (value instanceof ClassAdValue.Undefined) {
            return "undefined";
        }
        if (value instanceof ClassAdValue.Error) {
            return "error";
        }
        if (value instanceof ClassAdValue.ListValue list) {
            if (list.source() != null) {
                return unparse(list.source());
            }
            List<String> elements = new ArrayList<>();
            list.elements().forEach(e -> elements.add(value(e)));
            return "{ " + String.join(",", elements) + " }";
        }
        if (value instanceof ClassAdValue.AdValue ad) {
            List<String> attributes = new ArrayList<>();
            for (String name : ad.ad().names()) {
                ClassAdExpression expression = ad.ad().expression(name).orElseThrow();
                attributes.add(name + " = " + unparse(expression.root()));
            }
            return "[ " + String.join("; ", attributes) + " ]";
        }
        return value.toString();
    }

    private static void write(ClassAdNode node, StringBuilder out) {
        if (node instanceof ClassAdNode.Literal l) {
            out.append(value(l.value()));
        } else if (node instanceof ClassAdNode.Reference r) {
            out.append(r.absolute() ? "." : "")
                    .append(r.scope() == ClassAdNode.Scope.MY ? "MY." : r.scope() == ClassAdNode.Scope.TARGET ? "TARGET." : "")
                    .append(r.name());
        } else if (node instanceof ClassAdNode.Parenthesized p) {
            out.append('(');
            write(p.inner(), out);
            out.append(')');
        } else if (node instanceof ClassAdNode.ListLiteral list) {
            out.append("{ ");
            joined(list.elements(), ",", out);
            out.append(" }");
        } else if (node instanceof ClassAdNode.AdLiteral ad) {
            out.append("[ ");
            for (int i = 0; i < ad.names().size(); i++) {
                out.append(i > 0 ? "; " : "").append(ad.names().get(i)).append(" = ");
                write(ad.values().get(i), out);
            }
            out.append(" ]");
        } else if (node instanceof ClassAdNode.Negate n) {
            unary("-", n.operand(), out);
        } else if (node instanceof ClassAdNode.Not n) {
            unary("!", n.operand(), out);
        } else if (node instanceof ClassAdNode.Plus n) {
            unary("+", n.operand(), out);
        } else if (node instanceof ClassAdNode.BitNot n) {
            unary("~", n.operand(), out);
        } else if (node instanceof ClassAdNode.Binary b) {
            binary(b.left(), b.operator().symbol, b.right(), out);
        } else if (node instanceof ClassAdNode.And a) {
            binary(a.left(), "&&", a.right(), out);
        } else if (node instanceof ClassAdNode.Or o) {
            binary(o.left(), "||", o.right(), out);
        } else if (node instanceof ClassAdNode.Conditional c) {
            write(c.condition(), out);
            out.append(" ? ");
            write(c.then(), out);
            out.append(" : ");
            write(c.otherwise(), out);
        } else if (node instanceof ClassAdNode.Elvis e) {
            binary(e.value(), "?:", e.fallback(), out);
        } else if (node instanceof ClassAdNode.Subscript s) {
            write(s.base(), out);
            out.append('[');
            write(s.index(), out);
            out.append(']');
        } else if (node instanceof ClassAdNode.Select s) {
            write(s.base(), out);
            out.append('.').append(s.name());
        } else if (node instanceof ClassAdNode.Call c) {
            out.append(c.name()).append('(');
            joined(c.arguments(), ",", out);
            out.append(')');
        }
    }

    private static void unary(String operator, ClassAdNode operand, StringBuilder out) {
        out.append(operator);
        write(operand, out);
    }

    private static void binary(ClassAdNode left, String operator, ClassAdNode right, StringBuilder out) {
        write(left, out);
        out.append(' ').append(operator).append(' ');
        write(right, out);
    }

    private static void joined(List<ClassAdNode> nodes, String separator, StringBuilder out) {
        for (int i = 0; i < nodes.size(); i++) {
            if (i > 0) {
                out.append(separator);
            }
            write(nodes.get(i), out);
        }
    }
}
