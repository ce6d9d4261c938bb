package loadshare.hardware.random;

import java.util.random.RandomGenerator;

/** A distribution of positive values (service demands, inter-arrival times) sampled from a given stream. */
public interface Distribution {

    double sample(RandomGenerator random);

    double mean();

    /** Squared coefficient of variation: variance / mean^2. */
    double squaredCv();

    /**
     * The Laplace-Stieltjes transform E[exp(-s X)] at {@code s >= 0}, exact or to about 1e-12; NaN when this
     * distribution does not know it (queueing theory then says so rather than guess). For an M/G/1 queue
     * with arrival rate lambda it is P(no arrival during one service) at s = lambda.
     */
    default double laplaceTransform(double s) {
        return Double.NaN;
    }
}
