package loadshare.hardware.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class DistributionsTest {

    private static final int SAMPLES = 400_000;

    @Test
    void everyDistribution_hasTheMeanAndVariabilityItClaims() {
        check(new Exponential(2.0));
        check(new Deterministic(1.5));
        check(new Erlang(4, 1.0));
        check(new Hyperexponential(1.0, 3.0));
        check(new BoundedPareto(1.5, 0.2, 50.0));
    }

    /** Sample mean and cv^2 within a few standard errors of the claimed values (fixed seed). */
    private static void check(Distribution d) {
        RandomGenerator r = new RandomStreams(7).stream(0, StreamPurpose.SERVICE);
        double sum = 0;
        double sumSq = 0;
        for (int i = 0; i < SAMPLES; i++) {
            double x = d.sample(r);
            assertTrue(x > 0, d + " sampled " + x);
            sum += x;
            sumSq += x * x;
        }
        double mean = sum / SAMPLES;
        double variance = sumSq / SAMPLES - mean * mean;
        double sd = Math.sqrt(d.squaredCv()) * d.mean();
        double meanTolerance = 5 * sd / Math.sqrt(SAMPLES) + 1e-12;
        assertEquals(d.mean(), mean, meanTolerance, d + " mean");
        // The variance estimate of heavy tails converges slowly: 10% is a loose but failing-when-wrong check.
        assertEquals(d.squaredCv(), variance / (mean * mean), 0.1 * d.squaredCv() + 1e-9, d + " cv^2");
    }

    @Test
    void streams_areReproducible_andDifferByNodeAndPurpose() {
        RandomStreams streams = new RandomStreams(1);
        double a = streams.stream(3, StreamPurpose.ARRIVALS).nextDouble();
        assertEquals(a, new RandomStreams(1).stream(3, StreamPurpose.ARRIVALS).nextDouble());
        assertNotEquals(a, streams.stream(4, StreamPurpose.ARRIVALS).nextDouble());
        assertNotEquals(a, streams.stream(3, StreamPurpose.SERVICE).nextDouble());
        assertNotEquals(a, new RandomStreams(2).stream(3, StreamPurpose.ARRIVALS).nextDouble());
        assertNotEquals(RandomStreams.replicationSeed(1, 0), RandomStreams.replicationSeed(1, 1));
    }
}
