package loadshare.hardware.random;

import java.util.random.RandomGenerator;

/** Always the mean: cv = 0. Draws nothing from the stream. */
public record Deterministic(double mean) implements Distribution {

    @Override
    public double sample(RandomGenerator random) {
        return mean;
    }

    @Override
    public double squaredCv() {
        return 0.0;
    }

    @Override
    public double laplaceTransform(double s) {
        return Math.exp(-s * mean);
    }
}
