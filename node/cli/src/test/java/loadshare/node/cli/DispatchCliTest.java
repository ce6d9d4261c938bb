package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The dispatcher from the command line: listed, validated, run. */
class DispatchCliTest {

    @TempDir
    Path dir;

    @Test
    void policies_listsEveryDispatchPolicy_withItsSettingsAndDefaults() {
        CliRunner r = CliRunner.run("policies");
        assertEquals(0, r.status(), r.err());
        for (String name : loadshare.config.DispatchSettings.POLICIES) {
            assertTrue(r.out().contains("\n  " + name + "\n"), name);
        }
        assertTrue(r.out().matches("(?s).*\\n    dispatch\\.d +integer +default 2 .*"), r.out());
        assertTrue(r.out().contains("dispatch.virtual-nodes"));
        assertTrue(r.out().contains("workload.sessions"));
    }

    @Test
    void aBadDispatchPolicy_isOneLine_exitStatus2() {
        CliRunner r = CliRunner.run("validate", "dispatchers", "--set", "dispatch.policy=fastest");
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("--set dispatch.policy=fastest: loadshare.experiment.dispatch.policy = \"fastest\": "
                + "a dispatch policy is one of: random, round-robin"), r.err());
    }

    @Test
    void aPolicyWithItsOwnCoordinator_behindTheDispatcher_isOneLine_exitStatus2() {
        CliRunner r = CliRunner.run("validate", "dispatchers", "--set", "policies=[{name=central-queue}]");
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("loadshare.experiment.policies: this policy has a coordinator of its own"), r.err());
    }

    @Test
    void theBundledExperiment_runsSmall_withTheSweepOfDispatchPolicies() {
        CliRunner r = CliRunner.run("run", "dispatchers", "--out", dir.resolve("d").toString(), "--no-progress",
                "--set", "nodes=4", "--set", "workload.loads=[0.5]", "--set", "run.jobs=2000",
                "--set", "run.warmup-jobs=200", "--set", "run.replications=2", "--set", "workload.sessions=20");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("policy=session-affinity, dispatchers=10"), r.out());
        assertFalse(r.out().contains("UNSTABLE"), r.out());
    }
}
