package loadshare.node.owner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.sim.Conservation;
import loadshare.node.sim.SimulatedCluster;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import loadshare.policies.sprite.SpriteCoordinator;
import loadshare.policies.sprite.SpritePolicy;
import org.junit.jupiter.api.Test;

/**
 * The systems that lend idle workstations, in the simulated runtime, on the bundled {@code owners} cluster
 * (owners active 10 minutes, away 25 on average; one-minute jobs).
 */
class OwnerSystemsTest {

    private static final ExperimentSettings OWNERS = ExperimentLoader.load("owners", List.of("workload.loads=[0.4]"));

    private static ResolvedPolicy policy(String name, String parameters) {
        return PolicyRegistry.standard().resolve(new PolicySpec(name, ConfigFactory.parseString(parameters), name, "test"));
    }

    private static SimulatedCluster cluster(String name, String parameters) {
        return new SimulatedCluster(RunSetup.model(OWNERS, policy(name, parameters), 0.4, 11));
    }

    private static OwnerFigures owners(String name, String parameters) {
        RunMeasurement m = cluster(name, parameters).run(1_000, 8_000, done -> { });
        assertTrue(!m.unstable(), name + " is stable at load 0.4");
        return m.owners();
    }

    @Test
    void sprite_evictsForeignJobsWhenTheOwnerReturns_soTheOwnersJobsRunUnhindered() {
        OwnerFigures sprite = owners("sprite", "");
        assertTrue(sprite.evictions() > 20, "evictions: " + sprite.evictions());
        assertEquals(0.0, sprite.interference(), "no foreign job runs while an owner is at the keyboard");
        assertEquals(1.0, sprite.ownerSlowdown(), 1e-12, "the owners' jobs never wait behind foreign work");
        assertTrue(sprite.foreignWorkOnIdle() > 0.1, "idle hosts did foreign work: " + sprite.foreignWorkOnIdle());
        OwnerFigures blind = owners("sender-threshold", "");
        assertTrue(blind.interference() > 0.05, "sender-threshold ignores owners: " + blind.interference());
        assertTrue(blind.ownerSlowdown() > 1.01, "and delays their jobs: " + blind.ownerSlowdown());
    }

    @Test
    void condor_suspendsForeignJobsWhenTheOwnerReturns_thenVacatesThem() {
        OwnerFigures condor = owners("condor", "");
        assertTrue(condor.suspensions() > 20, "suspensions: " + condor.suspensions());
        assertTrue(condor.evictions() > 0, "vacated after max-suspend: " + condor.evictions());
        assertTrue(condor.evictions() < condor.suspensions(), "some owners leave again before max-suspend");
        assertEquals(0.0, condor.interference(), "a suspended job holds no CPU");
        assertEquals(1.0, condor.ownerSlowdown(), 1e-12);
        assertTrue(condor.foreignWorkOnIdle() > 0.2, "idle machines pulled work: " + condor.foreignWorkOnIdle());
    }

    @Test
    void condor_vacatingEveryTime_stillFinishesEveryJobExactlyOnce() {
        Conservation c = cluster("condor", "max-suspend = 0, start-after = 60").drain(3_000, 1e6);
        assertEquals(c.arrived(), c.finished());
        assertEquals(0, c.finishedTwice());
        assertEquals(0, c.unexpectedMessages());
    }

    @Test
    void sprite_finishesEveryJobExactlyOnce_andItsCoordinatorSeesWhatTheHostsReported() {
        SimulatedCluster cluster = cluster("sprite", "migratable = 1.0");
        Conservation c = cluster.drain(3_000, 1e6);
        assertEquals(c.arrived(), c.finished());
        assertEquals(0, c.finishedTwice());
        assertEquals(0, c.unexpectedMessages());
        cluster.settle(1.0); // deliver what is in flight
        SpriteCoordinator coordinator = (SpriteCoordinator) cluster.coordinator();
        for (int host = 0; host < OWNERS.nodes(); host++) {
            SpritePolicy policy = (SpritePolicy) cluster.core(host).policy();
            assertEquals(policy.reportedAvailable(), coordinator.believesAvailable(host) || coordinator.reserved(host),
                    "host " + host);
        }
    }

    @Test
    void aCoordinatorThatLosesItsState_losesNoJob_theJobsWaitAtTheirHomesUntilPlaced() {
        for (String system : List.of("condor", "sprite")) {
            SimulatedCluster cluster = cluster(system, "");
            cluster.restartCoordinatorAt(2_000);
            cluster.restartCoordinatorAt(9_000);
            Conservation c = cluster.drain(3_000, 1e6);
            assertEquals(c.arrived(), c.finished(), system);
            assertEquals(0, c.finishedTwice(), system);
        }
    }
}
