package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.node.run.OwnerFigures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Sprite and Condor in the in-JVM live cluster: three actor systems and the coordinator actor run the very
 * policies of the simulator; owners come and go every few model seconds. Evicted and vacated jobs' VMs move with
 * their real page bytes (through the file server): small VMs, so that the transfers, which take wall time the time
 * scale does not shrink, keep up with a run this fast.
 */
class LiveOwnersIT {

    private static final String OWNERS = "hosts.owner={present=true, active={distribution=exponential, mean=15},"
            + " away={distribution=exponential, mean=25}}";

    private static final String SMALL_VMS = "workload.vm={size=4MiB, working-set=1MiB}";

    private static LiveMeasurement runToEnd(LiveRun run) throws Exception {
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            LiveMeasurement m = cluster.awaitResult();
            System.out.println(String.join("\n", cluster.console) + "\n" + m);
            return m;
        }
    }

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void sprite_aReturningOwnerEvictsForeignJobs_whichFinishAtHome_noneLost() throws Exception {
        LiveMeasurement m = runToEnd(LiveClusterFixture.run(3, "sprite", 0.7, 300, 0.02, OWNERS, SMALL_VMS,
                "policies=[{name=sprite, idle-after=2, migratable=1.0}]"));
        OwnerFigures owners = m.run().owners();
        assertEquals(3, owners.hosts());
        assertTrue(owners.evictions() > 0, "evictions: " + owners.evictions());
        assertEquals(0.0, owners.interference(), "no foreign job runs while its host's owner is active");
        assertTrue(m.drained());
        assertEquals(0, m.accounting().lost());
        assertEquals(0, m.accounting().duplicates());
    }

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void condor_aReturningOwnerSuspendsTheForeignJob_thenItIsVacated_noneLost() throws Exception {
        LiveMeasurement m = runToEnd(LiveClusterFixture.run(3, "condor", 0.5, 300, 0.02, OWNERS, SMALL_VMS,
                "policies=[{name=condor, start-after=2, max-suspend=3, readvertise=10, migratable=0.5}]"));
        OwnerFigures owners = m.run().owners();
        assertTrue(owners.suspensions() > 0, "suspensions: " + owners.suspensions());
        assertEquals(0.0, owners.interference(), "a suspended job holds no CPU");
        assertTrue(m.drained());
        assertEquals(0, m.accounting().lost());
        assertEquals(0, m.accounting().duplicates());
        assertTrue(m.realMigrations() > 0, "vacated VMs checkpointed and restarted with real pages: " + m.realMigrations());
    }
}
