package loadshare.node.steady;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MserTest {

    @Test
    void clearInitialTransient_isCutWhereItEnds() {
        // 40 batches far above the steady level, then 360 around it: all 40 cut, and at most a few steady ones
        // (MSER also drops a steady batch or two that happen to lie high)
        SplittableRandom random = new SplittableRandom(3);
        double[] means = new double[400];
        for (int i = 0; i < means.length; i++) {
            means[i] = (i < 40 ? 50 : 10) + random.nextGaussian();
        }
        Mser mser = Mser.of(means);
        assertTrue(mser.truncated() >= 40 && mser.truncated() <= 44, "d = " + mser.truncated());
        assertEquals(5L * mser.truncated(), mser.warmupJobs());
        assertEquals(400, mser.batches());
    }

    @Test
    void decayingTransient_isCutNearItsEnd() {
        // a queue filling from empty: 10 (1 - e^(-i/20)) + noise; within a few batches of where the rise is lost in
        // the noise
        SplittableRandom random = new SplittableRandom(5);
        double[] means = new double[1000];
        for (int i = 0; i < means.length; i++) {
            means[i] = 10 * (1 - Math.exp(-i / 20.0)) + 0.5 * random.nextGaussian();
        }
        int d = Mser.of(means).truncated();
        assertTrue(d >= 40 && d <= 150, "d = " + d);
    }

    @Test
    void stationarySeries_isHardlyCut() {
        for (long seed = 1; seed <= 10; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            double[] means = new double[1000];
            for (int i = 0; i < means.length; i++) {
                means[i] = 10 + random.nextGaussian();
            }
            assertTrue(Mser.of(means).truncated() <= 50, "seed " + seed + ": d = " + Mser.of(means).truncated());
        }
    }

    @Test
    void handMadeSeries_statisticAsDefined() {
        // Y = 9, 1, 1, 1: d = 0 leaves mean 3, SS 48, 48 / 16 = 3; d = 1 leaves three 1s: 0; d = 2 is allowed (n / 2)
        Mser mser = Mser.of(new double[] {9, 1, 1, 1});
        assertEquals(1, mser.truncated());
        assertEquals(0.0, mser.statistic(), 1e-12);
    }

    @Test
    void truncation_neverBeyondTheFirstHalf() {
        // rising all along: the minimum is sought over d <= n / 2 only
        double[] means = new double[10];
        for (int i = 0; i < means.length; i++) {
            means[i] = i * i;
        }
        assertTrue(Mser.of(means).truncated() <= 5);
    }

    @Test
    void tooShort_noTruncation() {
        assertEquals(0, Mser.of(new double[] {4}).truncated());
    }
}
