package loadshare.migration.strategy;

import loadshare.hardware.net.NetworkLink;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmState;
import loadshare.migration.MigrationRequest;

/**
 * Demand paging (post-copy): freeze, send only the page table, descriptors, endpoints and vCPU, and resume
 * on the target at once. Each page faults in from the source on first touch: right after resume the VM
 * touches its working set (in a random order), each fault a round trip that stalls the vCPU. With
 * {@code backgroundPush} the source then pushes the pages not yet fetched while the VM runs. The source
 * holds pages the VM needs — a residual dependency — until it has nothing left or the task ends; if it dies
 * meanwhile the VM is lost. The task ends {@code request.remainingWork()} seconds of running after resume;
 * time stalled on faults is not running.
 */
public record DemandPaging(boolean backgroundPush) implements MigrationStrategy {

    public static final String NAME = "demand-paging";

    /** Pages per message of the background push. */
    static final int PUSH_CHUNK_PAGES = 256;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void playOut(Playout p, MigrationRequest request) {
        VirtualMachine vm = p.source();
        NetworkLink link = request.link();
        VmState state = p.freezeAndCapture();
        p.advance("frozen: page table, descriptors, endpoints, vCPU", link.transferTime(state.wireBytes()), state.wireBytes());
        VirtualMachine target = p.arrive(state);
        p.keepResidual();
        p.commit();
        double resumed = p.now();
        double faultTime = link.roundTripTime(Playout.FAULT_REQUEST_BYTES, p.pageSize());
        double stalled = 0;
        for (int vp : state.workingSet().shuffled(request.random())) {
            int gp = state.pageTable().guestPhysical(vp);
            if (!target.isResident(gp)) {
                p.fault("page faults from the source (vCPU stalled)", faultTime, gp, vm.pageVersion(gp));
                stalled += faultTime;
            }
        }
        double taskEnds = resumed + stalled + request.remainingWork();
        if (backgroundPush) {
            push(p, vm, target, link, taskEnds);
        }
        if (target.residentPages() < state.spec().pages()) {
            if (Double.isInfinite(taskEnds)) {
                p.verify("with pages still on the source", vm::pageVersion);
                return; // the dependency lasts as long as the task: forever
            }
            p.advance("residual dependency until the task ends", Math.max(0, taskEnds - p.now()), 0);
        }
        p.verify("when the residual dependency ended", vm::pageVersion);
        p.endResidual();
    }

    private static void push(Playout p, VirtualMachine source, VirtualMachine target, NetworkLink link, double taskEnds) {
        int pages = source.spec().pages();
        int gp = 0;
        while (gp < pages) {
            int[] chunk = new int[PUSH_CHUNK_PAGES];
            int n = 0;
            for (; gp < pages && n < chunk.length; gp++) {
                if (!target.isResident(gp)) {
                    chunk[n++] = gp;
                }
            }
            if (n == 0) {
                return;
            }
            long sent = (long) n * p.pageSize();
            double duration = link.transferTime(sent);
            if (p.now() + duration > taskEnds) {
                return; // the task ends before this chunk arrives
            }
            p.advance("background push from the source (VM running)", duration, sent);
            for (int i = 0; i < n; i++) {
                target.installPage(chunk[i], p.carry(chunk[i], source.pageVersion(chunk[i])));
            }
        }
    }
}
