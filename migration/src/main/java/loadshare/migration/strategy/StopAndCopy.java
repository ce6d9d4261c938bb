package loadshare.migration.strategy;

import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmState;
import loadshare.migration.MigrationRequest;

/**
 * Stop-and-copy: freeze the VM, send every page, the page table, the file descriptors and the endpoints
 * in one transfer, resume on the target. Nothing is left behind, but the freeze grows linearly with the
 * VM's size.
 */
public record StopAndCopy() implements MigrationStrategy {

    public static final String NAME = "stop-and-copy";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void playOut(Playout p, MigrationRequest request) {
        VirtualMachine vm = p.source();
        VmState state = p.freezeAndCapture();
        long pageBytes = (long) vm.spec().pages() * p.pageSize();
        long sent = pageBytes + state.wireBytes();
        p.advance("frozen: all pages, page table, descriptors, endpoints", request.link().transferTime(sent), sent);
        for (int gp = 0; gp < vm.spec().pages(); gp++) {
            p.stage(gp, vm.pageVersion(gp));
        }
        p.arrive(state);
        p.verify("on resume", gp -> -1);
        p.commit();
    }
}
