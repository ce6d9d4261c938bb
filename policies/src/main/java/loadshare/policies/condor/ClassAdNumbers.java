package loadshare.policies.condor;

import static loadshare.policies.condor.ClassAdArguments.arguments;

import java.util.List;
import java.util.Locale;
import loadshare.policies.condor.ClassAdValue.Bool;
import loadshare.policies.condor.ClassAdValue.Int;
import loadshare.policies.condor.ClassAdValue.ListValue;
import loadshare.policies.condor.ClassAdValue.Real;
import loadshare.policies.condor.ClassAdValue.Text;
import loadshare.policies.condor.ClassAdValue.Undefined;

/**
 * The numeric functions beyond the plain ones of {@link ClassAdFunction}, and HTCondor's conversions: a string
 * reads as C's {@code strtod} reads it (the longest number at its start, {@code "12abc"} is 12, {@code "0x1F"}
 * 31), and a real becomes an integer as a C cast does on the machines HTCondor runs on (out of range, or NaN:
 * -9223372036854775808).
 */
final class ClassAdNumbers {

    private ClassAdNumbers() {}

    /** C's {@code (long long) x} on x86-64: truncated toward zero; NaN or out of range gives the least long. */
    static long toLong(double x) {
        if (Double.isNaN(x) || x >= 0x1p63 || x < -0x1p63) {
            return Long.MIN_VALUE;
        }
        return (long) x;
    }

    /** The number at the start of {@code text} as C's {@code strtod} reads it, or null if there is none. */
    static Double strtod(String text) {
        int i = 0;
        while (i < text.length() && " \t\n\u000b\f\r".indexOf(text.charAt(i)) >= 0) {
            i++;
        }
        int start = i;
        if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            i++;
        }
        boolean negative = i > start && text.charAt(start) == '-';
        String rest = text.substring(i).toLowerCase(Locale.ROOT);
        if (rest.startsWith("inf")) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (rest.startsWith("nan")) {
            return Double.NaN;
        }
        if (rest.startsWith("0x") && rest.length() > 2 && Character.digit(rest.charAt(2), 16) >= 0) {
            int end = 2;
            while (end < rest.length() && Character.digit(rest.charAt(end), 16) >= 0) {
                end++;
            }
            double value = 0;
            for (int k = 2; k < end; k++) {
                value = value * 16 + Character.digit(rest.charAt(k), 16);
            }
            return negative ? -value : value;
        }
        int end = i;
        int digits = 0;
        while (end < text.length() && Character.isDigit(text.charAt(end)) && text.charAt(end) <= '9') {
            end++;
            digits++;
        }
        if (end < text.length() && text.charAt(end) == '.') {
            end++;
            while (end < text.length() && text.charAt(end) >= '0' && text.charAt(end) <= '9') {
                end++;
                digits++;
            }
        }
        if (digits == 0) {
            return null;
        }
        if (end < text.length() && (text.charAt(end) == 'e' || text.charAt(end) == 'E')) {
            int e = end + 1;
            if (e < text.length() && (text.charAt(e) == '+' || text.charAt(e) == '-')) {
                e++;
            }
            if (e < text.length() && text.charAt(e) >= '0' && text.charAt(e) <= '9') {
                while (e < text.length() && text.charAt(e) >= '0' && text.charAt(e) <= '9') {
                    e++;
                }
                end = e;
            }
        }
        String number = text.substring(start, end);
        return Double.parseDouble(number.endsWith(".") ? number + "0" : number);
    }

    /**
     * HTCondor's conversion to a real: a number or boolean as its value, a string by {@link #strtod}; UNDEFINED
     * stays UNDEFINED, anything else (a list, an ad, a string that is no number) is ERROR. The result can be NaN.
     */
    static ClassAdValue real(ClassAdValue value) {
        if (value instanceof Real || value instanceof Undefined) {
            return value;
        }
        if (value instanceof Int i) {
            return new Real((double) i.value());
        }
        if (value instanceof Bool b) {
            return new Real(b.value() ? 1.0 : 0.0);
        }
        if (value instanceof Text t) {
            Double parsed = strtod(t.value());
            return parsed == null ? ClassAdValue.ERROR : Double.isNaN(parsed) ? ClassAdValue.ERROR : new Real(parsed);
        }
        return ClassAdTimes.seconds(value) != null ? new Real(ClassAdTimes.seconds(value)) : ClassAdValue.ERROR;
    }

    /** HTCondor's conversion to an integer: as {@link #real}, then cast as C casts ({@link #toLong}). */
    static ClassAdValue integer(ClassAdValue value) {
        if (value instanceof Int || value instanceof Undefined) {
            return value;
        }
        if (value instanceof Text t) {
            Double parsed = strtod(t.value());
            return parsed == null ? ClassAdValue.ERROR : ClassAdValue.of(toLong(parsed));
        }
        ClassAdValue real = real(value);
        return real instanceof Real r ? ClassAdValue.of(toLong(r.value())) : real;
    }

    /**
     * {@code floor}, {@code ceil}/{@code ceiling}, {@code round} (halves to even): an integer as is; anything else
     * converted to a real first (UNDEFINED too is ERROR here), then cast as C casts.
     */
    static ClassAdValue rounded(ClassAdValue value, java.util.function.DoubleUnaryOperator f) {
        if (value instanceof Int) {
            return value;
        }
        if (value instanceof Text t) {
            Double parsed = strtod(t.value());
            return parsed == null ? ClassAdValue.ERROR : ClassAdValue.of(toLong(f.applyAsDouble(parsed)));
        }
        ClassAdValue real = real(value);
        return real instanceof Real r ? ClassAdValue.of(toLong(f.applyAsDouble(r.value()))) : ClassAdValue.ERROR;
    }

    /** The real of a value for {@code pow} and {@code quantize}: NaN when it has none (see {@link #real}). */
    private static Double realOrNull(ClassAdValue value) {
        if (value instanceof Text t) {
            return strtod(t.value());
        }
        return real(value) instanceof Real r ? r.value() : null;
    }

    /**
     * {@code pow(x, y)}: an integer if both are integers and y ≥ 0 (rounded, cast as C casts), else a real; ERROR
     * if either has no real value (UNDEFINED included).
     */
    static ClassAdValue pow(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<ClassAdValue> v = arguments(args, evaluation);
        if (v.get(0) instanceof Int x && v.get(1) instanceof Int y && y.value() >= 0) {
            return ClassAdValue.of(toLong(Math.pow(x.value(), y.value()) + 0.5));
        }
        Double x = realOrNull(v.get(0));
        Double y = realOrNull(v.get(1));
        if (x == null || y == null) {
            return ClassAdValue.ERROR;
        }
        double result = Math.pow(x, y);
        return Double.isNaN(result) ? ClassAdValue.ERROR : ClassAdValue.of(result);
    }

    /**
     * {@code quantize(x, step)}: x rounded up to a multiple of step (an integer if x and step are); with a list, the
     * first element not below x (as it is written: {@code "5"} stays a string), else a multiple of the last one; a
     * step of 0 gives x.
     */
    static ClassAdValue quantize(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<ClassAdValue> v = arguments(args, evaluation);
        ClassAdValue x = v.get(0);
        Double value = realOrNull(x);
        if (value == null) {
            return ClassAdValue.ERROR;
        }
        ClassAdValue step = v.get(1);
        double base;
        if (step instanceof ListValue list) {
            step = new Real(0.0);
            base = 0;
            for (ClassAdValue element : list.elements()) {
                Double b = realOrNull(element);
                if (b == null) {
                    return ClassAdValue.ERROR;
                }
                step = element;
                base = b;
                if (base >= value) {
                    return element;
                }
            }
        } else {
            Double b = realOrNull(step);
            if (b == null) {
                return ClassAdValue.ERROR;
            }
            base = b;
        }
        if (step instanceof Int s) {
            if (s.value() == 0) {
                return x;
            }
            if (x instanceof Int i) {
                return ClassAdValue.of((i.value() + s.value() - 1) / s.value() * s.value());
            }
            return real(Math.ceil(value / s.value()) * s.value());
        }
        if (Math.abs(base) <= 1e-8) {
            return x;
        }
        return real(Math.ceil(value / base) * base);
    }

    private static ClassAdValue real(double value) {
        return Double.isNaN(value) ? ClassAdValue.ERROR : ClassAdValue.of(value);
    }

    /**
     * {@code sum(list)} and {@code avg(list)}: UNDEFINED elements are skipped, any other non-number is ERROR;
     * {@code sum({})} is 0 and so, as in HTCondor, is {@code avg({})}.
     */
    static ClassAdValue sumOrAverage(List<ClassAdNode> args, ClassAdEvaluation evaluation, boolean average) {
        ClassAdValue value = arguments(args, evaluation).get(0);
        if (!(value instanceof ListValue list)) {
            return value instanceof Undefined ? value : ClassAdValue.ERROR;
        }
        ClassAdValue sum = ClassAdValue.of(0L);
        boolean first = true;
        int counted = 0;
        for (ClassAdValue element : list.elements()) {
            if (element instanceof Undefined) {
                continue;
            }
            if (!element.isNumber() && !(element instanceof Bool)) {
                return ClassAdValue.ERROR;
            }
            counted++;
            sum = first ? element : ClassAdOperator.ADD.apply(sum, element);
            first = false;
        }
        return average && counted > 0 ? ClassAdOperator.DIVIDE.apply(sum, ClassAdValue.of((double) counted)) : sum;
    }

    /**
     * {@code min(list)}, {@code max(list)}: UNDEFINED elements are skipped (all UNDEFINED or empty: UNDEFINED), any
     * other non-number is ERROR; the extreme element, a real once an integer was compared with a real.
     */
    static ClassAdValue extreme(List<ClassAdNode> args, ClassAdEvaluation evaluation, ClassAdOperator better) {
        ClassAdValue value = arguments(args, evaluation).get(0);
        if (!(value instanceof ListValue list)) {
            return value instanceof Undefined ? value : ClassAdValue.ERROR;
        }
        ClassAdValue best = ClassAdValue.UNDEFINED;
        for (ClassAdValue element : list.elements()) {
            if (element instanceof Undefined) {
                continue;
            }
            if (!element.isNumber() && !(element instanceof Bool)) {
                return ClassAdValue.ERROR;
            }
            if (best instanceof Undefined) {
                best = element;
                continue;
            }
            if (element instanceof Bool || best instanceof Bool) {
                // a boolean compared with a number is made an integer, in HTCondor's library the kept one too
                element = element instanceof Bool b ? ClassAdValue.of(b.value() ? 1L : 0L) : element;
                best = best instanceof Bool b ? ClassAdValue.of(b.value() ? 1L : 0L) : best;
            }
            if (element instanceof Real != best instanceof Real) {
                // comparing an integer with a real makes both reals, in HTCondor's library the kept one too
                element = ClassAdValue.of(element.realOr(0));
                best = ClassAdValue.of(best.realOr(0));
            }
            if (better.apply(element, best).isTrue()) {
                best = element;
            }
        }
        return best;
    }

    /**
     * {@code anyCompare(op, list, x)} and {@code allCompare(op, list, x)}: whether some (every) element compares
     * to x by op ({@code "<"}, {@code "<="}, {@code "=="}, {@code "!="}, {@code ">="}, {@code ">"}, {@code "is"},
     * {@code "isnt"}); an UNDEFINED comparison stops the search (false for all, the answer so far for any), an
     * ERROR one gives ERROR.
     */
    static ClassAdValue compareList(List<ClassAdNode> args, ClassAdEvaluation evaluation, boolean all) {
        List<ClassAdValue> v = arguments(args, evaluation);
        if (v.get(0) instanceof Undefined) {
            return v.get(0);
        }
        if (!(v.get(0) instanceof Text op)) {
            return ClassAdValue.ERROR;
        }
        ClassAdOperator operator = switch (op.value()) {
            case "<" -> ClassAdOperator.LESS;
            case "<=" -> ClassAdOperator.LESS_OR_EQUAL;
            case "!=" -> ClassAdOperator.NOT_EQUAL;
            case "==" -> ClassAdOperator.EQUAL;
            case ">" -> ClassAdOperator.GREATER;
            case ">=" -> ClassAdOperator.GREATER_OR_EQUAL;
            case "is" -> ClassAdOperator.IS;
            case "isnt" -> ClassAdOperator.ISNT;
            default -> null;
        };
        if (operator == null) {
            return ClassAdValue.ERROR;
        }
        if (!(v.get(1) instanceof ListValue list)) {
            return v.get(1) instanceof Undefined ? v.get(1) : ClassAdValue.ERROR;
        }
        for (ClassAdValue element : list.elements()) {
            ClassAdValue compared = operator.apply(element, v.get(2));
            if (compared instanceof Undefined) {
                return ClassAdValue.FALSE;
            }
            if (!(compared instanceof Bool b)) {
                return ClassAdValue.ERROR;
            }
            if (b.value() != all) {
                return ClassAdValue.of(!all);
            }
        }
        return ClassAdValue.of(all);
    }

    /**
     * {@code bool(x)}: a number is whether it is not 0; the strings {@code "true"} and {@code "false"} (any case)
     * are themselves, any other string is UNDEFINED; UNDEFINED is UNDEFINED; anything else ERROR.
     */
    static ClassAdValue bool(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        ClassAdValue value = arguments(args, evaluation).get(0);
        if (value instanceof Bool || value instanceof Undefined) {
            return value;
        }
        if (value.isNumber()) {
            return ClassAdValue.of(value.realOr(0) != 0);
        }
        if (value instanceof Text t) {
            return t.value().equalsIgnoreCase("true") ? ClassAdValue.TRUE
                    : t.value().equalsIgnoreCase("false") ? ClassAdValue.FALSE : ClassAdValue.UNDEFINED;
        }
        if (value instanceof ClassAdValue.RelTime r) {
            return ClassAdValue.of(r.seconds() != 0);
        }
        return ClassAdValue.ERROR;
    }
}
