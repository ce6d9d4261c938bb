package loadshare.config;

import java.io.Serializable;

/**
 * Service demand of a job, in model seconds of work on a host of speed 1.
 *
 * @param mean  the mean demand; for bounded-pareto it follows from alpha, min and max (see {@link #effectiveMean()})
 * @param k     phases of the erlang distribution
 * @param cv    coefficient of variation of the hyperexponential distribution (must be above 1)
 * @param alpha shape of the bounded-pareto distribution
 * @param min   lower bound of the bounded-pareto distribution
 * @param max   upper bound of the bounded-pareto distribution
 */
public record ServiceSettings(ServiceDistribution distribution, double mean, int k, double cv,
                              double alpha, double min, double max) implements Serializable {

    /** The mean demand this distribution really has. */
    public double effectiveMean() {
        return distribution == ServiceDistribution.BOUNDED_PARETO ? boundedParetoMoment(alpha, min, max, 1) : mean;
    }

    /** E[X^j] of the bounded Pareto distribution on [l, h] with shape alpha: the one place this formula lives. */
    public static double boundedParetoMoment(double alpha, double l, double h, int j) {
        double norm = alpha / (1 - Math.pow(l / h, alpha));
        if (Math.abs(alpha - j) < 1e-12) {
            return norm * Math.pow(l, alpha) * Math.log(h / l);
        }
        return norm * Math.pow(l, alpha) * (Math.pow(h, j - alpha) - Math.pow(l, j - alpha)) / (j - alpha);
    }
}
