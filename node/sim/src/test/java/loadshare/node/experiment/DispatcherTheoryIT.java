package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.CostSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.NetworkSettings;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.TestExperiments;
import loadshare.node.theory.DispatchTheory;
import loadshare.node.theory.QueueingTheory;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/**
 * The dispatcher against theory on a cluster of 20, at light to heavy load, with fixed seeds (the small checks are in
 * {@code DispatcherTheoryTest}), and least-loaded with exact counts (one dispatcher, no latency: join the shortest
 * queue) between one central queue and round robin.
 */
class DispatcherTheoryIT {

    private static final List<Double> LOADS = List.of(0.3, 0.6, 0.9);

    private static ExperimentSettings cluster() {
        return TestExperiments.exponential(20, LOADS, 150_000, 20_000, 6, "none");
    }

    @Test
    void none_behindRandom_withThreeDispatchersAndLatency_isTwentyMM1_plusTwoHops() throws InterruptedException {
        DispatcherTheoryTest.check(cluster().withDispatch(DispatcherTheoryTest.dispatch("random", 3))
                .withNetwork(new NetworkSettings(0.05)), load -> 0.1 + DispatchTheory.randomResponseTime(load, 1));
    }

    @Test
    void none_behindRoundRobin_isTwentyErlang20M1() throws InterruptedException {
        DispatcherTheoryTest.check(cluster().withDispatch(DispatcherTheoryTest.dispatch("round-robin", 1)),
                load -> DispatchTheory.roundRobinResponseTime(20, load, 1));
    }

    @Test
    void leastLoaded_withExactCounts_liesBetweenOneCentralQueueAndRoundRobin() throws InterruptedException {
        ExperimentResult r = new ExperimentRunner(PolicyRegistry.standard()).run(
                cluster().withDispatch(DispatcherTheoryTest.dispatch("least-loaded", 1)), done -> { });
        for (PointSummary p : r.summaries()) {
            double central = QueueingTheory.responseTime(20, p.load(), 1, 1);
            double roundRobin = DispatchTheory.roundRobinResponseTime(20, p.load(), 1);
            double mean = p.response().mean();
            // no better than one central queue (at light load the two are within a thousandth), better than round robin
            assertTrue(mean + p.ci95HalfWidth() > central && mean + p.ci95HalfWidth() < roundRobin,
                    "join the shortest queue at " + p.load() + ": " + mean + " in [" + central + ", " + roundRobin + ")");
        }
    }

    @Test
    void aForwardingCost_isTheDispatchersOwnQueue_soSeveralDispatchersRelieveIt() throws InterruptedException {
        // 20 nodes at 0.5 send 10 jobs per unit of time: at 0.09 a job one dispatcher is 90% busy (an M/D/1 queue
        // adds 0.495 to every job), ten dispatchers are 9% busy each (they add about 0.095)
        ExperimentSettings s = TestExperiments.exponential(20, List.of(0.5), 60_000, 10_000, 3, "none")
                .withCosts(new CostSettings(0, 0.09, 0));
        double one = run(s.withDispatch(DispatcherTheoryTest.dispatch("random", 1)));
        double ten = run(s.withDispatch(DispatcherTheoryTest.dispatch("random", 10)));
        assertTrue(one > ten + 0.25, "one busy dispatcher " + one + " vs ten " + ten);
    }

    private static double run(ExperimentSettings s) throws InterruptedException {
        return new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { }).summaries().get(0).response().mean();
    }
}
