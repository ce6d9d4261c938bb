package loadshare.policies.condor;

import static loadshare.policies.condor.ClassAdArguments.anyUndefined;
import static loadshare.policies.condor.ClassAdArguments.arguments;
import static loadshare.policies.condor.ClassAdArguments.asString;
import static loadshare.policies.condor.ClassAdArguments.compareStrings;
import static loadshare.policies.condor.ClassAdArguments.rounding;
import static loadshare.policies.condor.ClassAdArguments.stepped;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import loadshare.policies.condor.ClassAdValue.Bool;
import loadshare.policies.condor.ClassAdValue.Int;
import loadshare.policies.condor.ClassAdValue.ListValue;
import loadshare.policies.condor.ClassAdValue.Real;
import loadshare.policies.condor.ClassAdValue.Text;
import loadshare.policies.condor.ClassAdValue.Undefined;

/**
 * The built-in functions, as HTCondor documents them. Names ignore case. The parser checks the name and the
 * number of arguments; a wrong argument type is ERROR, never an exception. Unless said otherwise an UNDEFINED
 * or ERROR argument makes the result ERROR (HTCondor's rule for the conversion and string functions).
 */
enum ClassAdFunction {

    /** {@code ifThenElse(c, a, b)}: as {@code c ? a : b}, lazily; UNDEFINED c gives UNDEFINED. */
    IF_THEN_ELSE("ifThenElse", 3, 3) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            ClassAdValue condition = args.get(0).evaluate(evaluation);
            if (condition instanceof Text) {
                return ClassAdValue.ERROR;
            }
            ClassAdValue truth = ClassAdNode.truth(condition, evaluation);
            if (truth instanceof Bool b) {
                return args.get(b.value() ? 1 : 2).evaluate(evaluation);
            }
            return truth;
        }
    },
    /** {@code isUndefined(x)}, {@code isError(x)}, ...: whether x is of that type; never itself ERROR. */
    IS_UNDEFINED("isUndefined", Undefined.class),
    IS_ERROR("isError", ClassAdValue.Error.class),
    IS_STRING("isString", Text.class),
    IS_INTEGER("isInteger", Int.class),
    IS_REAL("isReal", Real.class),
    IS_BOOLEAN("isBoolean", Bool.class),
    IS_LIST("isList", ListValue.class),
    IS_CLASS_AD("isClassAd", ClassAdValue.AdValue.class),
    IS_ABS_TIME("isAbsTime", ClassAdValue.AbsTime.class),
    IS_REL_TIME("isRelTime", ClassAdValue.RelTime.class),
    /**
     * {@code member(x, list)}: whether an element {@code == x}; UNDEFINED if list or x is UNDEFINED, ERROR if list
     * is no list or x is a list, an ad or ERROR.
     */
    MEMBER("member", 2, 2, (args, evaluation) -> member(arguments(args, evaluation), ClassAdOperator.EQUAL)),
    /** {@code identicalMember(x, list)}: as member, by {@code =?=} (so x may be UNDEFINED or ERROR). */
    IDENTICAL_MEMBER("identicalMember", 2, 2, (args, evaluation) -> member(arguments(args, evaluation), ClassAdOperator.IS)),
    /** {@code regexp(pattern, target [, options])}: whether the regular expression matches somewhere in target. */
    REGEXP("regexp", 2, 3, ClassAdRegex::regexp),
    REGEXP_MEMBER("regexpMember", 2, 3, ClassAdRegex::regexpMember),
    REGEXPS("regexps", 3, 4, (args, evaluation) -> ClassAdRegex.substitute(args, evaluation, ClassAdRegex.Substitution.REGEXPS)),
    REPLACE("replace", 3, 4, (args, evaluation) -> ClassAdRegex.substitute(args, evaluation, ClassAdRegex.Substitution.REPLACE)),
    REPLACE_ALL("replaceAll", 3, 4,
            (args, evaluation) -> ClassAdRegex.substitute(args, evaluation, ClassAdRegex.Substitution.REPLACE_ALL)),
    /** {@code strcat(a, ...)}: the arguments as strings ({@link #STRING}), joined. */
    STRCAT("strcat", 0, Integer.MAX_VALUE, ClassAdStrings::strcat),
    JOIN("join", 0, Integer.MAX_VALUE, ClassAdStrings::join),
    VERSION_CMP("versionCmp", 2, 2, (args, evaluation) -> ClassAdStrings.version(args, evaluation, ClassAdStrings.VersionTest.CMP)),
    VERSION_LT("versionLT", 2, 2, (args, evaluation) -> ClassAdStrings.version(args, evaluation, ClassAdStrings.VersionTest.LT)),
    VERSION_LE("versionLE", 2, 2, (args, evaluation) -> ClassAdStrings.version(args, evaluation, ClassAdStrings.VersionTest.LE)),
    VERSION_GT("versionGT", 2, 2, (args, evaluation) -> ClassAdStrings.version(args, evaluation, ClassAdStrings.VersionTest.GT)),
    VERSION_GE("versionGE", 2, 2, (args, evaluation) -> ClassAdStrings.version(args, evaluation, ClassAdStrings.VersionTest.GE)),
    VERSION_EQ("versionEQ", 2, 2, (args, evaluation) -> ClassAdStrings.version(args, evaluation, ClassAdStrings.VersionTest.EQ)),
    VERSION_IN_RANGE("version_in_range", 3, 3, ClassAdStrings::versionInRange),
    STRING_LISTS_INTERSECT("stringListsIntersect", 2, 3, ClassAdStrings::stringListsIntersect),
    /*
     * The string-list functions and split, which HTCondor's daemons add to its library (see ClassAdStringLists);
     * HTCondor spells the regular-expression one stringList_regexpMember.
     */
    STRING_LIST_SIZE("stringListSize", 1, 2, ClassAdStringLists::size),
    STRING_LIST_SUM("stringListSum", 1, 2,
            (args, evaluation) -> ClassAdStringLists.summary(args, evaluation, ClassAdStringLists.Summary.SUM)),
    STRING_LIST_AVG("stringListAvg", 1, 2,
            (args, evaluation) -> ClassAdStringLists.summary(args, evaluation, ClassAdStringLists.Summary.AVG)),
    STRING_LIST_MIN("stringListMin", 1, 2,
            (args, evaluation) -> ClassAdStringLists.summary(args, evaluation, ClassAdStringLists.Summary.MIN)),
    STRING_LIST_MAX("stringListMax", 1, 2,
            (args, evaluation) -> ClassAdStringLists.summary(args, evaluation, ClassAdStringLists.Summary.MAX)),
    STRING_LIST_MEMBER("stringListMember", 2, 3, (args, evaluation) -> ClassAdStringLists.member(args, evaluation, false)),
    STRING_LIST_I_MEMBER("stringListIMember", 2, 3, (args, evaluation) -> ClassAdStringLists.member(args, evaluation, true)),
    STRING_LIST_SUBSET_MATCH("stringListSubsetMatch", 2, 3,
            (args, evaluation) -> ClassAdStringLists.subsetMatch(args, evaluation, false)),
    STRING_LIST_I_SUBSET_MATCH("stringListISubsetMatch", 2, 3,
            (args, evaluation) -> ClassAdStringLists.subsetMatch(args, evaluation, true)),
    STRING_LIST_REGEXP_MEMBER("stringList_regexpMember", 2, 4, ClassAdStringLists::regexpMember),
    SPLIT("split", 1, 2, ClassAdStringLists::split),
    SPLIT_USER_NAME("splitUserName", 1, 1, (args, evaluation) -> ClassAdStringLists.splitAt(args, evaluation, false)),
    SPLIT_SLOT_NAME("splitSlotName", 1, 1, (args, evaluation) -> ClassAdStringLists.splitAt(args, evaluation, true)),
    /**
     * {@code substr(s, offset [, length])}: from offset (negative: from the end) for length characters (negative:
     * stop that many before the end); the part outside the string is dropped.
     */
    SUBSTR("substr", 2, 3) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            List<ClassAdValue> v = arguments(args, evaluation);
            if (anyUndefined(v)) {
                return ClassAdValue.UNDEFINED;
            }
            if (!(v.get(0) instanceof Text text) || !(v.get(1) instanceof Int offset)
                    || v.size() > 2 && !(v.get(2) instanceof Int)) {
                return ClassAdValue.ERROR;
            }
            String s = text.value();
            int length = s.length();
            int start = (int) offset.value(); // HTCondor reads both as C ints
            start = start < 0 ? Math.max(0, length + start) : Math.min(start, length);
            int count = v.size() > 2 ? (int) ((Int) v.get(2)).value() : 0;
            if (v.size() > 2 && count == 0) {
                return ClassAdValue.of("");
            }
            count = count <= 0 ? Math.max(0, length - start + count) : Math.min(count, length - start);
            return ClassAdValue.of(s.substring(start, start + count));
        }
    },
    /** {@code size(x)}: a string's characters or a list's elements; UNDEFINED for UNDEFINED, else ERROR. */
    SIZE("size", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            ClassAdValue value = arguments(args, evaluation).get(0);
            if (value instanceof Text t) {
                return ClassAdValue.of((long) t.value().length());
            }
            if (value instanceof ListValue list) {
                return ClassAdValue.of((long) list.elements().size());
            }
            if (value instanceof ClassAdValue.AdValue ad) {
                return ClassAdValue.of((long) ad.ad().names().size());
            }
            return value instanceof Undefined ? value : ClassAdValue.ERROR;
        }
    },
    TO_LOWER("toLower", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            ClassAdValue value = arguments(args, evaluation).get(0);
            String text = asString(value);
            return value.isExceptional() ? value : text == null ? ClassAdValue.ERROR : ClassAdValue.of(text.toLowerCase(Locale.ROOT));
        }
    },
    TO_UPPER("toUpper", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            ClassAdValue value = arguments(args, evaluation).get(0);
            String text = asString(value);
            return value.isExceptional() ? value : text == null ? ClassAdValue.ERROR : ClassAdValue.of(text.toUpperCase(Locale.ROOT));
        }
    },
    /** {@code strcmp(a, b)}: -1, 0 or 1 comparing the arguments as strings, with case. */
    STRCMP("strcmp", 2, 2) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            return compareStrings(arguments(args, evaluation), false);
        }
    },
    /** {@code stricmp(a, b)}: as strcmp, ignoring case. */
    STRICMP("stricmp", 2, 2) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            return compareStrings(arguments(args, evaluation), true);
        }
    },
    /** {@code string(x)}: x as a string ({@code string(3)} is "3", a string is itself). */
    STRING("string", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            ClassAdValue value = arguments(args, evaluation).get(0);
            String text = asString(value);
            return value.isExceptional() ? value : text == null ? ClassAdValue.ERROR : ClassAdValue.of(text);
        }
    },
    /** {@code int(x)}: a real truncated toward zero, a boolean as 0 or 1, a string read as C's strtod reads it. */
    INT("int", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            ClassAdValue value = args.get(0).evaluate(evaluation);
            if (value instanceof Real) {
                stepped(value, evaluation, x -> x < 0 ? Math.ceil(x) : Math.floor(x), 0);
            }
            return ClassAdNumbers.integer(value);
        }
    },
    /** {@code real(x)}: an integer or boolean as a real, a string read as C's strtod reads it; else ERROR. */
    REAL("real", 1, 1, (args, evaluation) -> ClassAdNumbers.real(args.get(0).evaluate(evaluation))),
    BOOL("bool", 1, 1, ClassAdNumbers::bool),
    FLOOR("floor", 1, 1, (args, evaluation) -> rounding(args, evaluation, Math::floor, 0)),
    CEIL("ceil", 1, 1, (args, evaluation) -> rounding(args, evaluation, Math::ceil, 0)),
    CEILING("ceiling", 1, 1, (args, evaluation) -> rounding(args, evaluation, Math::ceil, 0)),
    /** {@code round(x)}: to the nearest integer, halves to the even one. */
    ROUND("round", 1, 1, (args, evaluation) -> rounding(args, evaluation, Math::rint, 0.5)),
    POW("pow", 2, 2, ClassAdNumbers::pow),
    QUANTIZE("quantize", 2, 2, ClassAdNumbers::quantize),
    /** {@code min(list)}: the least number of the list, UNDEFINED elements skipped; UNDEFINED if none. */
    MIN("min", 1, 1, (args, evaluation) -> ClassAdNumbers.extreme(args, evaluation, ClassAdOperator.LESS)),
    /** {@code max(list)}: the greatest number of the list, UNDEFINED elements skipped; UNDEFINED if none. */
    MAX("max", 1, 1, (args, evaluation) -> ClassAdNumbers.extreme(args, evaluation, ClassAdOperator.GREATER)),
    SUM("sum", 1, 1, (args, evaluation) -> ClassAdNumbers.sumOrAverage(args, evaluation, false)),
    AVG("avg", 1, 1, (args, evaluation) -> ClassAdNumbers.sumOrAverage(args, evaluation, true)),
    ANY_COMPARE("anyCompare", 3, 3, (args, evaluation) -> ClassAdNumbers.compareList(args, evaluation, false)),
    ALL_COMPARE("allCompare", 3, 3, (args, evaluation) -> ClassAdNumbers.compareList(args, evaluation, true)),
    ABS_TIME("absTime", 0, 2, (args, evaluation) -> ClassAdTimes.convert(args, evaluation, false)),
    REL_TIME("relTime", 0, 2, (args, evaluation) -> ClassAdTimes.convert(args, evaluation, true)),
    GET_YEAR("getYear", 1, 1, (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.YEAR)),
    GET_MONTH("getMonth", 1, 1, (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.MONTH)),
    GET_DAY_OF_YEAR("getDayOfYear", 1, 1,
            (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.DAY_OF_YEAR)),
    GET_DAY_OF_MONTH("getDayOfMonth", 1, 1,
            (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.DAY_OF_MONTH)),
    GET_DAY_OF_WEEK("getDayOfWeek", 1, 1,
            (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.DAY_OF_WEEK)),
    GET_DAYS("getDays", 1, 1, (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.DAYS)),
    GET_HOURS("getHours", 1, 1, (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.HOURS)),
    GET_MINUTES("getMinutes", 1, 1, (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.MINUTES)),
    GET_SECONDS("getSeconds", 1, 1, (args, evaluation) -> ClassAdTimes.field(args, evaluation, ClassAdTimes.Field.SECONDS)),
    SPLIT_TIME("splitTime", 1, 1, ClassAdTimes::split),
    INTERVAL("interval", 1, 1, ClassAdTimes::interval),
    EVAL("eval", 1, 1, ClassAdEvaluation::eval),
    UNPARSE("unparse", 1, 1, ClassAdEvaluation::unparse),
    UNRESOLVED("unresolved", 1, 1, ClassAdEvaluation::unresolved);

    private static final Map<String, ClassAdFunction> BY_NAME = new TreeMap<>();

    static {
        for (ClassAdFunction f : values()) {
            BY_NAME.put(f.name.toLowerCase(Locale.ROOT), f);
        }
    }

    final String name;
    final int minArguments;
    final int maxArguments;
    /** What a type predicate tests its argument for; null for every other function. */
    private final Class<? extends ClassAdValue> type;
    /** The function's value, when it is given as one; null when the constant overrides {@link #apply}. */
    private final Body body;

    /** How a function given as a method computes its value from its (unevaluated) arguments. */
    @FunctionalInterface
    interface Body {
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation);
    }

    /** A function whose value {@code body} computes. */
    ClassAdFunction(String name, int minArguments, int maxArguments, Body body) {
        this(name, minArguments, maxArguments, null, body);
    }

    /** A function of its own, whose constant overrides {@link #apply}. */
    ClassAdFunction(String name, int minArguments, int maxArguments) {
        this(name, minArguments, maxArguments, null, null);
    }

    /** A type predicate of one argument: whether it evaluates to a value of {@code type}. */
    ClassAdFunction(String name, Class<? extends ClassAdValue> type) {
        this(name, 1, 1, type);
    }

    private ClassAdFunction(String name, int minArguments, int maxArguments, Class<? extends ClassAdValue> type) {
        this(name, minArguments, maxArguments, type, null);
    }

    private ClassAdFunction(String name, int minArguments, int maxArguments, Class<? extends ClassAdValue> type,
            Body body) {
        this.body = body;
        this.name = name;
        this.minArguments = minArguments;
        this.maxArguments = maxArguments;
        this.type = type;
    }

    /** The value of this function of {@code args}: a type predicate's test here, every other function its own. */
    ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        if (body != null) {
            return body.apply(args, evaluation);
        }
        if (type == null) {
            throw new IllegalStateException(name + " must define its own apply");
        }
        return ClassAdValue.of(type.isInstance(args.get(0).evaluate(evaluation)));
    }

    private static ClassAdValue member(List<ClassAdValue> v, ClassAdOperator comparison) {
        ClassAdValue x = v.get(0);
        boolean strict = comparison == ClassAdOperator.EQUAL;
        if (v.get(1) instanceof Undefined || strict && x instanceof Undefined) {
            return ClassAdValue.UNDEFINED;
        }
        if (!(v.get(1) instanceof ListValue list) || x instanceof ListValue || x instanceof ClassAdValue.AdValue
                || strict && x instanceof ClassAdValue.Error) {
            return ClassAdValue.ERROR;
        }
        for (ClassAdValue element : list.elements()) {
            if (comparison.apply(element, x).isTrue()) {
                return ClassAdValue.TRUE;
            }
        }
        return ClassAdValue.FALSE;
    }

    /** Whether this function computes a value of its own (a body, or an {@link #apply} of its own): all but the type predicates. */
    boolean computesItsOwnValue() {
        return body != null || getClass() != ClassAdFunction.class;
    }

    /** The function called {@code name} (any case), or null. */
    static ClassAdFunction find(String name) {
        return BY_NAME.get(name.toLowerCase(Locale.ROOT));
    }

    /** Every name, as documented. */
    static List<String> names() {
        return Arrays.stream(values()).map(f -> f.name).toList();
    }

    /** How many arguments it takes, for error messages: {@code 1}, {@code 2 or 3}, {@code any number of}. */
    String arity() {
        if (maxArguments == Integer.MAX_VALUE) {
            return "any number of";
        }
        return minArguments == maxArguments ? String.valueOf(minArguments)
                : maxArguments == minArguments + 1 ? minArguments + " or " + maxArguments
                : minArguments + " to " + maxArguments;
    }
}
