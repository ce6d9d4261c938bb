package loadshare.node.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The benchmark's minimal loop simulates what it claims to: with d = 1, N independent M/M/1 queues (mean response
 * 1 / (1 - ρ)); with d = 2, the supermarket model (mean response Σ_{i≥1} ρ^((2^i - 2)), Mitzenmacher's limit for
 * large N). Fixed seeds; tolerances a few standard errors of 400,000 jobs at ρ = 0.5.
 */
class MinimalLoopTest {

    @Test
    void oneChoice_isNIndependentMM1Queues() {
        MinimalLoop.Result r = new MinimalLoop(200, 0.5, 1, 7).run(40_000, 400_000);
        assertEquals(440_000, r.jobs());
        assertEquals(2.0, r.meanResponse(), 0.06);
    }

    @Test
    void twoChoices_matchTheSupermarketModel() {
        double limit = 0;
        for (int i = 1; i < 10; i++) {
            limit += Math.pow(0.5, Math.pow(2, i) - 2);
        }
        MinimalLoop.Result r = new MinimalLoop(1_000, 0.5, 2, 7).run(40_000, 400_000);
        assertEquals(limit, r.meanResponse(), 0.03);
    }

    @Test
    void everyJobIsTwoEvents() {
        MinimalLoop.Result r = new MinimalLoop(50, 0.9, 3, 1).run(0, 100_000);
        assertTrue(Math.abs(r.events() - 2 * r.jobs()) <= 2 * 50 + 50, "events " + r.events());
    }
}
