package loadshare.hardware.failure;

import java.util.random.RandomGenerator;
import loadshare.config.FailureSettings.Outages;
import org.apache.commons.math3.special.Gamma;

/**
 * One alternating up/down process: up for a time between failures, then down for a repair time, each drawn with
 * its law and mean from the process's own stream. Pure: the schedule asks for the next period.
 */
final class UpDownProcess {

    private final Outages outages;
    private final RandomGenerator random;
    /** Weibull's scale for the mean time between failures (unused for other laws). */
    private final double weibullScale;

    UpDownProcess(Outages outages, RandomGenerator random) {
        this.outages = outages;
        this.random = random;
        this.weibullScale = outages.mtbf() / Math.exp(Gamma.logGamma(1 + 1 / outages.uptimeShape()));
    }

    /** How long the host stays up this time. */
    double nextUptime() {
        return switch (outages.uptime()) {
            case EXPONENTIAL -> exponential(outages.mtbf());
            case WEIBULL -> weibullScale * Math.pow(-Math.log1p(-random.nextDouble()), 1 / outages.uptimeShape());
            case FIXED -> outages.mtbf();
            case LOGNORMAL -> throw new IllegalStateException("times between failures are not lognormal");
        };
    }

    /** How long this repair takes. */
    double nextRepair() {
        return switch (outages.repair()) {
            case EXPONENTIAL -> exponential(outages.mttr());
            case LOGNORMAL -> lognormal(outages.mttr(), outages.repairSigma());
            case FIXED -> outages.mttr();
            case WEIBULL -> throw new IllegalStateException("repair times are not Weibull");
        };
    }

    private double exponential(double mean) {
        return -mean * Math.log1p(-random.nextDouble());
    }

    /** A lognormal draw of the given mean: exp(mu + sigma Z) with mu = ln(mean) - sigma^2 / 2. */
    private double lognormal(double mean, double sigma) {
        return Math.exp(Math.log(mean) - sigma * sigma / 2 + sigma * random.nextGaussian());
    }
}
