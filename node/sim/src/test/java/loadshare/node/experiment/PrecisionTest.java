package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.ExperimentSettings;
import loadshare.config.RunSettings;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.TestExperiments;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/** {@code run.precision}: sequential replications until the interval is narrow enough, deterministically. */
class PrecisionTest {

    private static ExperimentResult run(ExperimentSettings s) throws InterruptedException {
        return new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
    }

    private static ExperimentSettings settings(double precision, long maxJobs, int threads) {
        ExperimentSettings s = TestExperiments.exponential(3, List.of(0.5, 0.8), 2_000, 200, 3, "none");
        return s.withRun(new RunSettings(2_000, 200, 3, 1, threads, precision, maxJobs));
    }

    @Test
    void precision_addsReplicationsUntilEveryHalfWidthIsWithinItOfTheMean() throws InterruptedException {
        ExperimentResult r = run(settings(0.03, 400_000, 2));
        for (PointSummary s : r.summaries()) {
            assertTrue(s.ci95HalfWidth() <= 0.03 * s.response().mean(), s.toString());
            assertTrue(s.check().precisionReached());
            assertEquals(s.replications(), r.replications().stream().filter(row -> row.load() == s.load()).count());
        }
        // the higher load is noisier and needed more replications than the three it started with
        assertTrue(r.summaries().get(1).replications() > 3, r.summaries().toString());
    }

    @Test
    void precision_spendsAtMostMaxJobs_andFlagsThePointsThatDidNotGetThere() throws InterruptedException {
        ExperimentResult r = run(settings(0.001, 10_000, 2));
        for (PointSummary s : r.summaries()) {
            assertEquals(5, s.replications());
            assertFalse(s.check().precisionReached());
            assertTrue(s.check().flagged());
        }
    }

    @Test
    void precision_sameSeed_sameResults_whateverTheThreads() throws InterruptedException {
        assertEquals(run(settings(0.03, 400_000, 1)).replications(), run(settings(0.03, 400_000, 2)).replications());
    }

    @Test
    void withoutPrecision_nothingIsAdded_andNoneIsCheckedAgainstItsExactMean() throws InterruptedException {
        ExperimentResult r = run(settings(0, 0, 2));
        for (PointSummary s : r.summaries()) {
            assertEquals(3, s.replications());
            assertTrue(Double.isNaN(s.check().precision()));
            assertEquals(1 / (1 - s.load()), s.check().exactMean(), 1e-12);
        }
    }
}
