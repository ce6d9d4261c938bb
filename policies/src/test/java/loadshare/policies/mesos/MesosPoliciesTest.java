package loadshare.policies.mesos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import java.util.Map;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/** The {@code mesos} policy's parameters: defaults, and one line for each bad value. */
class MesosPoliciesTest {

    private static MesosPolicy policy(String parameters) {
        return (MesosPolicy) PolicyRegistry.standard()
                .resolve(new PolicySpec("mesos", ConfigFactory.parseString(parameters), "mesos", "x.conf:3"))
                .configure(new ClusterShape(4, 2));
    }

    private static String error(String parameters) {
        String message = assertThrows(SettingsException.class, () -> policy(parameters)).getMessage();
        return message.substring(message.indexOf("loadshare.experiment.policies"));
    }

    @Test
    void theDefaults_areDrf_noWeights_fiveSecondRefusals_oneTaskPerOffer() {
        assertEquals(new MesosConfig(true, Map.of(), 5, 1), policy("").config());
        assertEquals(new MesosConfig(false, Map.of("A", 2.0, "B", 0.5), 0, 3),
                policy("offers = round-robin, weights = \"A: 2, B: 0.5\", refuse-seconds = 0, tasks-per-offer = 3")
                        .config());
        assertEquals(0.0, policy("").localityDelay());
        assertEquals(3.0, policy("locality-delay = 3").localityDelay());
        assertNull(policy("").dataProblem(), "frameworks place tasks near their input data");
    }

    @Test
    void badParameters_areOneLineEach() {
        assertEquals("loadshare.experiment.policies: policy 'mesos': offers = fair: must be one of drf, "
                + "round-robin", error("offers = fair"));
        assertEquals("loadshare.experiment.policies: policy 'mesos': weights = \"A 2\": 'A 2' is not "
                + "NAME: WEIGHT", error("weights = \"A 2\""));
        assertEquals("loadshare.experiment.policies: policy 'mesos': weights = \"A: x\": weight of 'A' is "
                + "not a number: 'x'", error("weights = \"A: x\""));
        assertEquals("loadshare.experiment.policies: policy 'mesos': weights = \"A: 0\": weight of 'A' "
                + "must be > 0", error("weights = \"A: 0\""));
        assertEquals("loadshare.experiment.policies: policy 'mesos': weights = \"A: 1, A: 2\": 'A' is "
                + "named twice", error("weights = \"A: 1, A: 2\""));
        assertEquals("loadshare.experiment.policies: policy 'mesos': tasks-per-offer = 0: must be >= 1",
                error("tasks-per-offer = 0"));
        assertEquals("loadshare.experiment.policies: policy 'mesos': locality-delay = -1.0: must be >= 0.0",
                error("locality-delay = -1"));
    }

    @Test
    void theWorkload_mustHaveJobClasses_andTheWeights_nameThem() {
        MesosPolicy p = policy("weights = \"cpu: 2\"");
        assertNull(p.workloadProblem(false, true));
        assertEquals("runs job classes as frameworks: give workload.job-classes (and no workload.trace)",
                p.workloadProblem(true, false));
        assertEquals("runs job classes as frameworks: give workload.job-classes (and no workload.trace)",
                p.workloadProblem(false, false));
        assertNull(p.jobClassesProblem(List.of("cpu", "memory")));
        assertEquals("has a weight for job class 'cpu', which workload.job-classes does not have (it has a, b)",
                p.jobClassesProblem(List.of("a", "b")));
    }
}
