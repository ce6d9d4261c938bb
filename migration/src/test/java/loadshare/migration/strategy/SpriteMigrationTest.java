package loadshare.migration.strategy;

import static loadshare.migration.strategy.World.GIGABIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.migration.MigrationReport;
import loadshare.migration.MigrationRequest;
import org.junit.jupiter.api.Test;

class SpriteMigrationTest {

    private static int pagesWrittenSinceBoot(VirtualMachine vm) {
        int n = 0;
        for (int gp = 0; gp < vm.spec().pages(); gp++) {
            n += vm.pageVersion(gp) > 0 ? 1 : 0;
        }
        return n;
    }

    @Test
    void sprite_flushesOnlyDirtyPages_sendsTheState_andFaultsFromTheFileServer_withNoResidualDependency() {
        World w = World.small();
        int dirty = pagesWrittenSinceBoot(w.vm);
        long state = w.vm.captureState().wireBytes();
        MigrationReport r = new SpriteMigration().migrate(w.request());
        assertTrue(r.completed(), r.outcome().toString());
        double expectedFreeze = w.server.writeTime(dirty * 4096L) + GIGABIT.transferTime(state);
        assertEquals(expectedFreeze, r.freezeTime(), 1e-12);
        assertEquals(w.vm.workingSet().size(), r.pageFaults());
        assertEquals(0, r.residualDependency());
        assertEquals(VirtualMachine.Status.RELEASED, w.vm.status(), "the source is free at commit");
        assertEquals(r.digestBefore(), r.digestAfter());
        assertEquals(r.digestBefore().memory(), w.server.pageStore("job-1").digest(), "the page store holds the frozen image");
        double faults = r.pageFaults() * w.server.readTime(4096);
        assertEquals(r.freezeTime() + faults, r.totalTime(), 1e-9);
    }

    @Test
    void aSecondSpriteMigration_flushesOnlyWhatWasWrittenSinceTheFirst_fromAPartlyResidentVm() {
        World w = World.small();
        MigrationReport first = new SpriteMigration().migrate(w.request());
        VirtualMachine there = first.vm();
        assertTrue(there.residentPages() < there.spec().pages());
        there.run(0.1, w.random);
        EmulatedHost third = EmulatedHost.of("third", 512 * World.MIB);
        MigrationReport second = new SpriteMigration().migrate(
                MigrationRequest.of(there, third, GIGABIT, w.server, 20.0, new SplittableRandom(3)));
        assertTrue(second.completed());
        assertEquals(second.digestBefore(), second.digestAfter());
        long flushed = second.phases().get(0).bytes();
        assertTrue(flushed > 0 && flushed <= (long) (0.1 * 8 * World.MIB) + 4096, "0.1 s of writes at 8 MiB/s: " + flushed);
    }
}
