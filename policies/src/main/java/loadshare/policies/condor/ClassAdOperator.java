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
    ISNT("=!=");

    final String symbol;

    ClassAdOperator(String symbol) {
        this.symbol = symbol;
    }

    boolean isArithmetic() {
        return ordinal() <= SUBTRACT.ordinal();
    }

    boolean isComparison() {
        return !isArithmetic();
    }

    ClassAdValue apply(ClassAdValue left, ClassAdValue right) {
        if (this == IS || this == ISNT) {
            return ClassAdValue.of(identical(left, right) == (this == IS));
        }
        if (left instanceof ClassAdValue.Error || right instanceof ClassAdValue.Error) {
            return ClassAdValue.ERROR;
        }
        if (left instanceof ClassAdValue.Undefined || right instanceof ClassAdValue.Undefined) {
            return ClassAdValue.UNDEFINED;
        }
        return isArithmetic() ? arithmetic(left, right) : comparison(left, right);
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
        if (left instanceof Int l && right instanceof Int r) {
            long x = l.value();
            long y = r.value();
            return switch (this) {
                case MULTIPLY -> ClassAdValue.of(x * y);
                case DIVIDE -> y == 0 ? ClassAdValue.ERROR : ClassAdValue.of(x / y);
                case MODULO -> y == 0 ? ClassAdValue.ERROR : ClassAdValue.of(x % y);
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
        if ((this == DIVIDE || this == MODULO) && y == 0) {
            return ClassAdValue.ERROR;
        }
        double result = switch (this) {
            case MULTIPLY -> x * y;
            case DIVIDE -> x / y;
            case MODULO -> x % y;
            case ADD -> x + y;
            case SUBTRACT -> x - y;
            default -> throw new IllegalStateException(symbol + " is not arithmetic");
        };
        return Double.isNaN(result) ? ClassAdValue.ERROR : ClassAdValue.of(result);
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
