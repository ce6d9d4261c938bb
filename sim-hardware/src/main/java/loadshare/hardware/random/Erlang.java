package loadshare.hardware.random;

import java.util.random.RandomGenerator;

/** Sum of k exponential phases with total mean {@code mean}: cv^2 = 1/k. */
public record Erlang(int k, double mean) implements Distribution {

    public Erlang {
        if (k < 1 || !(mean > 0)) {
            throw new IllegalArgumentException("erlang needs k >= 1 and a positive mean");
        }
    }

    @Override
    public double sample(RandomGenerator random) {
        double product = 1.0;
        for (int i = 0; i < k; i++) {
            product *= 1.0 - random.nextDouble();
        }
        return -mean / k * Math.log(product);
    }

    @Override
    public double squaredCv() {
        return 1.0 / k;
    }

    /** (1 + s mean / k)^-k: k exponential phases of mean mean/k. */
    @Override
    public double laplaceTransform(double s) {
        return Math.pow(1 + s * mean / k, -k);
    }
}
