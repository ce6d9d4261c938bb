package loadshare.node.steady;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TrendTest {

    @Test
    void slopeAndT_matchTheHandComputedRegression() {
        // y = 1, 3, 2, 4, 3, 5, 4, 6 against x = 0..7: mean x 3.5, mean y 3.5, Sxx = 42, Sxy = 24, Syy = 18
        Trend trend = Trend.of(new double[] {1, 3, 2, 4, 3, 5, 4, 6});
        assertEquals(24.0 / 42, trend.slope(), 1e-12);
        // residuals' sum of squares: Syy - Sxy^2 / Sxx = 18 - 576 / 42
        double se = Math.sqrt((18 - 576.0 / 42) / 6 / 42);
        assertEquals(24.0 / 42 / se, trend.t(), 1e-9);
        assertEquals(8, trend.batches());
    }

    @Test
    void pValue_isTheUpperTailOfStudentT() {
        // t = 3.707 with 6 degrees of freedom is the 99.5% quantile: P(T >= t) = 0.005
        double[] line = new double[8];
        Trend flat = Trend.of(new double[] {0, 0, 0, 0, 0, 0, 0, 0});
        assertEquals(1.0, flat.pValue());
        for (int i = 0; i < line.length; i++) {
            line[i] = i + (i % 2 == 0 ? 1 : -1); // a slope of 1 with alternating noise
        }
        Trend trend = Trend.of(line);
        assertEquals(1 - new org.apache.commons.math3.distribution.TDistribution(6).cumulativeProbability(trend.t()),
                trend.pValue(), 1e-12);
    }

    @Test
    void steadilyGrowingSeries_isGrowingAtAStrictLevel() {
        SplittableRandom random = new SplittableRandom(7);
        double[] means = new double[32];
        for (int i = 0; i < means.length; i++) {
            means[i] = 10 + 0.5 * i + random.nextGaussian();
        }
        Trend trend = Trend.of(means);
        assertTrue(trend.growing(Stability.TREND_LEVEL), trend.toString());
    }

    @Test
    void stationarySeries_isNotGrowing() {
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            double[] means = new double[32];
            for (int i = 0; i < means.length; i++) {
                means[i] = 10 + random.nextGaussian();
            }
            assertFalse(Trend.of(means).growing(Stability.TREND_LEVEL), "seed " + seed);
        }
    }

    @Test
    void fallingSeries_isNotGrowing() {
        double[] means = new double[16];
        for (int i = 0; i < means.length; i++) {
            means[i] = 100 - 3 * i + (i % 3);
        }
        assertFalse(Trend.of(means).growing(0.5));
    }

    @Test
    void exactLine_hasPValueZeroIfRising() {
        assertEquals(0.0, Trend.of(new double[] {1, 2, 3, 4, 5, 6, 7, 8}).pValue());
        assertEquals(1.0, Trend.of(new double[] {8, 7, 6, 5, 4, 3, 2, 1}).pValue());
    }

    @Test
    void tooFewBatches_noTrend() {
        assertSame(Trend.NONE, Trend.of(new double[] {1, 2, 3, 4, 5, 6, 7}));
        assertFalse(Trend.NONE.growing(1.0 - 1e-9));
    }
}
