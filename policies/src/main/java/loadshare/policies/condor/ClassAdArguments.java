package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import loadshare.policies.condor.ClassAdValue.Bool;
import loadshare.policies.condor.ClassAdValue.Int;
import loadshare.policies.condor.ClassAdValue.ListValue;
import loadshare.policies.condor.ClassAdValue.Real;
import loadshare.policies.condor.ClassAdValue.Text;
import loadshare.policies.condor.ClassAdValue.Undefined;

/**
 * What the built-in {@link ClassAdFunction}s share: evaluating their arguments (noting clocks the evaluation can no
 * longer predict), HTCondor's conversions between strings and numbers, rounding that follows a clock's steps, and
 * the extremes of a list.
 */
final class ClassAdArguments {

    private ClassAdArguments() {
    }

    /**
     * The arguments' values, eagerly. A clock passed to a function that does not follow clocks makes the
     * evaluation's horizon unpredictable.
     */
    static List<ClassAdValue> arguments(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<ClassAdValue> values = new ArrayList<>(args.size());
        for (ClassAdNode arg : args) {
            ClassAdValue value = arg.evaluate(evaluation);
            if (evaluation.clocks() != null && evaluation.clocks().isClock(value)) {
                evaluation.clocks().unpredictable();
            }
            values.add(value);
        }
        return values;
    }

    /** ERROR if any value is ERROR, else UNDEFINED if any is UNDEFINED, else null: HTCondor's strict functions. */
    static ClassAdValue exceptional(List<ClassAdValue> values) {
        if (values.stream().anyMatch(v -> v instanceof ClassAdValue.Error)) {
            return ClassAdValue.ERROR;
        }
        return anyUndefined(values) ? ClassAdValue.UNDEFINED : null;
    }

    static boolean anyUndefined(List<ClassAdValue> values) {
        return values.stream().anyMatch(v -> v instanceof Undefined);
    }

    /** HTCondor's string(): a string as is, a number or boolean as written; null (ERROR) for the rest. */
    static String asString(ClassAdValue value) {
        if (value instanceof Text t) {
            return t.value();
        }
        if (value instanceof Int || value instanceof Bool) {
            return value.toString();
        }
        if (value instanceof Real r) {
            return ClassAdUnparser.real(r.value());
        }
        return value instanceof ListValue || value instanceof ClassAdValue.AdValue ? ClassAdUnparser.value(value) : null;
    }

    static ClassAdValue compareStrings(List<ClassAdValue> v, boolean ignoreCase) {
        if (exceptional(v) != null) {
            return exceptional(v);
        }
        String a = asString(v.get(0));
        String b = asString(v.get(1));
        if (a == null || b == null) {
            return ClassAdValue.ERROR;
        }
        int order = ignoreCase ? a.compareToIgnoreCase(b) : a.compareTo(b);
        return ClassAdValue.of((long) Integer.signum(order));
    }

    /** A decimal real, or {@code INF}, {@code -INF}; null if the text is none of these. */
    static Double parseReal(String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("INF") || t.equalsIgnoreCase("+INF")) {
            return Double.POSITIVE_INFINITY;
        }
        if (t.equalsIgnoreCase("-INF")) {
            return Double.NEGATIVE_INFINITY;
        }
        if (!t.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?")) {
            return null;
        }
        return Double.parseDouble(t);
    }

    static ClassAdValue toInt(double value) {
        if (Double.isInfinite(value) || Math.abs(value) >= 0x1p63) {
            return ClassAdValue.ERROR;
        }
        return ClassAdValue.of((long) value);
    }

    /** floor, ceiling and round: an integer as is, else real(x) rounded; ERROR if that is not a number. */
    static ClassAdValue rounding(List<ClassAdNode> args, ClassAdEvaluation evaluation, DoubleUnaryOperator f,
            double offset) {
        ClassAdValue value = args.get(0).evaluate(evaluation);
        if (value instanceof Int || value.isExceptional()) {
            return value;
        }
        ClassAdValue real = value instanceof Real ? value : ClassAdFunction.REAL.apply(List.of(new ClassAdNode.Literal(value)), evaluation);
        if (!(real instanceof Real r)) {
            return ClassAdValue.ERROR;
        }
        stepped(value, evaluation, f, offset);
        return toInt(f.applyAsDouble(r.value()));
    }

    /** A step function of a clock changes at its next step. */
    static void stepped(ClassAdValue value, ClassAdEvaluation evaluation, DoubleUnaryOperator f, double offset) {
        ClassAdClocks clocks = evaluation.clocks();
        if (clocks != null && clocks.isClock(value)) {
            clocks.step(value.realOr(0), clocks.rate(value), 1, offset, f);
        }
    }

    static ClassAdValue extreme(ClassAdValue value, int sign) {
        if (!(value instanceof ListValue list)) {
            return value instanceof Undefined ? value : ClassAdValue.ERROR;
        }
        if (list.elements().isEmpty()) {
            return ClassAdValue.UNDEFINED;
        }
        ClassAdValue best = null;
        boolean anyReal = false;
        for (ClassAdValue element : list.elements()) {
            if (!element.isNumber()) {
                return ClassAdValue.ERROR;
            }
            anyReal |= element instanceof Real;
            if (best == null || Integer.signum(Double.compare(element.realOr(0), best.realOr(0))) == sign) {
                best = element;
            }
        }
        return anyReal && best instanceof Int i ? ClassAdValue.of((double) i.value()) : best;
    }

    /** {@code regexp}: whether {@code pattern} matches somewhere in {@code target}, with HTCondor's options. */
    static ClassAdValue matches(String pattern, String target, String options) {
        int flags = 0;
        for (char option : options.toLowerCase(Locale.ROOT).toCharArray()) {
            flags |= switch (option) {
                case 'i' -> Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
                case 'm' -> Pattern.MULTILINE;
                case 's' -> Pattern.DOTALL;
                case 'x' -> Pattern.COMMENTS;
                default -> 0; // 'f' and 'g' only matter to substitution
            };
        }
        try {
            return ClassAdValue.of(Pattern.compile(pattern, flags).matcher(target).find());
        } catch (PatternSyntaxException e) {
            return ClassAdValue.ERROR;
        }
    }
}
