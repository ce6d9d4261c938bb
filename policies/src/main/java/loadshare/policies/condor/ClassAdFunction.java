package loadshare.policies.condor;

import static loadshare.policies.condor.ClassAdArguments.anyUndefined;
import static loadshare.policies.condor.ClassAdArguments.arguments;
import static loadshare.policies.condor.ClassAdArguments.asString;
import static loadshare.policies.condor.ClassAdArguments.compareStrings;
import static loadshare.policies.condor.ClassAdArguments.exceptional;
import static loadshare.policies.condor.ClassAdArguments.extreme;
import static loadshare.policies.condor.ClassAdArguments.matches;
import static loadshare.policies.condor.ClassAdArguments.parseReal;
import static loadshare.policies.condor.ClassAdArguments.rounding;
import static loadshare.policies.condor.ClassAdArguments.stepped;
import static loadshare.policies.condor.ClassAdArguments.toInt;

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
    /** {@code member(x, list)}: whether an element {@code == x}; ERROR if x is not a scalar or list not a list. */
    MEMBER("member", 2, 2) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            List<ClassAdValue> v = arguments(args, evaluation);
            if (v.get(0) instanceof Undefined) {
                return ClassAdValue.UNDEFINED;
            }
            if (!(v.get(1) instanceof ListValue list) || v.get(0) instanceof ListValue || v.get(0).isExceptional()) {
                return ClassAdValue.ERROR;
            }
            for (ClassAdValue element : list.elements()) {
                if (ClassAdOperator.EQUAL.apply(v.get(0), element).isTrue()) {
                    return ClassAdValue.TRUE;
                }
            }
            return ClassAdValue.FALSE;
        }
    },
    /** {@code identicalMember(x, list)}: as member, by {@code =?=}. */
    IDENTICAL_MEMBER("identicalMember", 2, 2) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            List<ClassAdValue> v = arguments(args, evaluation);
            if (!(v.get(1) instanceof ListValue list) || v.get(0) instanceof ListValue) {
                return ClassAdValue.ERROR;
            }
            return ClassAdValue.of(list.elements().contains(v.get(0)));
        }
    },
    /** {@code regexp(pattern, target [, options])}: whether the regular expression matches somewhere in target. */
    REGEXP("regexp", 2, 3) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            List<ClassAdValue> v = arguments(args, evaluation);
            for (ClassAdValue value : v) {
                if (value instanceof Undefined) {
                    return ClassAdValue.UNDEFINED;
                }
                if (!(value instanceof Text)) {
                    return ClassAdValue.ERROR;
                }
            }
            return matches(((Text) v.get(0)).value(), ((Text) v.get(1)).value(),
                    v.size() > 2 ? ((Text) v.get(2)).value() : "");
        }
    },
    /** {@code strcat(a, ...)}: the arguments as strings ({@link #STRING}), joined. */
    STRCAT("strcat", 0, Integer.MAX_VALUE) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            StringBuilder joined = new StringBuilder();
            List<ClassAdValue> values = arguments(args, evaluation);
            if (exceptional(values) != null) {
                return exceptional(values);
            }
            for (ClassAdValue value : values) {
                String text = asString(value);
                if (text == null) {
                    return ClassAdValue.ERROR;
                }
                joined.append(text);
            }
            return ClassAdValue.of(joined.toString());
        }
    },
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
            long start = offset.value() < 0 ? s.length() + offset.value() : offset.value();
            long end = s.length();
            if (v.size() > 2) {
                long length = ((Int) v.get(2)).value();
                end = length < 0 ? s.length() + length : start + length;
            }
            start = Math.max(0, Math.min(start, s.length()));
            end = Math.max(start, Math.min(end, s.length()));
            return ClassAdValue.of(s.substring((int) start, (int) end));
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
    /** {@code int(x)}: a real truncated toward zero, a boolean as 0 or 1, a string parsed; else ERROR. */
    INT("int", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            ClassAdValue value = args.get(0).evaluate(evaluation);
            if (value instanceof Int || value.isExceptional()) {
                return value;
            }
            if (value instanceof Bool b) {
                return ClassAdValue.of(b.value() ? 1L : 0L);
            }
            if (value instanceof Text t) {
                try {
                    return ClassAdValue.of(Long.parseLong(t.value().trim()));
                } catch (NumberFormatException e) {
                    Double parsed = parseReal(t.value());
                    return parsed == null ? ClassAdValue.ERROR : toInt(parsed);
                }
            }
            if (value instanceof Real r) {
                stepped(value, evaluation, x -> x < 0 ? Math.ceil(x) : Math.floor(x), 0);
                return toInt(r.value());
            }
            return ClassAdValue.ERROR;
        }
    },
    /** {@code real(x)}: an integer or boolean as a real, a string parsed ({@code real("INF")}); else ERROR. */
    REAL("real", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            ClassAdValue value = args.get(0).evaluate(evaluation);
            if (value instanceof Real || value.isExceptional()) {
                return value;
            }
            if (value instanceof Int i) {
                return ClassAdValue.of((double) i.value());
            }
            if (value instanceof Bool b) {
                return ClassAdValue.of(b.value() ? 1.0 : 0.0);
            }
            if (value instanceof Text t) {
                Double parsed = parseReal(t.value());
                return parsed == null ? ClassAdValue.ERROR : ClassAdValue.of(parsed);
            }
            return ClassAdValue.ERROR;
        }
    },
    FLOOR("floor", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            return rounding(args, evaluation, Math::floor, 0);
        }
    },
    CEILING("ceiling", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            return rounding(args, evaluation, Math::ceil, 0);
        }
    },
    /** {@code round(x)}: to the nearest integer, halves to the even one. */
    ROUND("round", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            return rounding(args, evaluation, Math::rint, 0.5);
        }
    },
    /** {@code min(list)}: the least number of the list (a real if any is real); UNDEFINED if empty. */
    MIN("min", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            return extreme(arguments(args, evaluation).get(0), -1);
        }
    },
    /** {@code max(list)}: the greatest number of the list (a real if any is real); UNDEFINED if empty. */
    MAX("max", 1, 1) {
        @Override
        ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
            return extreme(arguments(args, evaluation).get(0), 1);
        }
    };

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

    /** A function of its own, whose constant overrides {@link #apply}. */
    ClassAdFunction(String name, int minArguments, int maxArguments) {
        this(name, minArguments, maxArguments, null);
    }

    /** A type predicate of one argument: whether it evaluates to a value of {@code type}. */
    ClassAdFunction(String name, Class<? extends ClassAdValue> type) {
        this(name, 1, 1, type);
    }

    private ClassAdFunction(String name, int minArguments, int maxArguments, Class<? extends ClassAdValue> type) {
        this.name = name;
        this.minArguments = minArguments;
        this.maxArguments = maxArguments;
        this.type = type;
    }

    /** The value of this function of {@code args}: a type predicate's test here, every other function its own. */
    ClassAdValue apply(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        if (type == null) {
            throw new IllegalStateException(name + " must define its own apply");
        }
        return ClassAdValue.of(type.isInstance(args.get(0).evaluate(evaluation)));
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
