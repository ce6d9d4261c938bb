package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.CostSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.NetworkSettings;
import loadshare.config.PolicySpec;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.TestExperiments;
import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/** The classic policies against each other and against the bounds, with fixed seeds. */
class PolicyComparisonIT {

    private static final PolicyRegistry REGISTRY = PolicyRegistry.standard();

    private static ExperimentResult run(ExperimentSettings s) throws InterruptedException {
        return new ExperimentRunner(REGISTRY).run(s, done -> { });
    }

    private static PointSummary point(ExperimentResult r, String policy, double load) {
        return r.summaries().stream().filter(p -> p.policy().equals(policy) && p.load() == load).findFirst().orElseThrow();
    }

    private static ExperimentSettings withCosts(ExperimentSettings s, double latency, CostSettings costs) {
        return s.withNetwork(new NetworkSettings(latency)).withCosts(costs);
    }

    private static boolean runsApplication(PolicyDescriptor d) {
        return REGISTRY.resolve(new PolicySpec(d.name(), ConfigFactory.empty(), d.name(), "test"))
                .configure(new ClusterShape(12, 1)).newCoordinator()
                .filter(c -> c instanceof ApplicationCoordinator).isPresent();
    }

    private static boolean schedulesBatchJobs(PolicyDescriptor d) {
        return BatchRuns.isBatch(REGISTRY.resolve(new PolicySpec(d.name(), ConfigFactory.empty(), d.name(), "test"))
                .configure(new ClusterShape(12, 1)));
    }

    @Test
    void atZeroCost_noPolicyIsWorseThanNone_byMoreThanItsConfidenceInterval() throws InterruptedException {
        // Volunteer computing shares the owners' idle cycles with an application, not their jobs with each other: its
        // work units delay the owners' jobs, so it is no load-sharing policy to compare here.
        // A batch scheduler schedules a trace's rigid parallel jobs, not these: it has experiments of its own.
        String[] all = REGISTRY.descriptors().stream().filter(d -> !runsApplication(d) && !schedulesBatchJobs(d))
                .map(PolicyDescriptor::name).toArray(String[]::new);
        List<Double> loads = List.of(0.3, 0.9);
        ExperimentResult r = run(TestExperiments.exponential(12, loads, 40_000, 5_000, 4, all));
        for (double load : loads) {
            PointSummary none = point(r, "none", load);
            for (String policy : all) {
                PointSummary p = point(r, policy, load);
                assertFalse(p.unstable(), policy + " at " + load);
                assertTrue(p.response().mean() <= none.response().mean() + p.ci95HalfWidth() + none.ci95HalfWidth(),
                        policy + " at " + load + ": " + p.response().mean() + " vs none " + none.response().mean());
                // and none is beaten by nobody's bound: every policy is at least as slow as the central queue
                assertTrue(p.response().mean() >= point(r, "central-queue", load).response().mean()
                        - p.ci95HalfWidth() - point(r, "central-queue", load).ci95HalfWidth(), policy + " at " + load);
            }
        }
    }

    @Test
    void withCosts_stableSymmetricStaysStable_whereSenderRandomBecomesUnstable() throws InterruptedException {
        ExperimentSettings s = withCosts(
                TestExperiments.exponential(20, List.of(0.95), 60_000, 10_000, 2, "sender-random", "stable-symmetric"),
                0.0, new CostSettings(0.01, 0.1, 0.0));
        ExperimentResult r = run(s);
        assertTrue(point(r, "sender-random", 0.95).unstable(), "sender-random's transfers overload the busy senders");
        assertFalse(point(r, "stable-symmetric", 0.95).unstable(), "stable-symmetric stops probing a saturated cluster");
    }

    @Test
    void withCosts_senderInitiatedWinsAtLightLoad_receiverInitiatedAtHighLoad() throws InterruptedException {
        ExperimentSettings s = withCosts(TestExperiments.exponential(20, List.of(0.3, 0.95), 60_000, 10_000, 4,
                "sender-threshold", "receiver-threshold"), 0.05, new CostSettings(0.01, 0.1, 0.0));
        ExperimentResult r = run(s);
        assertTrue(point(r, "sender-threshold", 0.3).response().mean() < point(r, "receiver-threshold", 0.3).response().mean());
        assertTrue(point(r, "receiver-threshold", 0.95).response().mean() < point(r, "sender-threshold", 0.95).response().mean());
    }

    @Test
    void everyPolicyParameter_reachesThePolicy() throws InterruptedException {
        // d = 1 is random assignment: with it, power-of-d is no better than N independent queues would be
        // fed at random — which for Poisson arrivals is exactly no sharing (M/M/1 per node).
        PolicySpec random = new PolicySpec("power-of-d", ConfigFactory.parseString("d = 1"), "d1", "test");
        ExperimentSettings base = TestExperiments.exponential(10, List.of(0.7), 100_000, 10_000, 4, "none");
        ExperimentSettings s = base.withPolicies(List.of(random));
        PointSummary p = run(s).summaries().get(0);
        assertEquals(1 / (1 - 0.7), p.response().mean(), 3 * p.ci95HalfWidth());
    }
}
