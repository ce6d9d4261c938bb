package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.CostSettings;
import loadshare.config.ExperimentSettings;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.ReplicationResult;
import loadshare.node.run.Section;
import loadshare.node.run.TestExperiments;
import loadshare.node.steady.Stability;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/**
 * The steady-state check on whole simulated runs: an overload that only the costs of load sharing cause is caught
 * in a run of 100,000 jobs, and stable runs at high load are not flagged, seed after seed. (The case, transfer
 * costs of 0.1 at ρ = 0.9, is an effective load of 0.986 here: power-of-d moves 0.95 jobs per job without latency.)
 */
class SteadyStateIT {

    private static ExperimentResult run(ExperimentSettings s) throws InterruptedException {
        return new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
    }

    private static Stability stability(ReplicationResult row) {
        return row.section(Section.STABILITY).orElseThrow();
    }

    @Test
    void powerOfD_atLoad09_withTransferCosts_isOverloadedInEveryReplication() throws InterruptedException {
        // each job needs 1 + 0.15 x (about 0.95 transfers per job) of CPU work: 0.9 x 1.14, an effective load above 1
        ExperimentSettings s = TestExperiments.exponential(20, List.of(0.9), 100_000, 10_000, 3, "power-of-d");
        s = s.toBuilder().costs(new CostSettings(0.0, 0.15, 0.0)).build();
        for (ReplicationResult row : run(s).replications()) {
            Stability stability = stability(row);
            assertTrue(stability.unstable(), row.toString());
            assertTrue(row.unstable(), "results.csv's unstable column: " + row);
            assertTrue(stability.effectiveLoad().value() >= 1, stability.toString());
            assertTrue(stability.why().startsWith("effective load 1.") && stability.why().endsWith(
                    " with transfer costs"), stability.why());
        }
    }

    @Test
    void stableRuns_atLoad095_withoutCosts_areNotFlagged() throws InterruptedException {
        ExperimentSettings s = TestExperiments.exponential(20, List.of(0.95), 200_000, 20_000, 6,
                "none", "power-of-d", "central-queue");
        List<ReplicationResult> rows = run(s).replications();
        assertEquals(18, rows.size());
        for (ReplicationResult row : rows) {
            Stability stability = stability(row);
            assertFalse(stability.unstable(), row.policy() + " replication " + row.replication() + ": "
                    + stability.why());
            assertFalse(row.unstable(), "results.csv's unstable column: " + row);
            assertEquals(0.95, stability.effectiveLoad().value(), 1e-9);
        }
    }
}
