package loadshare.migration.strategy;

import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.storage.FileServer;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmState;
import loadshare.migration.MigrationRequest;

/**
 * Sprite process migration: freeze, swap out — flush the pages dirtied since their last write-back to the
 * file server's page store (clean pages are there already) — send the page table and file descriptors,
 * resume on the target, and demand-page from the file server. The source is free at commit: no residual
 * dependency on it, only communication, redirected by the home node.
 */
public record SpriteMigration() implements MigrationStrategy {

    public static final String NAME = "sprite";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean copiesSourceMemory() {
        return false;
    }

    @Override
    public void playOut(Playout p, MigrationRequest request) {
        VirtualMachine vm = p.source();
        FileServer server = request.fileServer();
        MemoryImage store = server.pageStore(vm.name());
        p.freeze();
        int[] dirty = vm.takeUnflushedPages();
        long flushed = (long) dirty.length * p.pageSize();
        p.advance("frozen: flush dirty pages to the file server", server.writeTime(flushed), flushed);
        for (int gp : dirty) {
            store.put(gp, p.carry(gp, vm.pageVersion(gp)));
        }
        VmState state = vm.captureState();
        p.advance("frozen: page table, descriptors, endpoints, vCPU", request.link().transferTime(state.wireBytes()),
                state.wireBytes());
        VirtualMachine target = p.arrive(state);
        p.commit();
        double faultTime = server.readTime(p.pageSize());
        for (int vp : state.workingSet().shuffled(request.random())) {
            int gp = state.pageTable().guestPhysical(vp);
            if (!target.isResident(gp)) {
                p.fault("page faults from the file server (vCPU stalled)", faultTime, gp, store.version(gp));
            }
        }
        p.verify("after the working set faulted in", store::version);
    }
}
