package loadshare.migration.strategy;

import static loadshare.migration.strategy.World.GIGABIT;
import static loadshare.migration.strategy.World.MIB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.hardware.vm.VirtualMachine;
import loadshare.migration.MigrationReport;
import org.junit.jupiter.api.Test;

class StopAndCopyTest {

    @Test
    void stopAndCopy_sendsEveryPageAndTheStateWhileFrozen_andNothingAfterwards() {
        World w = World.small();
        long state = w.vm.captureState().wireBytes();
        MigrationReport r = new StopAndCopy().migrate(w.request());
        assertTrue(r.completed(), r.outcome().toString());
        long expectedBytes = 32 * MIB + state;
        assertEquals(expectedBytes, r.bytesMoved());
        assertEquals(GIGABIT.transferTime(expectedBytes), r.freezeTime(), 1e-12);
        assertEquals(r.freezeTime(), r.totalTime(), 1e-12);
        assertEquals(0, r.pageFaults());
        assertEquals(0, r.residualDependency());
        assertEquals(r.digestBefore(), r.digestAfter());
        VirtualMachine moved = r.vm();
        assertSame(w.target, moved.host());
        assertEquals(moved.spec().pages(), moved.residentPages());
        assertEquals(VirtualMachine.Status.RELEASED, w.vm.status());
        assertEquals(w.source.memory().frameCount(), w.source.memory().freeFrames(), "the source freed every frame");
        for (int v = 0; v < moved.spec().pages(); v++) {
            int frame = moved.shadowPageTable().hostFrame(v);
            assertTrue(frame >= 0 && w.target.memory().isAllocated(frame), "the target built its own shadow mapping");
        }
        moved.run(1.0, w.random); // the VM runs on at the target
    }

    @Test
    void stopAndCopy_freezeGrowsLinearlyWithTheVmSize() {
        double small = new StopAndCopy().migrate(new World(32 * MIB, 4 * MIB, MIB).request()).freezeTime();
        double large = new StopAndCopy().migrate(new World(128 * MIB, 4 * MIB, MIB).request()).freezeTime();
        assertEquals(4.0, large / small, 0.01);
    }

    @Test
    void migratedVm_hasTheSameRealBytes() {
        World w = new World(4 * MIB, MIB, 4 * MIB);
        byte[] before = w.vm.memorySha256();
        MigrationReport r = new StopAndCopy().migrate(w.request());
        assertEquals(java.util.HexFormat.of().formatHex(before), java.util.HexFormat.of().formatHex(r.vm().memorySha256()));
    }
}
