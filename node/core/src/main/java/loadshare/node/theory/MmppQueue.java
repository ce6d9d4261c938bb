package loadshare.node.theory;

import org.apache.commons.math3.linear.MatrixUtils;
import org.apache.commons.math3.linear.RealMatrix;

/**
 * The MMPP/M/1 queue: one server with exponential service at rate mu, fed by a two-state Markov-modulated Poisson
 * process (arrivals at rate {@code calmRate} in the calm state and {@code burstRate} in the burst state, left at rates
 * {@code leaveCalm} and {@code leaveBurst}). Its mean response time is exact by the matrix-geometric method
 * ({@link QuasiBirthDeath}: level = jobs present, phase = the arrival state) and Little's law.
 */
public final class MmppQueue {

    private MmppQueue() {
    }

    /** The long-run mean arrival rate. */
    public static double meanRate(double calmRate, double burstRate, double leaveCalm, double leaveBurst) {
        double burstShare = leaveCalm / (leaveCalm + leaveBurst);
        return (1 - burstShare) * calmRate + burstShare * burstRate;
    }

    /** The mean response time (waiting and service) of a stable MMPP/M/1 queue. */
    public static double meanResponse(double calmRate, double burstRate, double leaveCalm, double leaveBurst,
                                      double mu) {
        double lambda = meanRate(calmRate, burstRate, leaveCalm, leaveBurst);
        if (!(lambda < mu)) {
            throw new IllegalArgumentException("unstable: the mean arrival rate " + lambda + " is not below mu " + mu);
        }
        RealMatrix up = MatrixUtils.createRealDiagonalMatrix(new double[] {calmRate, burstRate});
        RealMatrix local = MatrixUtils.createRealMatrix(new double[][] {
                {-(calmRate + mu + leaveCalm), leaveCalm},
                {leaveBurst, -(burstRate + mu + leaveBurst)}});
        RealMatrix down = MatrixUtils.createRealDiagonalMatrix(new double[] {mu, mu});
        RealMatrix localAtZero = MatrixUtils.createRealMatrix(new double[][] {
                {-(calmRate + leaveCalm), leaveCalm},
                {leaveBurst, -(burstRate + leaveBurst)}});
        return QuasiBirthDeath.meanLevel(up, local, down, localAtZero) / lambda;
    }
}
