package loadshare.migration.strategy;

import static loadshare.migration.strategy.World.MIB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.migration.MigrationReport;
import org.junit.jupiter.api.Test;

class CheckpointRestartTest {

    @Test
    void checkpointRestart_writesTheWholeImageToTheFileServer_andReadsItBackOnTheTarget() {
        World w = World.small();
        long size = 32 * MIB + w.vm.captureState().wireBytes();
        MigrationReport r = new CheckpointRestart().migrate(w.request());
        assertTrue(r.completed(), r.outcome().toString());
        assertEquals(2 * size, r.bytesMoved());
        assertEquals(w.server.writeTime(size) + w.server.readTime(size), r.freezeTime(), 1e-12);
        assertEquals(r.freezeTime(), r.totalTime(), 1e-12);
        assertEquals(0, r.residualDependency());
        assertEquals(r.digestBefore(), r.digestAfter());
        assertTrue(w.server.image(CheckpointRestart.checkpointFile(w.vm)).isEmpty(), "the checkpoint is removed after restart");
    }
}
