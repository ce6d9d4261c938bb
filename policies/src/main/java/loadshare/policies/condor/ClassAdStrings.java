package loadshare.policies.condor;

import static loadshare.policies.condor.ClassAdArguments.arguments;
import static loadshare.policies.condor.ClassAdArguments.asString;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import loadshare.policies.condor.ClassAdValue.ListValue;
import loadshare.policies.condor.ClassAdValue.Text;
import loadshare.policies.condor.ClassAdValue.Undefined;

/**
 * The string functions beyond the plain ones of {@link ClassAdFunction}, as HTCondor's library evaluates them:
 * {@code strcat} and {@code join}, the {@code version*} comparisons (a "natural" order, as {@code strverscmp}), and
 * {@code stringListsIntersect}.
 */
final class ClassAdStrings {

    private ClassAdStrings() {}

    /**
     * {@code strcat(a, ...)}: the arguments as strings, joined; the first argument that has no string form decides
     * (UNDEFINED gives UNDEFINED, ERROR ERROR), whatever follows it.
     */
    static ClassAdValue strcat(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        StringBuilder joined = new StringBuilder();
        for (ClassAdValue value : arguments(args, evaluation)) {
            if (value.isExceptional()) {
                return value;
            }
            String text = asString(value);
            if (text == null) {
                return ClassAdValue.ERROR;
            }
            joined.append(text);
        }
        return ClassAdValue.of(joined.toString());
    }

    /**
     * {@code join(separator, a, b, ...)}, {@code join(separator, list)} and {@code join(list)}: the items as strings
     * with the separator between them. UNDEFINED items (and an UNDEFINED separator, read as "") are left out; the
     * result is UNDEFINED only when some item was UNDEFINED and none was kept; an ERROR anywhere is ERROR.
     */
    static ClassAdValue join(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<ClassAdValue> values = arguments(args, evaluation);
        if (!values.isEmpty() && values.size() <= 2 && values.get(values.size() - 1) instanceof ListValue list) {
            List<ClassAdValue> expanded = new ArrayList<>();
            expanded.add(values.size() == 2 ? values.get(0) : ClassAdValue.of(""));
            expanded.addAll(list.elements());
            values = expanded;
        }
        String separator = "";
        StringBuilder joined = new StringBuilder();
        boolean undefined = false;
        boolean defined = false;
        for (int i = 0; i < values.size(); i++) {
            ClassAdValue value = values.get(i);
            if (value instanceof Undefined) {
                undefined = true;
                continue;
            }
            String text = asString(value);
            if (text == null) {
                return ClassAdValue.ERROR;
            }
            if (i == 0) {
                separator = text;
                continue;
            }
            if (joined.length() > 0) {
                joined.append(separator);
            }
            defined = true;
            joined.append(text);
        }
        return undefined && !defined ? ClassAdValue.UNDEFINED : ClassAdValue.of(joined.toString());
    }

    /** What the {@code version*} functions test of {@link #naturalOrder}'s sign. */
    enum VersionTest { CMP, LT, LE, GT, GE, EQ }

    /**
     * {@code versionCmp(a, b)} (HTCondor's difference, whose sign orders the two), {@code versionLT(a, b)}, ...:
     * the arguments compared as strings in natural order; UNDEFINED if either is UNDEFINED, ERROR if either has no
     * string form.
     */
    static ClassAdValue version(List<ClassAdNode> args, ClassAdEvaluation evaluation, VersionTest test) {
        List<ClassAdValue> v = arguments(args, evaluation);
        if (v.get(0) instanceof Undefined || v.get(1) instanceof Undefined) {
            return ClassAdValue.UNDEFINED;
        }
        String left = asString(v.get(0));
        String right = asString(v.get(1));
        if (left == null || right == null) {
            return ClassAdValue.ERROR;
        }
        int order = naturalOrder(left, right);
        return switch (test) {
            case CMP -> ClassAdValue.of((long) order);
            case LT -> ClassAdValue.of(order < 0);
            case LE -> ClassAdValue.of(order <= 0);
            case GT -> ClassAdValue.of(order > 0);
            case GE -> ClassAdValue.of(order >= 0);
            case EQ -> ClassAdValue.of(order == 0);
        };
    }

    /**
     * {@code version_in_range(v, min, max)}: whether min ≤ v ≤ max in natural order; UNDEFINED if min or max is
     * UNDEFINED, ERROR if any argument (v included) has no string form.
     */
    static ClassAdValue versionInRange(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<ClassAdValue> v = arguments(args, evaluation);
        if (v.get(1) instanceof Undefined || v.get(2) instanceof Undefined) {
            return ClassAdValue.UNDEFINED;
        }
        String test = asString(v.get(0));
        String min = asString(v.get(1));
        String max = asString(v.get(2));
        if (test == null || min == null || max == null) {
            return ClassAdValue.ERROR;
        }
        return ClassAdValue.of(naturalOrder(min, test) <= 0 && naturalOrder(test, max) <= 0);
    }

    /**
     * Natural ("version") order, as C's {@code strverscmp}: where the strings first differ inside a number, the
     * numbers compare by value (the longer is greater) unless they have leading zeros, which read as a fraction
     * (fewer zeros first). Negative, 0 or positive; its size is HTCondor's too.
     */
    static int naturalOrder(String a, String b) {
        char[] s1 = (a + '\0').toCharArray();
        char[] s2 = (b + '\0').toCharArray();
        int i = 0;
        while (s1[i] != 0 && s1[i] == s2[i]) {
            i++;
        }
        if (s1[i] == s2[i]) {
            return 0;
        }
        int number = i;
        while (number > 0 && isDigit(s1[number - 1])) {
            number--;
        }
        if (number == i && (!isDigit(s1[i]) || !isDigit(s2[i]))) {
            return s1[i] - s2[i];
        }
        int zeros1 = number;
        while (s1[zeros1] == '0') {
            zeros1++;
        }
        int zeros2 = number;
        while (s2[zeros2] == '0') {
            zeros2++;
        }
        if (zeros1 > number && !isDigit(s1[zeros1])) {
            zeros1--;
        }
        if (zeros2 > number && !isDigit(s2[zeros2])) {
            zeros2--;
        }
        if (zeros1 != zeros2) {
            return zeros2 - zeros1;
        }
        if (zeros1 > number) {
            return s1[i] - s2[i];
        }
        int end1 = zeros1;
        while (isDigit(s1[end1])) {
            end1++;
        }
        int end2 = zeros2;
        while (isDigit(s2[end2])) {
            end2++;
        }
        return end1 != end2 ? end1 - end2 : s1[i] - s2[i];
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * {@code stringListsIntersect(a, b [, delimiters])}: whether the two strings, each split at any of the delimiters
     * (default space and comma; empty items dropped), have an item in common.
     */
    static ClassAdValue stringListsIntersect(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<ClassAdValue> v = arguments(args, evaluation);
        ClassAdValue problem = ClassAdArguments.notAllStrings(v);
        if (problem != null) {
            return problem;
        }
        String delimiters = v.size() > 2 && !((Text) v.get(2)).value().isEmpty() ? ((Text) v.get(2)).value() : " ,";
        Set<String> second = new HashSet<>(items(((Text) v.get(1)).value(), delimiters));
        return ClassAdValue.of(items(((Text) v.get(0)).value(), delimiters).stream().anyMatch(second::contains));
    }

    private static List<String> items(String text, String delimiters) {
        List<String> items = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || delimiters.indexOf(text.charAt(i)) >= 0) {
                if (i > start) {
                    items.add(text.substring(start, i));
                }
                start = i + 1;
            }
        }
        return items;
    }
}
