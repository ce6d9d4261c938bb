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

    /**
     * What a call that takes only strings gives when its argument values {@code v} are not all strings: ERROR if any
     * is ERROR, else UNDEFINED if any is UNDEFINED, else ERROR if any is not a string; null when all are strings.
     */
    static ClassAdValue notAllStrings(List<ClassAdValue> v) {
        if (v.stream().anyMatch(x -> x instanceof ClassAdValue.Error)) {
            return ClassAdValue.ERROR;
        }
        if (v.stream().anyMatch(x -> x instanceof ClassAdValue.Undefined)) {
            return ClassAdValue.UNDEFINED;
        }
        return v.stream().allMatch(x -> x instanceof ClassAdValue.Text) ? null : ClassAdValue.ERROR;
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
        if (value instanceof ClassAdValue.AbsTime || value instanceof ClassAdValue.RelTime) {
            return ClassAdUnparser.time(value);
        }
        return value instanceof ListValue || value instanceof ClassAdValue.AdValue ? ClassAdUnparser.value(value) : null;
    }

    /** {@code strcmp} and {@code stricmp}: UNDEFINED if either is, ERROR if either has no string form. */
    static ClassAdValue compareStrings(List<ClassAdValue> v, boolean ignoreCase) {
        if (anyUndefined(v)) {
            return ClassAdValue.UNDEFINED;
        }
        String a = asString(v.get(0));
        String b = asString(v.get(1));
        if (a == null || b == null) {
            return ClassAdValue.ERROR;
        }
        int order = ignoreCase ? a.compareToIgnoreCase(b) : a.compareTo(b);
        return ClassAdValue.of((long) Integer.signum(order));
    }

    /** floor, ceiling and round: an integer as is, else the real of x rounded (see {@link ClassAdNumbers#rounded}). */
    static ClassAdValue rounding(List<ClassAdNode> args, ClassAdEvaluation evaluation, DoubleUnaryOperator f,
            double offset) {
        ClassAdValue value = args.get(0).evaluate(evaluation);
        if (value instanceof Real) {
            stepped(value, evaluation, f, offset);
        }
        return ClassAdNumbers.rounded(value, f);
    }

    /** A step function of a clock changes at its next step. */
    static void stepped(ClassAdValue value, ClassAdEvaluation evaluation, DoubleUnaryOperator f, double offset) {
        ClassAdClocks clocks = evaluation.clocks();
        if (clocks != null && clocks.isClock(value)) {
            clocks.step(value.realOr(0), clocks.rate(value), 1, offset, f);
        }
    }
}
