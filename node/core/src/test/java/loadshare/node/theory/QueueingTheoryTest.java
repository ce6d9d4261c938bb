package loadshare.node.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class QueueingTheoryTest {

    @Test
    void erlangC_matchesHandComputedValues() {
        assertEquals(0.5, QueueingTheory.erlangC(1, 0.5), 1e-12);
        // c = 2, a = 1: C = (a^2/2! * 1/(1-rho)) / (1 + a + a^2/2! * 1/(1-rho)) = 1/(1+1+1) = 1/3
        assertEquals(1.0 / 3, QueueingTheory.erlangC(2, 0.5), 1e-12);
        // stays finite and in (0,1) for ten thousand servers
        double c = QueueingTheory.erlangC(10_000, 0.99);
        assertEquals(true, c > 0 && c < 1);
    }

    @Test
    void responseTime_isMM1_MMc_andPollaczekKhinchine() {
        assertEquals(1 / (1 - 0.8), QueueingTheory.responseTime(1, 0.8, 1.0, 1.0), 1e-12);
        assertEquals(1 + (1.0 / 3) / (2 * 0.5), QueueingTheory.responseTime(2, 0.5, 1.0, 1.0), 1e-12);
        // M/D/1: W = s + rho s / (2 (1 - rho))
        assertEquals(1 + 0.8 / (2 * 0.2), QueueingTheory.responseTime(1, 0.8, 1.0, 0.0), 1e-12);
    }

    @Test
    void idleWhileWaiting_isTheSeedsFormula_forSingleCpuNodes() {
        int n = 20;
        for (double rho : new double[] {0.1, 0.5, 0.9}) {
            double expected = 1 - Math.pow(rho, n) - Math.pow(1 - rho * rho, n) + Math.pow(rho * (1 - rho), n);
            assertEquals(expected, QueueingTheory.idleWhileWaiting(n, 1, rho), 1e-12);
        }
        assertEquals(0.0, QueueingTheory.idleWhileWaiting(1, 1, 0.5), 1e-12, "one node cannot wait while idle");
    }

    @Test
    void loadsOutsideTheUnitInterval_areRefused() {
        assertThrows(IllegalArgumentException.class, () -> QueueingTheory.erlangC(1, 1.0));
        assertThrows(IllegalArgumentException.class, () -> QueueingTheory.erlangC(1, 0.0));
    }

    @Test
    void idleWhileWaitingMG1_withExponentialService_isTheSeedsFormula() {
        for (double rho : new double[] {0.1, 0.5, 0.9}) {
            assertEquals(QueueingTheory.idleWhileWaiting(20, 1, rho),
                    QueueingTheory.idleWhileWaitingMG1(20, rho, 1 / (1 + rho)), 1e-12);
            assertEquals(rho * (1 - rho), QueueingTheory.mg1ExactlyOne(rho, 1 / (1 + rho)), 1e-15);
        }
    }

    @Test
    void mg1ExactlyOne_forDeterministicService_isTheMD1Value() {
        // M/D/1 (service 1, lambda = rho): P(N = 1) = (1 - rho)(e^rho - 1)
        for (double rho : new double[] {0.2, 0.8}) {
            assertEquals((1 - rho) * (Math.exp(rho) - 1), QueueingTheory.mg1ExactlyOne(rho, Math.exp(-rho)), 1e-15);
        }
    }

    @Test
    void idleWhileWaitingMG1_inTheOwnersExperiment_isWhatNoneMeasures() {
        // 20 nodes, rho = 0.2, hyperexponential cv = 2 of mean 60: the M/M/1 formula said 0.558, none measured 0.745
        double p = 0.5 * (1 + Math.sqrt(3.0 / 5));
        double lambda = 0.2 / 60;
        double a0 = p / (1 + lambda * 60 / (2 * p)) + (1 - p) / (1 + lambda * 60 / (2 * (1 - p)));
        assertEquals(0.748, QueueingTheory.idleWhileWaitingMG1(20, 0.2, a0), 0.001);
    }
}
