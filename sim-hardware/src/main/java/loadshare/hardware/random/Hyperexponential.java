package loadshare.hardware.random;

import java.util.random.RandomGenerator;

/**
 * Two-phase hyperexponential with balanced means and the given coefficient of variation (cv >= 1):
 * with probability p an exponential of mean mean/(2p), else one of mean mean/(2(1-p)),
 * where p = (1 + sqrt((cv^2 - 1)/(cv^2 + 1))) / 2.
 */
public final class Hyperexponential implements Distribution {

    private final double mean;
    private final double cv;
    private final double p;
    private final double mean1;
    private final double mean2;

    public Hyperexponential(double mean, double cv) {
        if (!(mean > 0) || !(cv >= 1)) {
            throw new IllegalArgumentException("hyperexponential needs a positive mean and cv >= 1");
        }
        this.mean = mean;
        this.cv = cv;
        double c2 = cv * cv;
        this.p = 0.5 * (1 + Math.sqrt((c2 - 1) / (c2 + 1)));
        this.mean1 = mean / (2 * p);
        this.mean2 = p < 1 ? mean / (2 * (1 - p)) : mean;
    }

    @Override
    public double sample(RandomGenerator random) {
        double phaseMean = random.nextDouble() < p ? mean1 : mean2;
        return -phaseMean * Math.log(1.0 - random.nextDouble());
    }

    @Override
    public double mean() {
        return mean;
    }

    @Override
    public double squaredCv() {
        return cv * cv;
    }

    /** The mixture of the two phases' transforms: p / (1 + s mean1) + (1 - p) / (1 + s mean2). */
    @Override
    public double laplaceTransform(double s) {
        return p / (1 + s * mean1) + (1 - p) / (1 + s * mean2);
    }
}
