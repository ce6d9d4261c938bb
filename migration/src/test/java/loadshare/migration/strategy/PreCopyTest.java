package loadshare.migration.strategy;

import static loadshare.migration.strategy.World.MIB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.migration.MigrationReport;
import loadshare.migration.Phase;
import org.junit.jupiter.api.Test;

class PreCopyTest {

    private static long rounds(MigrationReport r) {
        return r.phases().stream().filter(p -> p.name().startsWith("pre-copy round")).count();
    }

    @Test
    void preCopy_keepsTheVmRunningDuringRounds_andTheLastDirtyPagesArriveIntact() {
        World w = World.small();
        var atStart = w.vm.digest();
        long state = w.vm.captureState().wireBytes();
        MigrationReport r = PreCopy.DEFAULT.migrate(w.request());
        assertTrue(r.completed(), r.outcome().toString());
        assertNotEquals(atStart, r.digestBefore(), "the VM wrote pages during the rounds");
        assertEquals(r.digestBefore(), r.digestAfter());
        assertTrue(r.bytesMoved() > 32 * MIB, "dirty pages are sent again");
        assertTrue(rounds(r) >= 2, "converging takes more than one round");
        Phase frozen = r.phases().stream().filter(Phase::frozen).findFirst().orElseThrow();
        assertTrue(frozen.bytes() <= 64L * 4096 + state + 4096, "at most the threshold (+ state) while frozen");
        assertEquals(0, r.residualDependency());
    }

    @Test
    void preCopy_freezesFarShorterThanStopAndCopy_whenTheVmWritesSlowerThanTheLinkCopies() {
        MigrationReport pre = PreCopy.DEFAULT.migrate(World.small().request());
        MigrationReport stop = new StopAndCopy().migrate(World.small().request());
        assertTrue(pre.freezeTime() * 10 < stop.freezeTime(), pre.freezeTime() + " vs " + stop.freezeTime());
        assertTrue(pre.totalTime() > stop.totalTime());
    }

    @Test
    void preCopy_ofAVmWritingFasterThanTheLink_neverConverges_andStopsAtMaxRounds() {
        World w = new World(32 * MIB, 8 * MIB, 200 * MIB); // writes 200 MiB/s on a 119 MiB/s link
        MigrationReport r = new PreCopy(5, 64).migrate(w.request());
        assertTrue(r.completed());
        assertEquals(5, rounds(r));
        assertEquals(r.digestBefore(), r.digestAfter());
        MigrationReport calm = new PreCopy(5, 64).migrate(World.small().request());
        assertTrue(r.freezeTime() > 20 * calm.freezeTime(), r.freezeTime() + " vs " + calm.freezeTime());
    }
}
