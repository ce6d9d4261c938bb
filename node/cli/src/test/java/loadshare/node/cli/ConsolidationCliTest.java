package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The consolidation experiment, small, from the command line (its figures in the console, summary.json and
 * results.csv, the trade-off and hosts-on plots), and every bad parameter of the policy in one line, exit status 2.
 */
class ConsolidationCliTest {

    @TempDir
    Path dir;

    @Test
    void theBundledExperiment_runsSmall_reportingEnergySlaViolationAndMigrations() throws Exception {
        Path out = dir.resolve("c");
        CliRunner r = CliRunner.run("run", "consolidation", "--out", out.toString(), "--no-progress",
                "--set", "run.jobs=150", "--set", "run.replications=1", "--set", "nodes=20",
                "--set", "policies=[{name=consolidation, label=none, consolidation=none}, "
                        + "{name=consolidation, label=upper-0.9, upper-threshold=0.9}]");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("energyKwh") && r.out().contains("unservedShare"), r.out());
        assertTrue(Files.size(out.resolve("consolidation-tradeoff.png")) > 0);
        assertTrue(Files.size(out.resolve("consolidation-hosts-on.png")) > 0);
        assertTrue(Files.readString(out.resolve("summary.json")).contains("\"migrationSeconds\""));
        String csv = Files.readString(out.resolve("results.csv"));
        assertTrue(csv.lines().findFirst().orElseThrow().endsWith(",scheduler_energy_kwh,scheduler_mean_hosts_on,"
                + "scheduler_overload_time_share,scheduler_unserved_share,scheduler_migrations,"
                + "scheduler_migration_seconds"), csv);
    }

    @Test
    void everyBadParameter_isOneLine() {
        rejected("policy 'consolidation': upper-threshold = 1.5: must be in (0, 1]",
                "validate", "consolidation", "--set", "policies=[{name=consolidation, upper-threshold=1.5}]");
        rejected("policy 'consolidation': lower-threshold = 0.8: must be below upper-threshold (0.7)",
                "validate", "consolidation", "--set",
                "policies=[{name=consolidation, upper-threshold=0.7, lower-threshold=0.8}]");
        rejected("policy 'consolidation': idle-watts = 300.0: must be at most peak-watts (250.0)",
                "validate", "consolidation", "--set", "policies=[{name=consolidation, idle-watts=300}]");
        rejected("policy 'consolidation': interval = 0.0: must be > 0",
                "validate", "consolidation", "--set", "policies=[{name=consolidation, interval=0}]");
        rejected("policy 'consolidation': placement = worst-fit: must be one of first-fit-decreasing, best-fit, "
                        + "load-aware",
                "validate", "consolidation", "--set", "policies=[{name=consolidation, placement=worst-fit}]");
        rejected("policy 'consolidation': consolidation = always: must be one of thresholds, none",
                "validate", "consolidation", "--set", "policies=[{name=consolidation, consolidation=always}]");
        rejected("policy 'consolidation': migration-penalty = 2.0: must be in [0, 1]",
                "validate", "consolidation", "--set", "policies=[{name=consolidation, migration-penalty=2}]");
        rejected("policy 'consolidation': demand-mean = 0.0: must be in (0, 1]",
                "validate", "consolidation", "--set", "policies=[{name=consolidation, demand-mean=0}]");
        rejected("policy 'consolidation' places VMs: give workload.job-classes",
                "validate", "quickstart", "--set", "policies=[{name=consolidation}]");
    }

    @Test
    void consolidation_validates() {
        CliRunner r = CliRunner.run("validate", "consolidation");
        assertEquals(0, r.status(), r.err());
    }
}
