package loadshare.node.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import loadshare.node.compare.ResultsFolder.PointKey;
import loadshare.node.compare.ResultsFolder.Replication;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/** The difference of two runs' means: paired over common seeds, Welch's otherwise, by the textbook formulas. */
class DifferenceTest {

    private static final PointKey POINT = new PointKey("none", Map.of(), "0.9");

    private static List<Replication> reps(long seedBase, double... means) {
        return java.util.stream.IntStream.range(0, means.length)
                .mapToObj(i -> new Replication(i, seedBase + i, means[i], false)).toList();
    }

    @Test
    void sameSeeds_arePaired_andAConstantShiftIsSignificantHoweverNoisyTheRuns() {
        Difference d = Difference.of(POINT, reps(1, 2, 9, 4, 15), reps(1, 2.5, 9.5, 4.5, 15.5));
        assertTrue(d.paired());
        assertEquals(0.5, d.difference(), 1e-12);
        assertEquals(0, d.halfWidth(), 1e-12);
        assertTrue(d.significant());
    }

    @Test
    void pairedHalfWidth_isStudentTOverTheDifferences() {
        Difference d = Difference.of(POINT, reps(1, 1, 1, 1), reps(1, 2, 3, 4));
        double sd = 1.0;    // differences 1, 2, 3
        double expected = new TDistribution(2).inverseCumulativeProbability(0.975) * sd / Math.sqrt(3);
        assertEquals(2, d.difference(), 1e-12);
        assertEquals(expected, d.halfWidth(), 1e-12);
    }

    @Test
    void otherSeeds_giveWelchsInterval_withWelchSatterthwaiteDegreesOfFreedom() {
        Difference d = Difference.of(POINT, reps(1, 1, 2, 3), reps(100, 2, 4, 6, 8));
        assertFalse(d.paired());
        double va = 1.0 / 3;                 // variance 1 over 3 replications
        double vb = (20.0 / 3) / 4;          // variance 20/3 over 4
        double df = (va + vb) * (va + vb) / (va * va / 2 + vb * vb / 3);
        double expected = new TDistribution(df).inverseCumulativeProbability(0.975) * Math.sqrt(va + vb);
        assertEquals(3, d.difference(), 1e-12);
        assertEquals(expected, d.halfWidth(), 1e-12);
        assertFalse(d.significant(), "3 ± " + d.halfWidth());
    }

    @Test
    void oneReplication_hasNoInterval() {
        Difference d = Difference.of(POINT, reps(1, 1), reps(1, 2));
        assertTrue(Double.isNaN(d.halfWidth()));
        assertFalse(d.significant());
    }
}
