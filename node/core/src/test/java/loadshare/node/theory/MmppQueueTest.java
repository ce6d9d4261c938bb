package loadshare.node.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.junit.jupiter.api.Test;

/** The MMPP/M/1 queue's mean response, against M/M/1 and against the chain itself, truncated and solved directly. */
class MmppQueueTest {

    @Test
    void equalRates_areAPoissonProcess_andGiveMM1() {
        assertEquals(1 / (1.0 - 0.7), MmppQueue.meanResponse(0.7, 0.7, 0.3, 0.9, 1.0), 1e-9);
        assertEquals(1 / (2.0 - 0.5), MmppQueue.meanResponse(0.5, 0.5, 5, 0.01, 2.0), 1e-9);
    }

    @Test
    void bursts_agreeWithTheTruncatedChainSolvedDirectly() {
        double calm = 0.3;
        double burst = 1.5;
        double leaveCalm = 0.05;
        double leaveBurst = 0.2;
        double mu = 1.0;
        double lambda = MmppQueue.meanRate(calm, burst, leaveCalm, leaveBurst);
        assertEquals(0.8 * calm + 0.2 * burst, lambda, 1e-12);
        double exact = MmppQueue.meanResponse(calm, burst, leaveCalm, leaveBurst, mu);
        assertEquals(truncated(calm, burst, leaveCalm, leaveBurst, mu, 500) / lambda, exact, 1e-6 * exact);
        assertTrue(exact > 1 / (mu - lambda), "bursts wait longer than Poisson arrivals at the same rate");
    }

    @Test
    void anUnstableQueue_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> MmppQueue.meanResponse(0.5, 3, 1, 1, 1.0));
    }

    /** The mean number in system of the chain cut at {@code levels}, from its balance equations (dense LU). */
    private static double truncated(double calm, double burst, double leaveCalm, double leaveBurst, double mu,
                                    int levels) {
        int states = 2 * (levels + 1);
        RealMatrix q = new Array2DRowRealMatrix(states, states);
        double[] rates = {calm, burst};
        double[] leave = {leaveCalm, leaveBurst};
        for (int n = 0; n <= levels; n++) {
            for (int j = 0; j < 2; j++) {
                int s = 2 * n + j;
                q.addToEntry(s, 2 * n + 1 - j, leave[j]);
                if (n < levels) {
                    q.addToEntry(s, s + 2, rates[j]);
                }
                if (n > 0) {
                    q.addToEntry(s, s - 2, mu);
                }
            }
        }
        for (int s = 0; s < states; s++) {
            double out = 0;
            for (int t = 0; t < states; t++) {
                out += t == s ? 0 : q.getEntry(s, t);
            }
            q.setEntry(s, s, -out);
        }
        RealMatrix system = q.transpose();
        for (int t = 0; t < states; t++) {
            system.setEntry(states - 1, t, 1.0);
        }
        RealVector unit = new ArrayRealVector(states);
        unit.setEntry(states - 1, 1.0);
        RealVector pi = new LUDecomposition(system).getSolver().solve(unit);
        double mean = 0;
        for (int s = 0; s < states; s++) {
            mean += (s / 2) * pi.getEntry(s);
        }
        return mean;
    }
}
