package loadshare.node.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/** A job's VM and what moving it costs, from the experiment's settings and the migration module's strategies. */
class VmMigratorTest {

    private static ExperimentSettings settings(String... overrides) {
        return ExperimentLoader.load("quickstart", List.of(overrides));
    }

    @Test
    void aJobsVm_isDrawnFromWorkloadVm_theSameWheneverAskedFor() {
        VmMigrator m = migrator("stop-and-copy", settings("workload.vm.size={distribution=uniform,min=16MiB,max=64MiB}"), 3);
        Job job = new Job(17, 2, 0, 5, 0);
        VmSpec spec = m.spec(job);
        assertEquals(spec, m.spec(job));
        assertEquals(spec.sizeBytes(), m.vmBytes(job));
        assertTrue(spec.sizeBytes() >= 16 << 20 && spec.sizeBytes() <= 64 << 20, "size " + spec.sizeBytes());
        assertEquals(16 << 20, spec.workingSetBytes());
        assertEquals(spec.sizeBytes() / 125e6, m.expectedCost(job), 1e-12, "size over 1 Gbit/s, no latency");
    }

    @Test
    void stopAndCopy_freezesForTheWholeVm_demandPaging_forItsTablesThenStallsOnFaults() {
        Job job = new Job(1, 0, 0, 10, 0);
        Migrator.Migration copy = migrator("stop-and-copy", settings(), 1).migrate(job, 0, 1, 2, 8, 0);
        assertEquals((64 << 20) / 125e6, copy.freeze(), 1e-3);
        assertEquals(0, copy.beforeFreeze());
        assertEquals(0, copy.stall());
        Migrator.Migration paging = migrator("demand-paging", settings(), 1).migrate(job, 0, 1, 2, 8, 0);
        assertTrue(paging.freeze() < 0.001, "freeze " + paging.freeze());
        assertEquals(4096, paging.pageFaults(), "the 16 MiB working set faults in");
        assertTrue(paging.stall() > 0.1, "stall " + paging.stall());
        Migrator.Migration preCopy = migrator("pre-copy", settings(), 1).migrate(job, 0, 1, 2, 8, 0);
        assertTrue(preCopy.beforeFreeze() > 0.5, "rounds while the VM runs: " + preCopy.beforeFreeze());
    }

    @Test
    void messagesToAMigratingTask_areForwardedByItsHome_andCounted() {
        Job job = new Job(1, 0, 0, 10, 0);
        Migrator.Migration quiet = migrator("stop-and-copy", settings("network.latency=0.01"), 1).migrate(job, 0, 1, 2, 8, 0);
        assertEquals(0, quiet.forwardedMessages());
        Migrator.Migration busy = new VmMigrator(MigrationStrategies.byName("stop-and-copy"),
                settings("network.latency=0.01", "workload.vm.message-rate=200"), 1).migrate(job, 0, 1, 2, 8, 0);
        assertTrue(busy.forwardedMessages() > 10, "forwarded " + busy.forwardedMessages());
        assertTrue(busy.forwardingDelay() > 0);
    }

    /** The migrator of strategy {@code name} for {@code settings}' cluster. */
    private static VmMigrator migrator(String name, ExperimentSettings settings, long seed) {
        return new VmMigrator(MigrationStrategies.byName(name), settings, seed);
    }
}
