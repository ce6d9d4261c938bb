package loadshare.node.steady;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StabilityTest {

    private static final EffectiveLoad LIGHT = new EffectiveLoad(0.5, "");

    @Test
    void steadyRun_isStable() {
        Stability s = Stability.judge("", 3, 30, LIGHT);
        assertFalse(s.unstable());
        assertEquals("", s.why());
    }

    @Test
    void overload_saysItsEffectiveLoadAndCosts() {
        Stability s = Stability.judge("", 3, 30, new EffectiveLoad(1.006, "transfer"));
        assertTrue(s.unstable());
        assertEquals("effective load 1.006 with transfer costs", s.why());
    }

    @Test
    void queuesGrown_sayHowMuch() {
        assertEquals("31 more jobs in the cluster at the end than when measuring began",
                Stability.judge("", 31, 30, LIGHT).why());
    }

    @Test
    void stoppedRun_saysWhyFirst() {
        assertEquals("the warm-up never ended", Stability.judge("the warm-up never ended", 100, 30,
                new EffectiveLoad(1.2, "")).why());
    }
}
