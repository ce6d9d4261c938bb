package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When a clock makes an expression's value change: the horizon an evaluation reports. */
class ClassAdHorizonTest {

    /** Owner away for 100 s (KeyboardIdle grows), 19:00 plus 100 s of day 0, in its activity since 68000 s. */
    private static final ClassAd MACHINE = ClassAd.builder().setClock("KeyboardIdle", 100, 1)
            .setClock("CurrentTime", 68_500, 1).set("EnteredCurrentActivity", 68_000.0).set("LoadAvg", 0).build();

    private static ClassAdHorizon horizon(String expression) {
        ClassAdHorizon horizon = new ClassAdHorizon();
        ClassAdExpression.parse(expression).evaluate(MACHINE, ClassAd.EMPTY, horizon);
        return horizon;
    }

    @Test
    void aNonStrictComparison_changesWhenItsSidesMeet_aStrictOneJustAfter() {
        assertEquals(800, horizon("KeyboardIdle >= 900").changeAt());
        assertEquals(Double.POSITIVE_INFINITY, horizon("KeyboardIdle >= 900").changeAfter());
        assertEquals(800, horizon("KeyboardIdle > 15 * 60").changeAfter());
        assertEquals(800, horizon("KeyboardIdle <= 900").changeAfter(), "true until just after 900");
        assertEquals(800, horizon("900 > KeyboardIdle").changeAt(), "sides swapped");
    }

    @Test
    void clocksAreFollowedThroughArithmetic() {
        assertEquals(100, horizon("CurrentTime >= EnteredCurrentActivity + 600").changeAt());
        assertEquals(100, horizon("CurrentTime - EnteredCurrentActivity >= 600").changeAt());
        assertEquals(400, horizon("KeyboardIdle / 60 >= 500.0 / 60").changeAt(), 1e-9);
        assertEquals(380, horizon("KeyboardIdle / 60 >= 500 / 60").changeAt(), 1e-9, "500 / 60 is the integer 8");
        assertEquals(50, horizon("2 * KeyboardIdle - 100 >= 200").changeAt());
        assertEquals(Double.POSITIVE_INFINITY, horizon("KeyboardIdle - CurrentTime >= 0").changeAt(), "same speed");
    }

    @Test
    void onlyWhatWasEvaluatedCounts() {
        assertEquals(Double.POSITIVE_INFINITY, horizon("LoadAvg > 0 && KeyboardIdle >= 900").changeAt());
        assertEquals(800, horizon("LoadAvg == 0 && KeyboardIdle >= 900").changeAt());
        assertEquals(Double.POSITIVE_INFINITY, horizon("KeyboardIdle >= 50").changeAt(), "already past");
    }

    @Test
    void stepsOfModuloAndRounding_areChanges() {
        assertEquals(17_900, horizon("CurrentTime % 86400 >= 19 * 3600").changeAt(), "midnight wraps it");
        assertEquals(17_900, horizon("CurrentTime % 86400 < 7 * 3600").changeAt());
        assertEquals(20, horizon("floor(KeyboardIdle / 60) > 100").changeAt(), 1e-9);
        assertFalse(horizon("floor(KeyboardIdle / 60) > 100").unpredictable());
    }

    @Test
    void aClockUsedOtherwise_isUnpredictable() {
        assertTrue(horizon("strcat(KeyboardIdle) == \"x\"").unpredictable());
        assertTrue(horizon("KeyboardIdle * KeyboardIdle > 10").unpredictable());
        assertTrue(horizon("member(KeyboardIdle, {1, 2})").unpredictable());
        assertFalse(horizon("isReal(KeyboardIdle)").unpredictable(), "its type does not change");
    }
}
