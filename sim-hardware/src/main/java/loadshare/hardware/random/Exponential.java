package loadshare.hardware.random;

import java.util.random.RandomGenerator;

/** Exponential with the given mean: memoryless, cv = 1. */
public record Exponential(double mean) implements Distribution {

    public Exponential {
        if (!(mean > 0)) {
            throw new IllegalArgumentException("mean must be positive: " + mean);
        }
    }

    @Override
    public double sample(RandomGenerator random) {
        return ofUniform(random.nextDouble());
    }

    /** The sample that the uniform draw {@code u} in [0, 1) gives: what {@link #sample} returns for it. */
    public double ofUniform(double u) {
        // 1 - U is in (0, 1], so the logarithm is finite.
        return -mean * Math.log(1.0 - u);
    }

    @Override
    public double squaredCv() {
        return 1.0;
    }

    @Override
    public double laplaceTransform(double s) {
        return 1 / (1 + s * mean);
    }
}
