package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Bad input to the Omega-like schedulers: one line naming the key and what is valid, exit status 2, nothing run. */
class OmegaBadInputTest {

    @Test
    void omega_rejectsAnUnknownClass_aNegativeTime_anUnknownMode_andAWorkloadWithoutClasses() {
        rejected("policy 'omega' has decision-times for job class 'gpu', which workload.job-classes does not have "
                        + "(it has batch, service)",
                "validate", "omega", "--set", "sweep=[]", "--set",
                "policies=[{name=omega, decision-times=\"gpu: 1\"}]");
        rejected("policy 'omega': decision-times = \"service: -1\": time of 'service' must be >= 0 and finite, "
                + "not -1", "validate", "omega", "--set", "sweep=[]", "--set",
                "policies=[{name=omega, decision-times=\"service: -1\"}]");
        rejected("policy 'omega': schedulers = two-level: must be one of shared-state, monolithic",
                "validate", "omega", "--set", "sweep=[]", "--set", "policies=[{name=omega, schedulers=two-level}]");
        rejected("policy 'omega' runs a scheduler per job class: give workload.job-classes (and no workload.trace)",
                "validate", "quickstart", "--set", "policies=[{name=omega}]");
    }

    @Test
    void theOmegaExperiment_validates() {
        CliRunner r = CliRunner.run("validate", "omega");
        assertEquals(0, r.status(), r.err());
    }
}
