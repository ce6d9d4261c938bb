package loadshare.policies.omega;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.borg.Placement;
import org.junit.jupiter.api.Test;

/** The {@code omega} policy's parameters: defaults, and one line for each bad value. */
class OmegaPoliciesTest {

    private static OmegaPolicy policy(String parameters) {
        return (OmegaPolicy) PolicyRegistry.standard()
                .resolve(new PolicySpec("omega", ConfigFactory.parseString(parameters), "omega", "x.conf:3"))
                .configure(new ClusterShape(4, 2));
    }

    private static String error(String parameters) {
        String message = assertThrows(SettingsException.class, () -> policy(parameters)).getMessage();
        return message.substring(message.indexOf("loadshare.experiment.policies"));
    }

    @Test
    void theDefaults_areSharedState_incremental_random_0point1sPerJob() {
        OmegaConfig c = policy("").config();
        assertEquals(false, c.monolithic());
        assertEquals(false, c.allOrNothing());
        assertEquals(Placement.RANDOM, c.placement());
        assertEquals(1000, c.maxRetries());
        assertEquals(0.1, c.decisionTime("any", 10));
        OmegaConfig d = policy("schedulers = monolithic, commit = all-or-nothing, decision-times = \"batch: 0.1, "
                + "service: 2\", task-decision-times = \"batch: 0.005\", decision-time = 0.5").config();
        assertEquals(true, d.monolithic());
        assertEquals(true, d.allOrNothing());
        assertEquals(0.1 + 4 * 0.005, d.decisionTime("batch", 4), 1e-12);
        assertEquals(2.0, d.decisionTime("service", 4));
        assertEquals(0.5, d.decisionTime("other", 4));
    }

    @Test
    void badParameters_areOneLineEach() {
        assertEquals("loadshare.experiment.policies: policy 'omega': schedulers = two-level: must be one of "
                + "shared-state, monolithic", error("schedulers = two-level"));
        assertEquals("loadshare.experiment.policies: policy 'omega': commit = gang: must be one of incremental, "
                + "all-or-nothing", error("commit = gang"));
        assertEquals("loadshare.experiment.policies: policy 'omega': decision-times = \"batch 0.1\": 'batch 0.1' "
                + "is not NAME: SECONDS", error("decision-times = \"batch 0.1\""));
        assertEquals("loadshare.experiment.policies: policy 'omega': decision-times = \"batch: -1\": time of "
                + "'batch' must be >= 0 and finite, not -1", error("decision-times = \"batch: -1\""));
        assertEquals("loadshare.experiment.policies: policy 'omega': decision-times = \"batch: soon\": time of "
                + "'batch' is not a number: 'soon'", error("decision-times = \"batch: soon\""));
        assertEquals("loadshare.experiment.policies: policy 'omega': task-decision-times = \"a: 1, a: 2\": 'a' is "
                + "named twice", error("task-decision-times = \"a: 1, a: 2\""));
        assertEquals("loadshare.experiment.policies: policy 'omega': decision-time = -0.5: must be >= 0.0",
                error("decision-time = -0.5"));
        assertEquals("loadshare.experiment.policies: policy 'omega': max-retries = 0: must be >= 1",
                error("max-retries = 0"));
    }

    @Test
    void theWorkload_mustHaveJobClasses_andTheTimes_nameThem() {
        OmegaPolicy p = policy("decision-times = \"service: 1\", task-decision-times = \"gpu: 1\"");
        assertNull(p.workloadProblem(false, true));
        assertEquals("runs a scheduler per job class: give workload.job-classes (and no workload.trace)",
                p.workloadProblem(true, false));
        assertEquals("has decision-times for job class 'service', which workload.job-classes does not have (it has "
                + "batch)", p.jobClassesProblem(List.of("batch")));
        assertEquals("has task-decision-times for job class 'gpu', which workload.job-classes does not have (it "
                + "has batch, service)", p.jobClassesProblem(List.of("batch", "service")));
        assertNull(policy("decision-times = \"service: 1\"").jobClassesProblem(List.of("batch", "service")));
    }
}
