package loadshare.hardware.random;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The service distributions' Laplace-Stieltjes transforms E[exp(-s X)], which the M/G/1 references rest on. */
class LaplaceTransformTest {

    private static final List<Distribution> ALL = List.of(new Exponential(2.0), new Deterministic(1.5),
            new Erlang(4, 1.0), new Hyperexponential(1.0, 3.0), new BoundedPareto(1.1, 0.1, 100.0),
            new BoundedPareto(1.5, 0.2, 50.0));

    @Test
    void everyTransform_isOneAtZero_andItsSlopesAreTheFirstTwoMoments() {
        for (Distribution d : ALL) {
            assertEquals(1.0, d.laplaceTransform(0), 1e-12, d.toString());
            double h = 1e-5;
            // -L'(0) = E[X] and L''(0) = E[X^2] = mean^2 (1 + cv^2), by central differences around 0 of the
            // smooth extension: L(h) = 1 - h E[X] + h^2 E[X^2] / 2 - ...
            double first = (1 - d.laplaceTransform(h)) / h;
            assertEquals(d.mean(), first, 1e-3 * d.mean() * (1 + d.squaredCv()), d.toString());
            double k = 1e-4;
            double second = (d.laplaceTransform(2 * k) - 2 * d.laplaceTransform(k) + 1) / (k * k);
            double secondMoment = d.mean() * d.mean() * (1 + d.squaredCv());
            assertEquals(secondMoment, second, 0.02 * secondMoment, d.toString());
        }
    }

    @Test
    void specialCases_agree_withTheExponential() {
        Distribution exponential = new Exponential(1.0);
        for (double s : new double[] {0.1, 0.7, 3.0}) {
            assertEquals(exponential.laplaceTransform(s), new Erlang(1, 1.0).laplaceTransform(s), 1e-15);
            assertEquals(exponential.laplaceTransform(s), new Hyperexponential(1.0, 1.0).laplaceTransform(s), 1e-15);
            assertEquals(Math.exp(-s), new Deterministic(1.0).laplaceTransform(s), 1e-15);
            // Erlang with many phases tends to the deterministic
            assertEquals(Math.exp(-s), new Erlang(100_000, 1.0).laplaceTransform(s), 1e-4);
        }
    }

    @Test
    void boundedPareto_agreesWith_aPlainTrapezoidSumOverTheDensity() {
        double alpha = 1.1;
        double min = 0.1;
        double max = 100.0;
        BoundedPareto d = new BoundedPareto(alpha, min, max);
        for (double s : new double[] {0.05, 0.5, 5.0}) {
            // independent check: the trapezoid rule in x on a geometric grid
            int n = 400_000;
            double ratio = Math.pow(max / min, 1.0 / n);
            double tail = 1 - Math.pow(min / max, alpha);
            double sum = 0;
            double x = min;
            for (int i = 0; i < n; i++) {
                double next = x * ratio;
                double fx = alpha * Math.pow(min, alpha) * Math.pow(x, -alpha - 1) / tail * Math.exp(-s * x);
                double fn = alpha * Math.pow(min, alpha) * Math.pow(next, -alpha - 1) / tail * Math.exp(-s * next);
                sum += (fx + fn) / 2 * (next - x);
                x = next;
            }
            assertEquals(sum, d.laplaceTransform(s), 1e-8, "s = " + s);
        }
    }
}
