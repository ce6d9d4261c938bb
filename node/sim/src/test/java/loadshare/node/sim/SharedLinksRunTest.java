package loadshare.node.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import java.util.Map;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.run.RunSetup;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Test;

/**
 * The simulator with migrations as flows on shared links: 8 hosts in 2 racks of 4, every link (host links and
 * uplinks) of 2.5 MB/s, so that a VM of 64 MiB moved by stop-and-copy takes about 27 s alone on any route;
 * long-tailed jobs that receivers pull while running.
 */
class SharedLinksRunTest {

    private static ExperimentSettings racks(String sharing) {
        return ExperimentLoader.load("quickstart", List.of("nodes=8", "network.topology=racks",
                "network.racks.hosts-per-rack=4", "network.racks.uplink-bandwidth=2500000", "network.bandwidth=2500000",
                "network.racks.sharing=" + sharing, "hosts.memory=16GiB", "workload.vm.size=64MiB",
                "workload.service={distribution=hyperexponential, mean=10, cv=3}"));
    }

    private static ResolvedPolicy preemptive() {
        return PolicyRegistry.standard().resolve(new PolicySpec("receiver-threshold", ConfigFactory.parseMap(
                Map.of("preemptive", true, "migration", "stop-and-copy", "min-ratio", 0.5)), "preemptive", "test"));
    }

    private static MigrationFigures migrations(String sharing) {
        ExperimentSettings s = racks(sharing);
        return new SimulatedCluster(RunSetup.model(s, preemptive(), 0.8, 3)).run(300, 1500, done -> { })
                .migrations();
    }

    @Test
    void migrationsSharingLinks_freezeLonger_thanTheFormulaOfOneAlone_whichUnsharedOnesMeet() {
        MigrationFigures shared = migrations("max-min");
        MigrationFigures alone = migrations("none");
        assertTrue(shared.migrations() > 20 && alone.migrations() > 20, shared + " / " + alone);
        // Alone: the VM's 64 MiB and its state at 2.5 MB/s, plus at most the 21 ms between racks.
        double formula = (64 << 20) / 2.5e6;
        assertEquals(formula + 0.01, alone.meanFreeze(), 0.02, "unshared, every migration takes the formula");
        // Shared, no migration is faster than alone, and those that overlap on a link are slower: here 40 of them
        // (seed 3) freeze 28.3 s on average, 1.4 s more.
        assertTrue(shared.meanFreeze() > formula + 0.5, "shared " + shared.meanFreeze() + " over "
                + shared.migrations() + " migrations");
        assertTrue(shared.p99Freeze() > 1.25 * formula, "the slowest shared a link for part of its way: "
                + shared.p99Freeze());
    }

    @Test
    void migrationsAsFlows_loseNoJob_andRunNoneTwice() {
        Conservation c = new SimulatedCluster(RunSetup.model(racks("max-min"), preemptive(), 0.8, 5)).drain(1000, 1e6);
        assertTrue(c.migrations() > 10, "migrations: " + c.migrations());
        assertEquals(c.arrived(), c.finished(), "every job finishes");
        assertEquals(0, c.finishedTwice());
    }
}
