package loadshare.node.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DispatchTheoryTest {

    @Test
    void roundRobin_toOneNode_isMM1() {
        for (double rho : new double[] {0.1, 0.5, 0.9, 0.99}) {
            assertEquals(rho, DispatchTheory.erlangSigma(1, rho, 1), 1e-9);
            assertEquals(1 / (1 - rho), DispatchTheory.roundRobinResponseTime(1, rho, 1), 1e-6 / (1 - rho));
        }
    }

    @Test
    void sigma_solvesItsEquation_inZeroOne() {
        for (int n : new int[] {2, 5, 20, 100}) {
            for (double rho : new double[] {0.2, 0.7, 0.95}) {
                double sigma = DispatchTheory.erlangSigma(n, rho * 2, 2);
                assertTrue(sigma > 0 && sigma < 1);
                assertEquals(sigma, Math.pow(n * rho * 2 / (n * rho * 2 + 2 * (1 - sigma)), n), 1e-12);
            }
        }
    }

    @Test
    void roundRobin_beatsRandom_andMoreNodesMakeArrivalsMoreRegular() {
        double random = DispatchTheory.randomResponseTime(0.8, 1);
        assertEquals(5, random, 1e-12);
        double two = DispatchTheory.roundRobinResponseTime(2, 0.8, 1);
        double twenty = DispatchTheory.roundRobinResponseTime(20, 0.8, 1);
        assertTrue(twenty < two && two < random);
        // As N grows the arrivals become deterministic: D/M/1, sigma = exp(-(1 - sigma) / rho)
        double sigma = 0.5;
        for (int i = 0; i < 10_000; i++) {
            sigma = Math.exp(-(1 - sigma) / 0.8);
        }
        assertEquals(1 / (1 - sigma), DispatchTheory.roundRobinResponseTime(100_000, 0.8, 1), 1e-3);
    }

    @Test
    void anUnstableQueue_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> DispatchTheory.roundRobinResponseTime(3, 1.0, 1));
        assertThrows(IllegalArgumentException.class, () -> DispatchTheory.randomResponseTime(2, 1));
    }
}
