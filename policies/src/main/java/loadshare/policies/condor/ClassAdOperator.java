package loadshare.policies.condor;

import loadshare.policies.condor.ClassAdValue.Bool;
import loadshare.policies.condor.ClassAdValue.Real;
import loadshare.policies.condor.ClassAdValue.Text;

/**
 * The strict binary operators — arithmetic and comparison — and what they do to values. Strict means:
 * ERROR if either operand is ERROR, otherwise UNDEFINED if either is UNDEFINED, otherwise the operation,
 * which gives ERROR when the operand types do not fit it. ({@code &&} and {@code ||} are not strict; see
 * {@link ClassAdNode.And} and {@link ClassAdNode.Or}.)
 */
enum ClassAdOperator {
    MULTIPLY("*"),
    DIVIDE("/"),
    ADD("+"),
    SUBTRACT("-"),
    LESS("<"),
    LESS_OR_EQUAL("<="),
    GREATER(">"),
    GREATER_OR_EQUAL(">="),
    EQUAL("=="),
    NOT_EQUAL("!=");

    final String symbol;

    ClassAdOperator(String symbol) {
        this.symbol = symbol;
    }

    ClassAdValue apply(ClassAdValue left, ClassAdValue right) {
        if (left instanceof ClassAdValue.Error || right instanceof ClassAdValue.Error) {
            return ClassAdValue.ERROR;
        }
        if (left instanceof ClassAdValue.Undefined || right instanceof ClassAdValue.Undefined) {
            return ClassAdValue.UNDEFINED;
        }
        return switch (this) {
            case MULTIPLY, DIVIDE, ADD, SUBTRACT -> arithmetic(left, right);
            default -> comparison(left, right);
        };
    }

    /**
     * Numbers only. Division by zero is ERROR (as for HTCondor's integers), and so is a result that is
     * not a number ({@code 1e308 * 10 - 1e308 * 10}).
     */
    private ClassAdValue arithmetic(ClassAdValue left, ClassAdValue right) {
        if (!(left instanceof Real l) || !(right instanceof Real r)) {
            return ClassAdValue.ERROR;
        }
        double x = l.value();
        double y = r.value();
        if (this == DIVIDE && y == 0) {
            return ClassAdValue.ERROR;
        }
        double result = switch (this) {
            case MULTIPLY -> x * y;
            case DIVIDE -> x / y;
            case ADD -> x + y;
            case SUBTRACT -> x - y;
            default -> throw new IllegalStateException(symbol + " is not arithmetic");
        };
        return Double.isNaN(result) ? ClassAdValue.ERROR : ClassAdValue.of(result);
    }

    /**
     * Number with number; string with string, ignoring case as HTCondor does ({@code "ABC" == "abc"});
     * boolean with boolean for {@code ==} and {@code !=} only. Any other pair is ERROR.
     */
    private ClassAdValue comparison(ClassAdValue left, ClassAdValue right) {
        int order;
        if (left instanceof Real l && right instanceof Real r) {
            order = Double.compare(l.value(), r.value());
        } else if (left instanceof Text l && right instanceof Text r) {
            order = l.value().compareToIgnoreCase(r.value());
        } else if (left instanceof Bool l && right instanceof Bool r && (this == EQUAL || this == NOT_EQUAL)) {
            order = l.value() == r.value() ? 0 : 1;
        } else {
            return ClassAdValue.ERROR;
        }
        return ClassAdValue.of(switch (this) {
            case LESS -> order < 0;
            case LESS_OR_EQUAL -> order <= 0;
            case GREATER -> order > 0;
            case GREATER_OR_EQUAL -> order >= 0;
            case EQUAL -> order == 0;
            case NOT_EQUAL -> order != 0;
            default -> throw new IllegalStateException(symbol + " is not a comparison");
        });
    }
}
