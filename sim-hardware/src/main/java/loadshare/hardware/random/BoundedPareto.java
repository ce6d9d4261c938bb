package loadshare.hardware.random;

import java.util.random.RandomGenerator;
import loadshare.config.ServiceSettings;

/** Pareto with shape alpha truncated to [min, max]: heavy-tailed service demands. Sampled by inverse CDF. */
public final class BoundedPareto implements Distribution {

    private final double alpha;
    private final double min;
    private final double max;
    private final double tailMass;   // 1 - (min/max)^alpha

    public BoundedPareto(double alpha, double min, double max) {
        if (!(alpha > 0) || !(min > 0) || !(max > min)) {
            throw new IllegalArgumentException("bounded-pareto needs alpha > 0 and 0 < min < max");
        }
        this.alpha = alpha;
        this.min = min;
        this.max = max;
        this.tailMass = 1 - Math.pow(min / max, alpha);
    }

    @Override
    public double sample(RandomGenerator random) {
        double u = random.nextDouble();
        return min / Math.pow(1 - u * tailMass, 1 / alpha);
    }

    @Override
    public double mean() {
        return moment(1);
    }

    @Override
    public double squaredCv() {
        double m1 = moment(1);
        return moment(2) / (m1 * m1) - 1;
    }

    /** E[X^j]. */
    public double moment(int j) {
        return ServiceSettings.boundedParetoMoment(alpha, min, max, j);
    }
}
