package loadshare.node.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.CostSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.HostSettings;
import loadshare.config.NetworkSettings;
import loadshare.config.PolicySpec;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.node.run.RunSetup;
import loadshare.node.run.TestExperiments;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Test;

/**
 * No protocol loses, duplicates or strands a job: with a finite stream of arrivals every policy finishes
 * every job exactly once, and no participant ever receives a message it did not expect — at zero latency
 * and with latency and costs (where replies are stale and jobs race with their own transfers).
 */
class ConservationIT {

    private static final long JOBS = 20_000;

    private static void checkEveryPolicy(double latency, CostSettings costs, String parameters) {
        PolicyRegistry registry = PolicyRegistry.standard();
        ExperimentSettings base = TestExperiments.exponential(10, List.of(0.9), 1, 0, 1, "none");
        ExperimentSettings s = base.withNetwork(new NetworkSettings(latency)).withCosts(costs);
        for (PolicyDescriptor d : registry.descriptors()) {
            String own = d.parameters().stream().anyMatch(p -> p.name().equals("information")) ? parameters : "";
            ResolvedPolicy policy = registry.resolve(new PolicySpec(d.name(), ConfigFactory.parseString(own), d.name(), "test"));
            Conservation c = new SimulatedCluster(RunSetup.model(s, policy, 0.9, 7))
                    .drain(JOBS, 10_000);
            String what = d.name() + " " + own + " latency " + latency;
            assertEquals(c.arrived(), c.finished(), what + ": every job finishes");
            assertEquals(0, c.finishedTwice(), what + ": no job finishes twice");
            assertEquals(0, c.unexpectedMessages(), what + ": no stray message");
        }
    }

    @Test
    void everyPolicy_finishesEveryJobExactlyOnce_atZeroLatency() {
        checkEveryPolicy(0, new CostSettings(0, 0, 0), "");
    }

    @Test
    void everyPolicy_finishesEveryJobExactlyOnce_withLatencyAndCosts() {
        checkEveryPolicy(0.05, new CostSettings(0.01, 0.1, 0.1), "");
    }

    @Test
    void everyInformationPolicy_finishesEveryJobExactlyOnce_withLatency() {
        for (String information : List.of("periodic", "state-change", "centralized")) {
            checkEveryPolicy(0.05, new CostSettings(0.01, 0.05, 0), "information = " + information);
        }
    }

    /**
     * Every preemptive policy, migrating eagerly (min-ratio 0) by demand paging, and receiver-threshold with every
     * strategy, on hosts whose memory holds only two 64 MiB VMs so that targets refuse: still every job
     * finishes exactly once.
     */
    @Test
    void everyPreemptivePolicy_finishesEveryJobExactlyOnce_whileVmsMigrateAndAreRefused() {
        PolicyRegistry registry = PolicyRegistry.standard();
        ExperimentSettings base = TestExperiments.exponential(10, List.of(0.9), 1, 0, 1, "none");
        ExperimentSettings s = base.withHosts(new HostSettings(1, List.of(1.0), 160L << 20, 4096))
                .withNetwork(new NetworkSettings(0.01, 1e9)).withCosts(new CostSettings(0.01, 0.05, 0.05));
        long migrations = 0;
        long refused = 0;
        for (PolicyDescriptor d : registry.descriptors()) {
            if (d.parameters().stream().noneMatch(p -> p.name().equals("preemptive"))) {
                continue;
            }
            List<String> strategies = d.name().equals("receiver-threshold") ? MigrationStrategies.names()
                    : List.of("demand-paging");
            for (String strategy : strategies) {
                String own = "preemptive = true, min-ratio = 0, migration = " + strategy;
                ResolvedPolicy policy = registry.resolve(new PolicySpec(d.name(), ConfigFactory.parseString(own), d.name(), "test"));
                SimulatedCluster cluster = new SimulatedCluster(RunSetup.model(s, policy, 0.9, 7));
                Conservation c = cluster.drain(2_000, 10_000);
                String what = d.name() + " " + own;
                assertEquals(c.arrived(), c.finished(), what + ": every job finishes");
                assertEquals(0, c.finishedTwice(), what + ": no job finishes twice");
                assertEquals(0, c.unexpectedMessages(), what + ": no stray message");
                migrations += c.migrations();
                refused += c.migrationsRefused();
            }
        }
        assertTrue(migrations > 100, "running jobs migrated: " + migrations);
        assertTrue(refused > 0, "some targets had no room: " + refused);
    }
}
