package loadshare.node.theory;

import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.MatrixUtils;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;

/**
 * The stationary distribution of a level-independent quasi-birth-death process in continuous time, by the
 * matrix-geometric method (Neuts 1981; Latouche and Ramaswami 1999): states (level n >= 0, phase j); from any
 * level the process goes one level up by the rates {@code up} (A0), moves within its level by {@code local}
 * (A1, with the diagonal that makes the generator's rows sum to 0) and, from a level n >= 1, one level down by
 * {@code down} (A2); level 0 moves within itself by {@code localAtZero}. Then pi_n = pi_0 R^n, with R the minimal
 * non-negative solution of A0 + R A1 + R^2 A2 = 0, and pi_0 (localAtZero + R A2) = 0, pi_0 (I - R)^-1 1 = 1.
 */
final class QuasiBirthDeath {

    private static final double TOLERANCE = 1e-16;
    private static final int MOST_ITERATIONS = 100;

    private QuasiBirthDeath() {
    }

    /** The mean level, sum_n n pi_n 1 = pi_0 R (I - R)^-2 1, of a positive recurrent process. */
    static double meanLevel(RealMatrix up, RealMatrix local, RealMatrix down, RealMatrix localAtZero) {
        RealMatrix r = rateMatrix(up, local, down);
        int phases = r.getRowDimension();
        RealMatrix fundamental = inverse(MatrixUtils.createRealIdentityMatrix(phases).subtract(r));
        RealVector ones = new ArrayRealVector(phases, 1.0);
        RealVector pi0 = levelZero(localAtZero.add(r.multiply(down)), fundamental.operate(ones));
        return r.preMultiply(pi0).dotProduct(fundamental.operate(fundamental.operate(ones)));
    }

    /**
     * R = A0 (-(A1 + A0 G))^-1, with G, the minimal solution of A2 + A1 G + A0 G^2 = 0 (G_ij: the probability
     * that the first visit one level down, from phase i, is in phase j), found by logarithmic reduction (Latouche
     * and Ramaswami 1993), which doubles the levels it accounts for at each step: quadratic convergence. It stops
     * when T, the probability of reaching 2^k levels up before coming one down, is below 1e-16 (a test of G's row
     * sums against 1 can stall a few ulps away).
     */
    private static RealMatrix rateMatrix(RealMatrix up, RealMatrix local, RealMatrix down) {
        int phases = up.getRowDimension();
        RealMatrix identity = MatrixUtils.createRealIdentityMatrix(phases);
        RealMatrix minusLocalInverse = inverse(local.scalarMultiply(-1));
        RealMatrix b0 = minusLocalInverse.multiply(up);
        RealMatrix b2 = minusLocalInverse.multiply(down);
        RealMatrix g = b2;
        RealMatrix t = b0;
        for (int i = 0; t.getNorm() > TOLERANCE; i++) {
            if (i == MOST_ITERATIONS) {
                throw new ArithmeticException("logarithmic reduction did not converge: is the process recurrent?");
            }
            RealMatrix u = b0.multiply(b2).add(b2.multiply(b0));
            RealMatrix m = inverse(identity.subtract(u));
            b0 = m.multiply(b0.multiply(b0));
            b2 = m.multiply(b2.multiply(b2));
            g = g.add(t.multiply(b2));
            t = t.multiply(b0);
        }
        return up.multiply(inverse(local.add(up.multiply(g)).scalarMultiply(-1)));
    }

    /** The row vector x with x boundary = 0 and x normalizer = 1 (one equation replaced by the normalization). */
    private static RealVector levelZero(RealMatrix boundary, RealVector normalizer) {
        int last = boundary.getColumnDimension() - 1;
        RealMatrix system = boundary.copy();
        system.setColumnVector(last, normalizer);
        RealVector unit = new ArrayRealVector(last + 1);
        unit.setEntry(last, 1.0);
        return new LUDecomposition(system.transpose()).getSolver().solve(unit);
    }

    private static RealMatrix inverse(RealMatrix m) {
        return new LUDecomposition(m).getSolver().getInverse();
    }
}
