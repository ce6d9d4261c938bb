package loadshare.hardware.random;

import java.util.random.RandomGenerator;

/** A distribution of positive values (service demands, inter-arrival times) sampled from a given stream. */
public interface Distribution {

    double sample(RandomGenerator random);

    double mean();

    /** Squared coefficient of variation: variance / mean^2. */
    double squaredCv();
}
