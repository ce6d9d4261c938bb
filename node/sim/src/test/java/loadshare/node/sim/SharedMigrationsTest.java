package loadshare.node.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.hardware.net.Topology;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.node.migration.Migrator;
import loadshare.node.migration.VmMigrator;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/**
 * Migrations over shared links: 8 hosts in 2 racks of 4, host links of 125 MB/s, uplinks of 50 MB/s, 1 ms within a
 * rack and 10 ms per uplink (21 ms between racks); VMs of 64 MiB (quickstart's default).
 */
class SharedMigrationsTest {

    private static final double UPLINK = 50e6;
    private static final double LATENCY = 0.001 + 2 * 0.01;
    private static final long MEMORY = 64L << 20;

    private static ExperimentSettings racks(String sharing) {
        return ExperimentLoader.load("quickstart", List.of("nodes=8", "network.topology=racks",
                "network.racks.hosts-per-rack=4", "network.racks.uplink-bandwidth=50MB",
                "network.racks.sharing=" + sharing));
    }

    private static Migrator.Migration move(String strategy, int job, int from, int to) {
        return new VmMigrator(MigrationStrategies.byName(strategy), racks("max-min"), 1)
                .migrate(new Job(job, from, 0, 10, 0), from, to, 2, 8, 0);
    }

    @Test
    void kEqualMigrationsOverOneUplink_eachTakesMemoryOverAKthOfTheUplink_plusTheLatency() {
        for (int k = 1; k <= 4; k++) {
            SharedMigrations shared = new SharedMigrations(Topology.of(racks("max-min").network(), 8));
            Migrator.Migration m = null;
            for (int i = 0; i < k; i++) { // hosts 0..k-1 of rack 0 each send a VM to a host of rack 1
                m = move("stop-and-copy", i, i, 4 + i);
                shared.ship(i, 4 + i, new Job(i, i, 0, 10, 0), m, null, 0);
            }
            double end = shared.nextEnd();
            List<SharedMigrations.Arrival> arrivals = shared.ended(end);
            assertEquals(k, arrivals.size(), "equal migrations started together end together");
            // The VM's pages and its state (page table, descriptors, endpoints) cross at a k-th of the uplink each.
            double formula = k * m.flowBytes() / UPLINK + LATENCY;
            for (SharedMigrations.Arrival a : arrivals) {
                assertEquals(formula, a.at(), 1e-9 * formula, k + " at once");
                assertEquals(MEMORY / (UPLINK / k) + LATENCY, a.at(), 1e-3 * formula, "the state is a page table's worth");
                assertEquals(a.at(), a.measured().freeze(), 1e-9, "frozen until it arrives");
            }
            if (k == 1) {
                assertEquals(m.freeze(), arrivals.get(0).at(), 1e-9, "alone, as played out unshared");
            }
        }
    }

    @Test
    void aMigrationStartingWhenAnotherIsHalfway_slowsItFromThen() {
        SharedMigrations shared = new SharedMigrations(Topology.of(racks("max-min").network(), 8));
        Migrator.Migration first = move("stop-and-copy", 1, 0, 4);
        double alone = first.flowBytes() / UPLINK;
        shared.ship(0, 4, new Job(1, 0, 0, 10, 0), first, null, 0);
        shared.ship(1, 5, new Job(2, 1, 0, 10, 0), move("stop-and-copy", 2, 1, 5), null, alone / 2);
        // Half the first's bytes are left at alone/2; at half the uplink they take alone, to 1.5 alone; the second
        // then has half its bytes left, which alone take alone/2: it ends at 2 alone.
        List<SharedMigrations.Arrival> first_ = shared.ended(shared.nextEnd());
        assertEquals(1.5 * alone + LATENCY, first_.get(0).at(), 1e-9);
        assertEquals(2 * alone + LATENCY, shared.ended(shared.nextEnd()).get(0).at(), 1e-9);
    }

    @Test
    void migrationsWithinARack_doNotTouchTheUplink() {
        SharedMigrations shared = new SharedMigrations(Topology.of(racks("max-min").network(), 8));
        Migrator.Migration near = move("stop-and-copy", 1, 0, 1);
        shared.ship(0, 1, new Job(1, 0, 0, 10, 0), near, null, 0);
        shared.ship(4, 0, new Job(2, 4, 0, 10, 0), move("stop-and-copy", 2, 4, 0), null, 0);
        // Host 1's link in carries only the first: at 125 MB/s, as played out.
        assertEquals(near.freeze(), shared.ended(shared.nextEnd()).get(0).at(), 1e-9);
    }

    @Test
    void onlyMigrationsThatAreOneTransfer_areFlows() {
        assertEquals(true, SharedMigrations.isFlow(move("stop-and-copy", 1, 0, 4)));
        assertEquals(true, SharedMigrations.isFlow(move("demand-paging", 1, 0, 4)), "its page table, descriptors");
        assertEquals(false, SharedMigrations.isFlow(move("pre-copy", 1, 0, 4)), "rounds while the VM runs");
        assertEquals(false, SharedMigrations.isFlow(move("sprite", 1, 0, 4)), "through the file server");
        assertEquals(false, SharedMigrations.isFlow(move("checkpoint-restart", 1, 0, 4)), "through the file server");
        SharedMigrations shared = new SharedMigrations(Topology.of(racks("max-min").network(), 8));
        assertThrows(IllegalArgumentException.class,
                () -> shared.ship(0, 4, new Job(1, 0, 0, 10, 0), move("pre-copy", 1, 0, 4), null, 0));
    }
}
