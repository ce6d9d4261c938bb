package loadshare.policies.condor;

/**
 * How long the values an evaluation saw stay what they were, for expressions over ads with clocks (attributes
 * that grow with model time, such as {@code KeyboardIdle} and {@code CurrentTime}; see
 * {@link ClassAd.Builder#setClock}). Collected while evaluating: a clock's value is followed through arithmetic
 * ({@code +}, {@code -}, and {@code *}, {@code /} by a number that is not a clock), and every comparison that
 * sees one records the delay after which its two sides meet — the instant its outcome can change — as do
 * {@code %}, {@code floor}, {@code ceiling}, {@code round}, {@code int} at their next step. Only what was
 * evaluated counts: in {@code false && KeyboardIdle > 900} the comparison was never asked, and the result does
 * not depend on it.
 *
 * <p>A change either happens <em>at</em> the meeting instant ({@code KeyboardIdle >= 900} becomes true when
 * KeyboardIdle reaches 900) or just <em>after</em> it ({@code KeyboardIdle > 900}). A clock used in any other way
 * (as a string, in a list, multiplied by a clock...) makes the horizon {@link #unpredictable()}.
 */
public final class ClassAdHorizon {

    private double atMeet = Double.POSITIVE_INFINITY;
    private double afterMeet = Double.POSITIVE_INFINITY;
    private boolean unpredictable;

    /** The earliest delay, in model seconds from the evaluation, at which a seen value changes; +Infinity if none. */
    public double changeAt() {
        return atMeet;
    }

    /** The earliest delay just after which a seen value changes; +Infinity if none. */
    public double changeAfter() {
        return afterMeet;
    }

    /** Whether a clock was used in a way whose next change cannot be told. */
    public boolean unpredictable() {
        return unpredictable;
    }

    /** Adds what {@code other} saw. */
    public void include(ClassAdHorizon other) {
        atMeet = Math.min(atMeet, other.atMeet);
        afterMeet = Math.min(afterMeet, other.afterMeet);
        unpredictable |= other.unpredictable;
    }

    void change(double delay, boolean after) {
        if (!(delay >= 0) || Double.isInfinite(delay)) {
            return;
        }
        if (after) {
            afterMeet = Math.min(afterMeet, delay);
        } else {
            atMeet = Math.min(atMeet, delay);
        }
    }

    void markUnpredictable() {
        unpredictable = true;
    }

    @Override
    public String toString() {
        return "changes at " + atMeet + ", after " + afterMeet + (unpredictable ? ", unpredictable" : "");
    }
}
