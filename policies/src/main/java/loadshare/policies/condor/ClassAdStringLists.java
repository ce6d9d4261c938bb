package loadshare.policies.condor;

import static loadshare.policies.condor.ClassAdArguments.arguments;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import loadshare.policies.condor.ClassAdValue.Text;
import loadshare.policies.condor.ClassAdValue.Undefined;

/**
 * The functions on "string lists" (one string holding items between delimiter characters, {@code "INTEL, X86_64"})
 * that HTCondor's daemons add to its ClassAd library ({@code condor_utils}, not {@code src/classad}), as its source
 * evaluates them: {@code stringListSize}, {@code stringListSum}, {@code stringListAvg}, {@code stringListMin},
 * {@code stringListMax}, {@code stringListMember}, {@code stringListIMember}, {@code stringListSubsetMatch},
 * {@code stringListISubsetMatch}, {@code stringList_regexpMember}, and {@code split}, {@code splitUserName},
 * {@code splitSlotName}, which make a string into a list.
 *
 * <p>Every function but {@code split*} reads the list the same way: an item starts after any run of delimiters and
 * white space and ends before the next delimiter, its trailing white space dropped; so an item is never empty and
 * {@code ", a ,, b c ,"} with the delimiters {@code ","} is {@code "a"}, {@code "b c"}. Case is ignored in ASCII
 * only, as C's {@code strcasecmp} ignores it.
 */
final class ClassAdStringLists {

    /** The delimiters of the counting and arithmetic functions and of stringList_regexpMember. */
    private static final String LIST_DELIMITERS = ", ";
    /** The delimiters of the member and subset functions. */
    private static final String MEMBER_DELIMITERS = ", \t\r\n";
    /** The separators of split. */
    private static final String SPLIT_SEPARATORS = ", \t";
    /** C's {@code isspace}. */
    private static final String SPACE = " \t\n\u000b\f\r";
    /** C's {@code FLT_MAX} and {@code FLT_MIN}, where HTCondor's stringListMin and stringListMax start. */
    private static final double FLOAT_MAX = Float.MAX_VALUE;
    private static final double FLOAT_MIN = Float.MIN_NORMAL;

    private ClassAdStringLists() {}

    /** What stringListSum, stringListAvg, stringListMin and stringListMax make of the list's numbers. */
    enum Summary { SUM, AVG, MIN, MAX }

    /**
     * {@code stringListSize(list [, delimiters])}: how many items; ERROR unless every argument is a string
     * (UNDEFINED too).
     */
    static ClassAdValue size(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<String> strings = strings(arguments(args, evaluation));
        if (strings == null) {
            return ClassAdValue.ERROR;
        }
        return ClassAdValue.of((long) items(strings.get(0), delimiters(strings, 1, LIST_DELIMITERS)).size());
    }

    /**
     * {@code stringListSum}, {@code stringListAvg}, {@code stringListMin}, {@code stringListMax}
     * {@code (list [, delimiters])}: each item read as C's {@code sscanf("%lf")} reads it (a number at its start
     * suffices: {@code "12abc"} is 12; no number there is ERROR), the arithmetic in doubles. The result is an
     * integer (truncated: {@code stringListAvg("1,2")} is 1) unless some item has a character other than
     * {@code +-0123456789}, then a real. Min starts from C's {@code FLT_MAX} and max from {@code FLT_MIN} (the least
     * positive float), so {@code stringListMax("-5,-3")} is 0 and {@code stringListMin("1e39")} 3.4028234663852886E38,
     * as in HTCondor. No items: sum and avg 0.0, min and max UNDEFINED. ERROR unless every argument is a string.
     */
    static ClassAdValue summary(List<ClassAdNode> args, ClassAdEvaluation evaluation, Summary summary) {
        List<String> strings = strings(arguments(args, evaluation));
        if (strings == null) {
            return ClassAdValue.ERROR;
        }
        double accumulated = switch (summary) {
            case SUM, AVG -> 0;
            case MIN -> FLOAT_MAX;
            case MAX -> FLOAT_MIN;
        };
        boolean real = false;
        List<String> items = items(strings.get(0), delimiters(strings, 1, LIST_DELIMITERS));
        for (String item : items) {
            Double x = scan(item);
            if (x == null) {
                return ClassAdValue.ERROR;
            }
            real |= !item.chars().allMatch(c -> "+-0123456789".indexOf(c) >= 0);
            accumulated = switch (summary) {
                case SUM, AVG -> x + accumulated;
                case MIN -> x < accumulated ? x : accumulated; // a NaN item is passed over, as in C
                case MAX -> x > accumulated ? x : accumulated;
            };
        }
        if (items.isEmpty()) {
            return summary == Summary.SUM || summary == Summary.AVG ? ClassAdValue.of(0.0) : ClassAdValue.UNDEFINED;
        }
        if (summary == Summary.AVG) {
            accumulated /= items.size();
        }
        if (!real) {
            return ClassAdValue.of(ClassAdNumbers.toLong(accumulated));
        }
        return Double.isNaN(accumulated) ? ClassAdValue.ERROR : ClassAdValue.of(accumulated);
    }

    /**
     * {@code stringListMember(x, list [, delimiters])} ({@code stringListIMember} ignoring case): whether x, as it
     * is (not trimmed), is an item of list; default delimiters comma and white space. UNDEFINED x or list counts as
     * "" (both UNDEFINED: UNDEFINED), an UNDEFINED delimiters argument as the default; any other non-string is ERROR.
     */
    static ClassAdValue member(List<ClassAdNode> args, ClassAdEvaluation evaluation, boolean ignoreCase) {
        List<ClassAdValue> v = arguments(args, evaluation);
        ClassAdValue failed = stringsOrUndefined(v);
        if (failed != null) {
            return failed;
        }
        String x = orEmpty(v.get(0));
        for (String item : items(orEmpty(v.get(1)), memberDelimiters(v))) {
            if (ignoreCase ? foldCase(item).equals(foldCase(x)) : item.equals(x)) {
                return ClassAdValue.TRUE;
            }
        }
        return ClassAdValue.FALSE;
    }

    /**
     * {@code stringListSubsetMatch(a, b [, delimiters])} ({@code stringListISubsetMatch} ignoring case): whether
     * every item of a is an item of b, the arguments read as stringListMember reads them. An empty a is true; an a
     * that is not empty but has no items ({@code ","}) is false, as in HTCondor.
     */
    static ClassAdValue subsetMatch(List<ClassAdNode> args, ClassAdEvaluation evaluation, boolean ignoreCase) {
        List<ClassAdValue> v = arguments(args, evaluation);
        ClassAdValue failed = stringsOrUndefined(v);
        if (failed != null) {
            return failed;
        }
        String subset = orEmpty(v.get(0));
        if (subset.isEmpty()) {
            return ClassAdValue.TRUE;
        }
        String delimiters = memberDelimiters(v);
        Set<String> set = new HashSet<>();
        for (String item : items(orEmpty(v.get(1)), delimiters)) {
            set.add(ignoreCase ? foldCase(item) : item);
        }
        boolean all = false;
        for (String item : items(subset, delimiters)) {
            all = set.contains(ignoreCase ? foldCase(item) : item);
            if (!all) {
                break;
            }
        }
        return ClassAdValue.of(all);
    }

    /**
     * {@code stringList_regexpMember(pattern, list [, delimiters [, options]])}: whether the pattern matches
     * (somewhere) in an item of list; options {@code i m s x} in either case. ERROR unless every argument is a
     * string, or if the pattern is invalid; a list of no items is UNDEFINED (the manual: false).
     */
    static ClassAdValue regexpMember(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<String> strings = strings(arguments(args, evaluation));
        if (strings == null) {
            return ClassAdValue.ERROR;
        }
        String options = strings.size() > 3 ? strings.get(3).toLowerCase(Locale.ROOT) : "";
        Pattern pattern = ClassAdRegex.compile(strings.get(0), options);
        if (pattern == null) {
            return ClassAdValue.ERROR;
        }
        List<String> items = items(strings.get(1), delimiters(strings, 2, LIST_DELIMITERS));
        if (items.isEmpty()) {
            return ClassAdValue.UNDEFINED;
        }
        return ClassAdValue.of(items.stream().anyMatch(item -> pattern.matcher(item).find()));
    }

    /**
     * {@code split(s [, separators])}: the list of s's parts between separators (default comma, space and tab).
     * Empty parts are dropped, except where a separator that is not white space follows the same separator, with
     * nothing but white-space separators between: {@code "a,,b"} is {@code {"a", "", "b"}}, {@code "a, ,b"} too,
     * {@code "a, b"} {@code {"a", "b"}}. ERROR unless every argument is a string.
     */
    static ClassAdValue split(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<String> strings = strings(arguments(args, evaluation));
        if (strings == null) {
            return ClassAdValue.ERROR;
        }
        String s = strings.get(0);
        String separators = delimiters(strings, 1, SPLIT_SEPARATORS);
        List<ClassAdValue> parts = new ArrayList<>();
        int start = 0;
        if (!separators.isEmpty()) {
            int lastSeparator = -1; // the last separator seen that is not white space
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (separators.indexOf(c) < 0) {
                    continue;
                }
                if (i > start) {
                    parts.add(ClassAdValue.of(s.substring(start, i)));
                } else if (lastSeparator == c) {
                    parts.add(ClassAdValue.of(""));
                }
                if (SPACE.indexOf(c) < 0) {
                    lastSeparator = c;
                }
                start = i + 1;
            }
        }
        if (s.length() > start) {
            parts.add(ClassAdValue.of(s.substring(start)));
        }
        return ClassAdValue.of(parts);
    }

    /**
     * {@code splitUserName(s)}: {@code {before, after}} the first {@code @}, {@code {s, ""}} without one;
     * {@code splitSlotName(s)}: the same, but {@code {"", s}} without one. ERROR unless s is a string.
     */
    static ClassAdValue splitAt(List<ClassAdNode> args, ClassAdEvaluation evaluation, boolean slot) {
        if (!(arguments(args, evaluation).get(0) instanceof Text text)) {
            return ClassAdValue.ERROR;
        }
        String s = text.value();
        int at = s.indexOf('@');
        String first = at >= 0 ? s.substring(0, at) : slot ? "" : s;
        String second = at >= 0 ? s.substring(at + 1) : slot ? s : "";
        return ClassAdValue.of(List.of(ClassAdValue.of(first), ClassAdValue.of(second)));
    }

    /**
     * The items of a string list, as HTCondor's {@code StringTokenIterator} finds them: runs of delimiters and
     * white space skipped, an item ended by a delimiter, its trailing white space dropped.
     */
    static List<String> items(String text, String delimiters) {
        List<String> items = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && (delimiters.indexOf(text.charAt(i)) >= 0 || SPACE.indexOf(text.charAt(i)) >= 0)) {
                i++;
            }
            int start = i;
            int end = i;
            while (i < text.length() && delimiters.indexOf(text.charAt(i)) < 0) {
                if (SPACE.indexOf(text.charAt(i)) < 0) {
                    end = i + 1;
                }
                i++;
            }
            if (end > start) {
                items.add(text.substring(start, end));
            }
        }
        return items;
    }

    /** The number at the start of {@code text} as C's {@code sscanf("%lf")} reads it, or null if there is none. */
    static Double scan(String text) {
        int i = 0;
        while (i < text.length() && SPACE.indexOf(text.charAt(i)) >= 0) {
            i++;
        }
        boolean negative = i < text.length() && text.charAt(i) == '-';
        if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            i++;
        }
        String rest = text.substring(i).toLowerCase(Locale.ROOT);
        if (rest.startsWith("inf") && rest.length() > 3 && rest.charAt(3) == 'i' && !rest.startsWith("infinity")) {
            return null; // sscanf has read on into "infinity" and cannot give back what it read
        }
        if (rest.startsWith("0x")) {
            return hex(rest, negative);
        }
        return ClassAdNumbers.strtod(text);
    }

    /** A hexadecimal number ({@code 0x1.8p3}) at the start of {@code rest}, or null if no digit follows 0x. */
    private static Double hex(String rest, boolean negative) {
        int i = 2;
        StringBuilder mantissa = new StringBuilder();
        boolean digits = false;
        while (i < rest.length() && Character.digit(rest.charAt(i), 16) >= 0 && rest.charAt(i) < 128) {
            mantissa.append(rest.charAt(i++));
            digits = true;
        }
        if (i < rest.length() && rest.charAt(i) == '.') {
            mantissa.append('.');
            i++;
            while (i < rest.length() && Character.digit(rest.charAt(i), 16) >= 0 && rest.charAt(i) < 128) {
                mantissa.append(rest.charAt(i++));
                digits = true;
            }
        }
        if (!digits) {
            return null;
        }
        String exponent = "0";
        if (i < rest.length() && rest.charAt(i) == 'p') {
            int e = i + 1;
            if (e < rest.length() && (rest.charAt(e) == '+' || rest.charAt(e) == '-')) {
                e++;
            }
            int digitsStart = e;
            while (e < rest.length() && rest.charAt(e) >= '0' && rest.charAt(e) <= '9') {
                e++;
            }
            if (e > digitsStart) {
                exponent = rest.substring(i + 1, e);
            }
        }
        double value = Double.parseDouble("0x" + (mantissa.charAt(0) == '.' ? "0" : "") + mantissa + "p" + exponent);
        return negative ? -value : value;
    }

    /** The arguments' strings, or null if one is no string. */
    private static List<String> strings(List<ClassAdValue> v) {
        List<String> strings = new ArrayList<>(v.size());
        for (ClassAdValue value : v) {
            if (!(value instanceof Text text)) {
                return null;
            }
            strings.add(text.value());
        }
        return strings;
    }

    /** ERROR if an argument is neither a string nor UNDEFINED, UNDEFINED if both the first two are; else null. */
    private static ClassAdValue stringsOrUndefined(List<ClassAdValue> v) {
        if (v.stream().anyMatch(x -> !(x instanceof Text) && !(x instanceof Undefined))) {
            return ClassAdValue.ERROR;
        }
        return v.get(0) instanceof Undefined && v.get(1) instanceof Undefined ? ClassAdValue.UNDEFINED : null;
    }

    private static String delimiters(List<String> strings, int index, String fallback) {
        return strings.size() > index ? strings.get(index) : fallback;
    }

    private static String memberDelimiters(List<ClassAdValue> v) {
        return v.size() > 2 && v.get(2) instanceof Text t ? t.value() : MEMBER_DELIMITERS;
    }

    private static String orEmpty(ClassAdValue value) {
        return value instanceof Text t ? t.value() : "";
    }

    /** Upper-case ASCII letters made lower case, nothing else: C's {@code strcasecmp}. */
    private static String foldCase(String s) {
        StringBuilder folded = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            folded.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
        }
        return folded.toString();
    }
}
