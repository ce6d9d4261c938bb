package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.DispatchSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.NetworkSettings;
import loadshare.node.results.Aggregation;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.TestExperiments;
import loadshare.node.theory.DispatchTheory;
import loadshare.policies.PolicyRegistry;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/**
 * {@code none} behind a dispatcher against queueing theory, fixed seeds, tolerance the 99.9% Student-t interval over
 * the replications: random dispatch is N M/M/1 queues, round robin N E_N/M/1 queues, and the summary's exact mean
 * (what reports flag a miss against) is that reference. Small runs; {@code DispatcherTheoryIT} checks more.
 */
class DispatcherTheoryTest {

    static DispatchSettings dispatch(String policy, int dispatchers) {
        return new DispatchSettings(true, 0, policy, dispatchers, 2, List.of(), 100);
    }

    /** Runs {@code none} behind {@code dispatch} and checks every load against {@code reference(load)}. */
    static void check(ExperimentSettings s, java.util.function.DoubleUnaryOperator reference) throws InterruptedException {
        ExperimentResult r = new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
        for (PointSummary p : r.summaries()) {
            double[] xs = r.replications().stream().filter(row -> row.load() == p.load())
                    .mapToDouble(row -> row.response().mean()).toArray();
            double mean = Aggregation.mean(xs);
            double ss = 0;
            for (double x : xs) {
                ss += (x - mean) * (x - mean);
            }
            double tolerance = new TDistribution(null, xs.length - 1).inverseCumulativeProbability(0.9995)
                    * Math.sqrt(ss / (xs.length - 1) / xs.length);
            double expected = reference.applyAsDouble(p.load());
            assertEquals(expected, p.response().mean(), tolerance, s.dispatch().policy() + " at " + p.load());
            assertEquals(expected, p.check().exactMean(), 1e-12, "the summary's reference");
            assertEquals(3.0, p.sharing().messagesPerJob(), 0.01, "request, forward, departure report");
        }
    }

    @Test
    void none_behindRandom_isNIndependentMM1_plusTwoHops() throws InterruptedException {
        ExperimentSettings s = TestExperiments.exponential(4, List.of(0.5, 0.8), 25_000, 3_000, 8, "none")
                .withDispatch(dispatch("random", 2)).withNetwork(new NetworkSettings(0.1));
        check(s, load -> 0.2 + DispatchTheory.randomResponseTime(load, 1));
    }

    @Test
    void none_behindRoundRobin_isNIndependentErlangNM1() throws InterruptedException {
        ExperimentSettings s = TestExperiments.exponential(4, List.of(0.5, 0.8), 25_000, 3_000, 8, "none")
                .withDispatch(dispatch("round-robin", 1));
        check(s, load -> DispatchTheory.roundRobinResponseTime(4, load, 1));
        assertTrue(DispatchTheory.roundRobinResponseTime(4, 0.8, 1) < 0.8 * DispatchTheory.randomResponseTime(0.8, 1),
                "far enough from M/M/1 for the check to tell them apart");
    }
}
