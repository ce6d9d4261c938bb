package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.ArrayList;
import java.util.List;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.TestExperiments;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/** The information policies and load metrics are real, combinable components: each changes what happens. */
class InformationPoliciesIT {

    private static final int NODES = 10;
    private static final double LOAD = 0.7;

    private static ExperimentResult run(String... labelledSpecs) throws InterruptedException {
        List<PolicySpec> specs = new ArrayList<>();
        specs.add(new PolicySpec("none", ConfigFactory.empty(), "none", "test"));
        for (int i = 0; i < labelledSpecs.length; i += 3) {
            specs.add(new PolicySpec(labelledSpecs[i + 1], ConfigFactory.parseString(labelledSpecs[i + 2]),
                    labelledSpecs[i], "test"));
        }
        ExperimentSettings base = TestExperiments.exponential(NODES, List.of(LOAD), 60_000, 6_000, 3, "none");
        ExperimentSettings s = base.withPolicies(specs);
        return new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
    }

    private static PointSummary point(ExperimentResult r, String label) {
        return r.summaries().stream().filter(p -> p.policy().equals(label)).findFirst().orElseThrow();
    }

    @Test
    void everyInformationPolicy_sharesLoad_andCostsTheMessagesItShould() throws InterruptedException {
        ExperimentResult r = run(
                "demand", "sender-threshold", "information = demand-driven",
                "periodic", "sender-threshold", "information = periodic, period = 2.0",
                "state-change", "sender-threshold", "information = state-change, delta = 1",
                "centralized", "sender-threshold", "information = centralized",
                "receiver-centralized", "receiver-threshold", "information = centralized");
        double none = point(r, "none").response().mean();
        for (String label : List.of("demand", "periodic", "state-change", "centralized", "receiver-centralized")) {
            assertTrue(point(r, label).response().mean() < 0.8 * none, label + " shares load");
            assertTrue(point(r, label).sharing().transfersPerJob() > 0.05, label + " moves jobs");
        }
        // periodic: every node tells the N - 1 others every 2 s; jobs arrive at N * 0.7 per s.
        double broadcastPerJob = (NODES - 1) / 2.0 / LOAD;
        assertTrue(point(r, "periodic").sharing().messagesPerJob() > broadcastPerJob, "periodic broadcasts cost messages");
        // state-change broadcasts on every change of one job: at least one broadcast per arrival and departure.
        assertTrue(point(r, "state-change").sharing().messagesPerJob() > 2 * (NODES - 1) * 0.5);
        // demand-driven sends only probes, their replies and transfers.
        assertTrue(point(r, "demand").sharing().messagesPerJob() < 2 * 3 + 1);
    }

    @Test
    void vSystem_broadcastsEveryChange_andSendsNewJobsToTheLeastLoaded() throws InterruptedException {
        ExperimentResult r = run("v-system", "v-system", "m = 2", "v-system-m5", "v-system", "m = 5");
        PointSummary vSystem = point(r, "v-system");
        assertTrue(vSystem.response().mean() < 0.6 * point(r, "none").response().mean());
        // every arrival and departure changes the load by one: two broadcasts to N - 1 nodes per job
        assertTrue(vSystem.sharing().messagesPerJob() >= 2 * (NODES - 1) * 0.9, "broadcasts: " + vSystem.sharing().messagesPerJob());
        assertTrue(vSystem.sharing().transfersPerJob() > 0.5, "most nodes are senders, so most jobs move");
        assertTrue(point(r, "v-system-m5").response().mean() != vSystem.response().mean(), "m reaches the policy");
    }

    @Test
    void cpuUtilizationMetric_withAThresholdAsAFraction_sharesLoad() throws InterruptedException {
        ExperimentResult r = run("utilization", "sender-threshold", "load-metric = cpu-utilization, threshold = 0.5, window = 2");
        assertTrue(point(r, "utilization").response().mean() < point(r, "none").response().mean());
        assertTrue(point(r, "utilization").sharing().transfersPerJob() > 0.05);
    }

    @Test
    void aPolicyThatNeverSends_withAHugeThreshold_isNoSharing() throws InterruptedException {
        ExperimentResult r = run("never", "sender-threshold", "threshold = 1000000");
        assertEquals(0.0, point(r, "never").sharing().transfersPerJob());
        assertEquals(point(r, "none").response().mean(), point(r, "never").response().mean(), 1e-12,
                "same jobs (common random numbers), same schedule");
    }
}
