package loadshare.policies.condor;

import loadshare.policies.condor.ClassAdValue.Bool;
import loadshare.policies.condor.ClassAdValue.Int;
import loadshare.policies.condor.ClassAdValue.Text;

/**
 * The binary operators other than {@code &&} and {@code ||}, and what they do to values.
 *
 * <p>Arithmetic and the comparisons are strict: ERROR if either operand is ERROR, otherwise UNDEFINED if either
 * is UNDEFINED, otherwise the operation, which gives ERROR when the operand types do not fit it. {@code =?=} and
 * {@code =!=} ({@code is}, {@code isnt}) are not: they ask whether the operands are identical — same type, same
 * value, strings compared with case — and are never UNDEFINED or ERROR.
 */
enum ClassAdOperator {
    MULTIPLY("*"),
    DIVIDE("/"),
    MODULO("%"),
    ADD("+"),
    SUBTRACT("-"),
    LESS("<"),
    LESS_OR_EQUAL("<="),
    GREATER(">"),
    GREATER_OR_EQUAL(">="),
    EQUAL("=="),
    NOT_EQUAL("!="),
    IS("=?="),
    ISNT("=!="),
    BIT_AND("&"),
    BIT_OR("|"),
    BIT_XOR("^"),
    SHIFT_LEFT("<<"),
    SHIFT_RIGHT(">>"),
    SHIFT_RIGHT_UNSIGNED(">>>");

    final String symbol;

    ClassAdOperator(String symbol) {
        this.symbol = symbol;
    }

    boolean isArithmetic() {
        return ordinal() <= SUBTRACT.ordinal();
    }

    boolean isComparison() {
        return ordinal() >= LESS.ordinal() && ordinal() <= ISNT.ordinal();
    }

    boolean isBitwise() {
        return ordinal() >= BIT_AND.ordinal();
    }

    ClassAdValue apply(ClassAdValue left, ClassAdValue right) {
        if (this == IS || this == ISNT) {
            if (left.getClass() != right.getClass()) {
                return ClassAdValue.of(this == ISNT);
            }
            if (isCompound(left)) {
                return ClassAdValue.ERROR; // HTCondor's library does not compare two lists or two ads
            }
            return ClassAdValue.of(identical(left, right) == (this == IS));
        }
        if (left instanceof ClassAdValue.Error || right instanceof ClassAdValue.Error) {
            return ClassAdValue.ERROR;
        }
        if (left instanceof ClassAdValue.Undefined || right instanceof ClassAdValue.Undefined) {
            return ClassAdValue.UNDEFINED;
        }
        if (isBitwise()) {
            return bitwise(left, right);
        }
        return isArithmetic() ? arithmetic(left, right) : comparison(left, right);
    }

    private static boolean isCompound(ClassAdValue value) {
        return value instanceof ClassAdValue.ListValue || value instanceof ClassAdValue.AdValue;
    }

    /** Integers only; shifts as HTCondor's library does them on 64 bits. */
    private ClassAdValue bitwise(ClassAdValue left, ClassAdValue right) {
        if (!(left instanceof Int l) || !(right instanceof Int r)) {
            return ClassAdValue.ERROR;
        }
        long x = l.value();
        long y = r.value();
        return ClassAdValue.of(switch (this) {
            case BIT_AND -> x & y;
            case BIT_OR -> x | y;
            case BIT_XOR -> x ^ y;
            case SHIFT_LEFT -> x << y;
            case SHIFT_RIGHT -> x >= 0 ? x >> y : y >= 64 ? -1L : y <= 0 ? x : x >> y;
            case SHIFT_RIGHT_UNSIGNED -> x >= 0 ? x >> y : ((x >> 1) & Long.MAX_VALUE) >> (y - 1);
            default -> throw new IllegalStateException(symbol + " is not bitwise");
        });
    }

    /** A boolean in arithmetic is 0 or 1, as HTCondor promotes it. */
    private static ClassAdValue promoted(ClassAdValue value) {
        return value instanceof Bool b ? ClassAdValue.of(b.value() ? 1L : 0L) : value;
    }

    /**
     * Whether a comparison holds for operands ordered as {@code order} says (negative: left is less, 0: equal,
     * positive: left is greater); {@code =?=} counts as {@code ==} and {@code =!=} as {@code !=}.
     */
    boolean holds(int order) {
        return switch (this) {
            case LESS -> order < 0;
            case LESS_OR_EQUAL -> order <= 0;
            case GREATER -> order > 0;
            case GREATER_OR_EQUAL -> order >= 0;
            case EQUAL, IS -> order == 0;
            case NOT_EQUAL, ISNT -> order != 0;
            default -> throw new IllegalStateException(symbol + " is not a comparison");
        };
    }

    /** Same type and same value; strings with case, lists element by element. */
    static boolean identical(ClassAdValue left, ClassAdValue right) {
        return left.equals(right);
    }

    /**
     * Integers and reals only; an integer with a real is done in reals. Integer division truncates toward zero
     * ({@code 7 / 2} is 3, {@code -7 / 2} is -3) and {@code %} keeps the sign of the dividend; dividing by zero
     * (integer or real: {@code 1.3 / 0} is HTCondor's own example) is ERROR, and so is any result that is not a
     * number.
     */
    private ClassAdValue arithmetic(ClassAdValue left, ClassAdValue right) {
        left = promoted(left);
        right = promoted(right);
        if (left instanceof Int l && right instanceof Int r) {
            long x = l.value();
            long y = r.value();
            return switch (this) {
                case MULTIPLY -> ClassAdValue.of(x * y);
                case DIVIDE -> y == 0 ? ClassAdValue.ERROR
                        : x == Long.MIN_VALUE && y == -1 ? ClassAdValue.of(Long.MAX_VALUE) : ClassAdValue.of(x / y);
                case MODULO -> y == 0 ? ClassAdValue.ERROR : y == -1 ? ClassAdValue.of(0L) : ClassAdValue.of(x % y);
                case ADD -> ClassAdValue.of(x + y);
                case SUBTRACT -> ClassAdValue.of(x - y);
                default -> throw new IllegalStateException(symbol + " is not arithmetic");
            };
        }
        if (!left.isNumber() || !right.isNumber()) {
            return ClassAdValue.ERROR;
        }
        double x = left.realOr(0);
        double y = right.realOr(0);
        if (this == MODULO && y == 0) {
            return ClassAdValue.ERROR;
        }
        // HTCondor's library has no % on reals (ERROR); here the clocks CurrentTime and KeyboardIdle are reals
        // where HTCondor's are integers, so % keeps working on them (docs/condor.md, known differences)
        double result = switch (this) {
            case MULTIPLY -> x * y;
            case DIVIDE -> x / y;
            case MODULO -> x % y;
            case ADD -> x + y;
            case SUBTRACT -> x - y;
            default -> throw new IllegalStateException(symbol + " is not arithmetic");
        };
        // HTCondor's library takes a result of +infinity (an overflow, or x / 0.0 for a positive x) as ERROR, but
        // lets -infinity through; a NaN (0.0 / 0.0) it keeps, which a value here cannot be: ERROR
        return Double.isNaN(result) || result == Double.POSITIVE_INFINITY ? ClassAdValue.ERROR : ClassAdValue.of(result);
    }

    /**
     * Numbers with numbers (an integer with a real in reals), booleans with booleans and numbers (false is 0,
     * true is 1), strings with strings ignoring case ({@code "LINUX" == "linux"}). Any other pair — a string
     * with a number, anything with a list — is ERROR.
     */
    private ClassAdValue comparison(ClassAdValue left, ClassAdValue right) {
        Integer order = order(left, right);
        return order == null ? ClassAdValue.ERROR : ClassAdValue.of(holds(order));
    }

    /** The order of two comparable values, or null when they cannot be compared. */
    static Integer order(ClassAdValue left, ClassAdValue right) {
        if (left instanceof Text l && right instanceof Text r) {
            return Integer.signum(l.value().compareToIgnoreCase(r.value()));
        }
        if (left instanceof Int l && right instanceof Int r) {
            return Long.compare(l.value(), r.value());
        }
        if (isOrdered(left) && isOrdered(right)) {
            return Double.compare(number(left), number(right));
        }
        return null;
    }

    private static boolean isOrdered(ClassAdValue value) {
        return value.isNumber() || value instanceof Bool;
    }

    private static double number(ClassAdValue value) {
        return value instanceof Bool b ? (b.value() ? 1 : 0) : value.realOr(0);
    }
}
