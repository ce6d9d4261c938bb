package loadshare.policies.condor;

import java.util.Objects;

/**
 * What a ClassAd expression evaluates to: a number ({@link Real}, always a double here), a boolean
 * ({@link Bool}), a string ({@link Text}), or one of HTCondor's two distinguished values —
 * {@link #UNDEFINED} (an attribute that neither ad has, and whatever is computed from it) and
 * {@link #ERROR} (a type mismatch such as {@code 10 * "abc"}, a division by zero, a circular reference).
 *
 * <p>Java equality is exact: {@code Text("ABC")} and {@code Text("abc")} are different values, although
 * the expression {@code "ABC" == "abc"} is true (ClassAd string comparison ignores case).
 */
public sealed interface ClassAdValue
        permits ClassAdValue.Real, ClassAdValue.Bool, ClassAdValue.Text, ClassAdValue.Undefined, ClassAdValue.Error {

    ClassAdValue UNDEFINED = new Undefined();
    ClassAdValue ERROR = new Error();
    ClassAdValue TRUE = new Bool(true);
    ClassAdValue FALSE = new Bool(false);

    static ClassAdValue of(double value) {
        return new Real(value);
    }

    static ClassAdValue of(boolean value) {
        return value ? TRUE : FALSE;
    }

    static ClassAdValue of(String value) {
        return new Text(value);
    }

    /** True only for the boolean {@code true}: UNDEFINED, ERROR, numbers and strings are not true. */
    default boolean isTrue() {
        return this instanceof Bool b && b.value();
    }

    /** The number, or {@code fallback} when this value is not a number. */
    default double realOr(double fallback) {
        return this instanceof Real r ? r.value() : fallback;
    }

    /** A number; {@code -0.0} is kept as {@code 0.0} so that equal numbers are equal values. */
    record Real(double value) implements ClassAdValue {
        public Real {
            if (Double.isNaN(value)) {
                throw new IllegalArgumentException("a ClassAd number cannot be NaN");
            }
            if (value == 0) {
                value = 0.0;
            }
        }

        /** Whole numbers without a fraction ({@code 2048}), others as Java prints doubles ({@code 0.25}). */
        @Override
        public String toString() {
            if (value == Math.rint(value) && Math.abs(value) < 1e15) {
                return Long.toString((long) value);
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
