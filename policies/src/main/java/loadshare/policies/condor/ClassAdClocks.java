package loadshare.policies.condor;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import loadshare.policies.condor.ClassAdValue.Real;

/**
 * Follows clocks through one evaluation for its {@link ClassAdHorizon}: which of the values computed so far grow
 * with model time, and at what rate (model seconds of value per model second). A value is known by identity, so
 * every clock reading and every result computed from one is a fresh {@link Real}.
 */
final class ClassAdClocks {

    private final Map<ClassAdValue, Double> rates = new IdentityHashMap<>();
    private final ClassAdHorizon horizon;

    ClassAdClocks(ClassAdHorizon horizon) {
        this.horizon = horizon;
    }

    double rate(ClassAdValue value) {
        Double rate = rates.get(value);
        return rate == null ? 0 : rate;
    }

    boolean isClock(ClassAdValue value) {
        return rates.containsKey(value);
    }

    /** {@code value}, growing at {@code rate}: a fresh copy if it is a real and the rate is not 0. */
    ClassAdValue rated(ClassAdValue value, double rate) {
        if (rate == 0 || !(value instanceof Real r) || Double.isInfinite(r.value())) {
            return value;
        }
        Real fresh = new Real(r.value());
        rates.put(fresh, rate);
        return fresh;
    }

    void unpredictable() {
        horizon.markUnpredictable();
    }

    /** What {@code operator} made of the clocks among its operands. */
    ClassAdValue binary(ClassAdOperator operator, ClassAdValue left, ClassAdValue right, ClassAdValue result) {
        double rl = rate(left);
        double rr = rate(right);
        if (rl == 0 && rr == 0 || !left.isNumber() || !right.isNumber() || operator.isBitwise()) {
            return result; // a clock with a non-number: the type, and so the result, does not change
        }
        double l = left.realOr(0);
        double r = right.realOr(0);
        if (operator.isComparison()) {
            boolean sameType = left.getClass() == right.getClass();
            if (sameType || (operator != ClassAdOperator.IS && operator != ClassAdOperator.ISNT)) {
                meeting(operator, l - r, rl - rr);
            }
            return result;
        }
        return switch (operator) {
            case ADD -> rated(result, rl + rr);
            case SUBTRACT -> rated(result, rl - rr);
            case MULTIPLY -> {
                if (rl != 0 && rr != 0) {
                    unpredictable();
                    yield result;
                }
                yield rated(result, rl * r + rr * l);
            }
            case DIVIDE -> {
                if (rr != 0) {
                    unpredictable();
                    yield result;
                }
                yield rated(result, rl / r);
            }
            case MODULO -> {
                if (rr != 0 || r == 0) {
                    if (rr != 0) {
                        unpredictable();
                    }
                    yield result;
                }
                step(l, rl, Math.abs(r), 0, x -> x % r);
                yield rated(result, rl);
            }
            default -> throw new IllegalStateException(operator.symbol);
        };
    }

    /**
     * A comparison whose two sides differ by {@code difference} (left minus right), which grows at {@code rate}:
     * when they meet, it may change there or just after.
     */
    private void meeting(ClassAdOperator operator, double difference, double rate) {
        if (rate == 0 || Double.isInfinite(difference)) {
            return;
        }
        int after = rate > 0 ? 1 : -1;
        if (difference == 0) {
            if (operator.holds(after) != operator.holds(0)) {
                horizon.change(0, true);
            }
            return;
        }
        double delay = -difference / rate;
        if (delay <= 0) {
            return; // moving apart
        }
        boolean now = operator.holds(difference > 0 ? 1 : -1);
        if (operator.holds(0) != now) {
            horizon.change(delay, false);
        } else if (operator.holds(after) != now) {
            horizon.change(delay, true);
        }
    }

    /**
     * A step function {@code f} of a clock at {@code x} growing at {@code rate}, whose steps are at
     * {@code offset + k * period}: the next step is a change.
     */
    void step(double x, double rate, double period, double offset, DoubleUnaryOperator f) {
        if (rate == 0 || Double.isInfinite(x)) {
            return;
        }
        double k = (x - offset) / period;
        double boundary;
        if (rate > 0) {
            boundary = offset + (Math.floor(k) + 1) * period;
        } else {
            if (k == Math.rint(k) && f.applyAsDouble(x) != f.applyAsDouble(x - period / 2)) {
                horizon.change(0, true);
                return;
            }
            boundary = offset + (Math.ceil(k) - 1) * period;
        }
        double delay = (boundary - x) / rate;
        boolean changesThere = f.applyAsDouble(boundary) != f.applyAsDouble(x);
        horizon.change(delay, !changesThere);
    }
}
