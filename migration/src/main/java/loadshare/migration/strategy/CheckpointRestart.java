package loadshare.migration.strategy;

import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.storage.FileServer;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmState;
import loadshare.migration.MigrationRequest;

/**
 * Checkpoint/restart, as in Condor: suspend the job, write a checkpoint (every page and the state) to the
 * file server, and restart it from the checkpoint on the target. Once the checkpoint is written the job
 * survives the source's death; the price is the whole image moved twice while the job is stopped.
 */
public record CheckpointRestart() implements MigrationStrategy {

    public static final String NAME = "checkpoint-restart";

    /** The name of a VM's checkpoint file on the file server. */
    public static String checkpointFile(VirtualMachine vm) {
        return vm.name() + ".ckpt";
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void playOut(Playout p, MigrationRequest request) {
        VirtualMachine vm = p.source();
        FileServer server = request.fileServer();
        VmState state = p.freezeAndCapture();
        MemoryImage checkpoint = MemoryImage.empty(vm.seed(), vm.spec().pages(), p.pageSize());
        for (int gp = 0; gp < vm.spec().pages(); gp++) {
            checkpoint.put(gp, p.carry(gp, vm.pageVersion(gp)));
        }
        long size = (long) vm.spec().pages() * p.pageSize() + state.wireBytes();
        p.advance("frozen: write the checkpoint to the file server", server.writeTime(size), size);
        server.storeImage(checkpointFile(vm), checkpoint);
        p.durable();
        p.advance("frozen: restart reads the checkpoint on the target", server.readTime(size), size);
        for (int gp = 0; gp < checkpoint.pages(); gp++) {
            p.stage(gp, checkpoint.version(gp));
        }
        p.arrive(state);
        p.verify("on restart", gp -> -1);
        p.commit();
        server.deleteImage(checkpointFile(vm));
    }
}
