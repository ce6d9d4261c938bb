package loadshare.node.live.migration;

import akka.actor.typed.Behavior;
import loadshare.migration.strategy.CheckpointRestart;

/**
 * Checkpoint/restart (Condor), live: freeze, write every page to a checkpoint file on the file server, hand over
 * naming it. The target pulls the whole checkpoint, verifies the image, resumes the VM and deletes the checkpoint.
 */
record LiveCheckpointRestart() implements LiveStrategy {

    @Override
    public String name() {
        return CheckpointRestart.NAME;
    }

    @Override
    public boolean needsFileServer() {
        return true;
    }

    @Override
    public Behavior<PageTransferMessage> admitted(MigrationSource source, PageTransferMessage.Admitted admitted) {
        String checkpoint = CheckpointRestart.checkpointFile(source.vm());
        return source.openImage(checkpoint, false, "/checkpoint", opened -> {
            source.freeze();
            PageStream all = source.stream(opened.stream(), opened.window());
            all.addRange(0, source.vm().spec().pages());
            return source.copy(all, source.fileServer(), () -> source.handOver(source.fileServer(), checkpoint));
        });
    }

    @Override
    public void handedOver(Incoming incoming) {
        incoming.restartFromImage();
    }
}
