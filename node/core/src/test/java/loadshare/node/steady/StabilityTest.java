package loadshare.node.steady;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StabilityTest {

    private static final Trend RISING = Trend.of(new double[] {1, 2, 3, 4, 5, 6, 7, 8});
    private static final EffectiveLoad LIGHT = new EffectiveLoad(0.5, "");

    @Test
    void steadyRun_isStable() {
        Stability s = Stability.judge("", 3, 30, LIGHT, Trend.of(new double[] {5, 4, 5, 6, 5, 4, 5, 5}));
        assertFalse(s.unstable());
        assertEquals("", s.why());
    }

    @Test
    void overload_saysItsEffectiveLoadAndCosts() {
        Stability s = Stability.judge("", 3, 30, new EffectiveLoad(1.006, "transfer"), Trend.NONE);
        assertTrue(s.unstable());
        assertEquals("effective load 1.006 with transfer costs", s.why());
    }

    @Test
    void risingResponseTimes_sayTheirTrend() {
        Stability s = Stability.judge("", 3, 30, LIGHT, Trend.of(new double[] {1, 2, 3, 4, 5, 6, 7, 8.5}));
        assertTrue(s.unstable());
        assertTrue(s.why().startsWith("response times still rising over the run's second half (t = "), s.why());
    }

    @Test
    void queuesGrown_sayHowMuch() {
        assertEquals("31 more jobs in the cluster at the end than when measuring began",
                Stability.judge("", 31, 30, LIGHT, Trend.NONE).why());
    }

    @Test
    void stoppedRun_saysWhyFirst() {
        assertEquals("the warm-up never ended", Stability.judge("the warm-up never ended", 100, 30,
                new EffectiveLoad(1.2, ""), RISING).why());
    }
}
