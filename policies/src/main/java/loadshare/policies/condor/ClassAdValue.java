package loadshare.policies.condor;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What a ClassAd expression evaluates to: an integer ({@link Int}, 64 bits), a real ({@link Real}), a boolean
 * ({@link Bool}), a string ({@link Text}), a list ({@link ListValue}), or one of HTCondor's two distinguished
 * values — {@link #UNDEFINED} (an attribute that neither ad has, and whatever is computed from it) and
 * {@link #ERROR} (a type mismatch such as {@code 10 * "abc"}, a division by zero, a circular reference).
 *
 * <p>Java equality is exact, as the ClassAd operator {@code =?=} is: {@code Text("ABC")} and {@code Text("abc")}
 * are different values, and so are {@code Int(1)} and {@code Real(1.0)}, although {@code "ABC" == "abc"} and
 * {@code 1 == 1.0} are both true.
 */
public sealed interface ClassAdValue permits ClassAdValue.Int, ClassAdValue.Real, ClassAdValue.Bool,
        ClassAdValue.Text, ClassAdValue.ListValue, ClassAdValue.AdValue, ClassAdValue.AbsTime, ClassAdValue.RelTime,
        ClassAdValue.Undefined, ClassAdValue.Error {

    ClassAdValue UNDEFINED = new Undefined();
    ClassAdValue ERROR = new Error();
    ClassAdValue TRUE = new Bool(true);
    ClassAdValue FALSE = new Bool(false);

    /** A real; use {@link #of(long)} for an integer. */
    static ClassAdValue of(double value) {
        return new Real(value);
    }

    static ClassAdValue of(long value) {
        return new Int(value);
    }

    static ClassAdValue of(boolean value) {
        return value ? TRUE : FALSE;
    }

    static ClassAdValue of(String value) {
        return new Text(value);
    }

    static ClassAdValue of(List<ClassAdValue> elements) {
        return new ListValue(elements);
    }

    /** True only for the boolean {@code true}: UNDEFINED, ERROR, numbers and strings are not true. */
    default boolean isTrue() {
        return this instanceof Bool b && b.value();
    }

    /** The number (an integer as a real), or {@code fallback} when this value is not a number. */
    default double realOr(double fallback) {
        if (this instanceof Real r) {
            return r.value();
        }
        return this instanceof Int i ? i.value() : fallback;
    }

    /** Whether this is an integer or a real. */
    default boolean isNumber() {
        return this instanceof Int || this instanceof Real;
    }

    /** UNDEFINED or ERROR. */
    default boolean isExceptional() {
        return this instanceof Undefined || this instanceof Error;
    }

    record Int(long value) implements ClassAdValue {
        @Override
        public String toString() {
            return Long.toString(value);
        }
    }

    /** A real; {@code -0.0} is kept as {@code 0.0} so that equal numbers are equal values. Never NaN. */
    record Real(double value) implements ClassAdValue {
        public Real {
            if (Double.isNaN(value)) {
                throw new IllegalArgumentException("a ClassAd number cannot be NaN");
            }
            if (value == 0) {
                value = 0.0;
            }
        }

        /**
         * As a literal that parses back to the same real: always with a point or an exponent ({@code 2048.0},
         * {@code 0.25}, {@code 1.0E-7}), and {@code real("INF")} for infinity.
         */
        @Override
        public String toString() {
            if (Double.isInfinite(value)) {
                return value > 0 ? "real(\"INF\")" : "-real(\"INF\")";
            }
            return Double.toString(value);
        }
    }

    record Bool(boolean value) implements ClassAdValue {
        @Override
        public String toString() {
            return Boolean.toString(value);
        }
    }

    record Text(String value) implements ClassAdValue {
        public Text {
            Objects.requireNonNull(value, "value");
        }

        /** Quoted as in an expression, with {@code "} and {@code \} escaped by a backslash. */
        @Override
        public String toString() {
            return '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
        }
    }

    /**
     * A list of values, as written {@code { 1, "two", 3.0 }}. {@code source}, when the list was written as a list
     * literal, is that literal: HTCondor's {@code string()} writes a list as its elements were written, not as
     * their values ({@code string({Memory})} is {@code "{ Memory }"}). It is not part of the value ({@code equals}).
     */
    record ListValue(List<ClassAdValue> elements, ClassAdNode source) implements ClassAdValue {
        public ListValue {
            elements = List.copyOf(elements);
        }

        public ListValue(List<ClassAdValue> elements) {
            this(elements, null);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof ListValue l && l.elements.equals(elements);
        }

        @Override
        public int hashCode() {
            return elements.hashCode();
        }

        @Override
        public String toString() {
            return elements.isEmpty() ? "{ }"
                    : elements.stream().map(Object::toString).collect(Collectors.joining(", ", "{ ", " }"));
        }
    }

    /** A nested ad ({@code [ a = 1; b = a + 1 ]}), or MY or TARGET as a value. */
    record AdValue(ClassAd ad) implements ClassAdValue {
        @Override
        public String toString() {
            return ad.toString();
        }
    }

    /**
     * An absolute time ({@code absTime("2024-02-29T13:45:10Z")}): seconds since the epoch and the offset of its
     * time zone from UTC, in seconds.
     */
    record AbsTime(long seconds, long offset) implements ClassAdValue {
        @Override
        public String toString() {
            return "absTime(" + seconds + ", " + offset + ")";
        }
    }

    /** A relative time, a duration in seconds ({@code relTime("1+02:03:04")}). */
    record RelTime(double seconds) implements ClassAdValue {
        @Override
        public String toString() {
            return "relTime(" + seconds + ")";
        }
    }

    record Undefined() implements ClassAdValue {
        @Override
        public String toString() {
            return "UNDEFINED";
        }
    }

    record Error() implements ClassAdValue {
        @Override
        public String toString() {
            return "ERROR";
        }
    }
}
