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

    /**
     * E[exp(-s X)] by adaptive Simpson quadrature to 1e-13 over t = ln(X / min), where the density is
     * alpha e^(-alpha t) / (1 - (min/max)^alpha) on [0, ln(max / min)] and the integrand is smooth.
     */
    @Override
    public double laplaceTransform(double s) {
        if (s == 0) {
            return 1.0;
        }
        double top = Math.log(max / min);
        double mid = top / 2;
        double fa = integrand(s, 0);
        double fm = integrand(s, mid);
        double fb = integrand(s, top);
        return simpson(s, 0, top, fa, fm, fb, (fa + 4 * fm + fb) * top / 6, 1e-13, 50);
    }

    private double integrand(double s, double t) {
        return alpha * Math.exp(-alpha * t - s * min * Math.exp(t)) / tailMass;
    }

    private double simpson(double s, double a, double b, double fa, double fm, double fb, double whole,
                           double tolerance, int depth) {
        double m = (a + b) / 2;
        double lm = (a + m) / 2;
        double rm = (m + b) / 2;
        double flm = integrand(s, lm);
        double frm = integrand(s, rm);
        double left = (fa + 4 * flm + fm) * (m - a) / 6;
        double right = (fm + 4 * frm + fb) * (b - m) / 6;
        double delta = left + right - whole;
        if (depth <= 0 || Math.abs(delta) <= 15 * tolerance) {
            return left + right + delta / 15;
        }
        return simpson(s, a, m, fa, flm, fm, left, tolerance / 2, depth - 1)
                + simpson(s, m, b, fm, frm, fb, right, tolerance / 2, depth - 1);
    }
}
