package loadshare.node.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.ArrayList;
import java.util.List;
import loadshare.config.CostSettings;
import loadshare.config.DispatchSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.config.FailureSettings.Checkpoints;
import loadshare.config.FailureSettings.Law;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.config.FailureSettings.Outages;
import loadshare.config.NetworkSettings;
import loadshare.config.PolicySpec;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.FailureRuns;
import loadshare.node.run.RunSetup;
import loadshare.node.run.TestExperiments;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Test;

/**
 * Failures lose no job and run none twice to completion: with hosts failing often (a host is down a sixth of the
 * time, a group of three fails together now and then) every policy that meets failures — with a coordinator on
 * node 0's host or without, and behind dispatchers — finishes every job exactly once, whatever a failure does to
 * the jobs, with latency and costs (probes and transfers racing with failures).
 */
class FailureConservationTest {

    private static final long JOBS = 3_000;

    static FailureSettings failures(OnFailure onFailure) {
        Outages hosts = new Outages(50, Law.EXPONENTIAL, 1, 10, Law.EXPONENTIAL, 0, List.of());
        Outages rack = new Outages(200, Law.WEIBULL, 0.7, 20, Law.LOGNORMAL, 1.0, List.of());
        return new FailureSettings(hosts, List.of(new FailureSettings.Group("rack", List.of(0, 1, 2), rack)),
                List.of(), "", onFailure, new Checkpoints(2.0, 0.1), 0.5);
    }

    @Test
    void everyPolicyThatMeetsFailures_finishesEveryJobExactlyOnce_underEachOnFailure() {
        PolicyRegistry registry = PolicyRegistry.standard();
        List<String> checked = new ArrayList<>();
        for (OnFailure onFailure : OnFailure.values()) {
            ExperimentSettings s = TestExperiments.exponential(8, List.of(0.7), 1, 0, 1, "none")
                    .withNetwork(new NetworkSettings(0.05)).withCosts(new CostSettings(0.01, 0.05, 0))
                    .withFailures(failures(onFailure));
            for (PolicyDescriptor d : registry.descriptors()) {
                if (conserves(s, registry, d.name(), onFailure)) {
                    checked.add(d.name());
                }
            }
            for (String dispatch : List.of("round-robin", "least-loaded", "session-affinity")) {
                ExperimentSettings behind = s.withDispatch(new DispatchSettings(true, dispatch.equals("session-affinity")
                        ? 50 : 0, dispatch, 2, 2, List.of(), 100));
                assertTrue(conserves(behind, registry, "none", onFailure), dispatch);
                checked.add("none behind " + dispatch);
            }
        }
        for (String policy : List.of("central-queue", "v-system", "sprite", "condor", "volunteer", "symmetric",
                "stable-symmetric")) {
            assertEquals(3, checked.stream().filter(policy::equals).count(), policy + " under each on-failure: " + checked);
        }
    }

    /** Whether {@code policy} meets the failures of {@code s} (then it is checked: every job finishes once). */
    private static boolean conserves(ExperimentSettings s, PolicyRegistry registry, String policy, OnFailure onFailure) {
        ResolvedPolicy resolved = registry.resolve(new PolicySpec(policy, ConfigFactory.empty(), policy, "test"));
        var configured = resolved.configure(new ClusterShape(8, 1, 0, s.hosts().attributes()));
        if (FailureRuns.problem(s, configured, policy) != null || BatchRuns.isBatch(configured)) {
            return false;   // the central schedulers' rigid jobs: BatchFailureConservationTest
        }
        Conservation c = new SimulatedCluster(RunSetup.model(s, resolved, 0.7, 11)).drain(JOBS, 1e6);
        String what = policy + ", on-failure = " + onFailure.configName();
        assertEquals(c.arrived(), c.finished(), what + ": every job finishes");
        assertEquals(0, c.finishedTwice(), what + ": no job finishes twice");
        return true;
    }
}
