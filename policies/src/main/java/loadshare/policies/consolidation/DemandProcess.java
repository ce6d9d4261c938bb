package loadshare.policies.consolidation;

import java.util.random.RandomGenerator;

/**
 * How a VM's CPU demand varies: each virtual CPU's utilisation {@code u} (in [0, 1]) is constant between
 * consolidation intervals and follows a first-order autoregressive process around the VM's own level {@code m}:
 * {@code m} is drawn once, uniform in [mean - h, mean + h] with h = min(mean, 1 - mean) (so the levels average
 * {@code mean}); the first {@code u} is {@code m}, and at every interval
 * {@code u' = clamp(m + persistence (u - m) + variability sqrt(1 - persistence^2) Z, 0, 1)}, Z standard normal.
 * A persistence near 1 gives slowly drifting demand (a predictable server), 0 independent draws.
 *
 * @param mean        the mean level, in (0, 1]
 * @param variability the standard deviation of the level's noise (before clamping), {@code >= 0}
 * @param persistence the correlation between successive intervals, in [0, 1]
 */
public record DemandProcess(double mean, double variability, double persistence) {

    /** One VM's demand, drawn from its own stream (the same whatever the policy). */
    public VmDemand start(RandomGenerator random) {
        double h = Math.min(mean, 1 - mean);
        double level = mean - h + 2 * h * random.nextDouble();
        double noise = variability * Math.sqrt(1 - persistence * persistence);
        return new VmDemand() {
            private double u = -1;

            @Override
            public double next() {
                u = u < 0 ? level : clamp(level + persistence * (u - level) + noise * random.nextGaussian());
                return u;
            }
        };
    }

    private static double clamp(double u) {
        return Math.max(0, Math.min(1, u));
    }
}
