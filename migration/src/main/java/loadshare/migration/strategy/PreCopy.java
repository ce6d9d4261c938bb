package loadshare.migration.strategy;

import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmState;
import loadshare.migration.MigrationRequest;

/**
 * Pre-copy: while the VM keeps running (and dirtying pages at its rate), send all its pages, then in
 * rounds the pages dirtied during the previous round, until the dirty set is at most
 * {@code thresholdPages} or {@code maxRounds} rounds were sent; then freeze and send the last dirty pages
 * with the page table, descriptors and endpoints. The freeze is short if the VM writes slower than the link
 * can copy; a VM that writes faster never converges and freezes with a large dirty set after
 * {@code maxRounds}.
 */
public record PreCopy(int maxRounds, int thresholdPages) implements MigrationStrategy {

    public static final String NAME = "pre-copy";

    /** Xen's limit of rounds, and 64 pages (256 KiB at 4 KiB pages) as "small enough". */
    public static final PreCopy DEFAULT = new PreCopy(30, 64);

    public PreCopy {
        if (maxRounds < 1 || thresholdPages < 0) {
            throw new IllegalArgumentException("pre-copy needs max-rounds >= 1 and a threshold >= 0 pages");
        }
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void playOut(Playout p, MigrationRequest request) {
        VirtualMachine vm = p.source();
        vm.takeDirtyLog(); // start logging dirty pages from here
        int[] toSend = new int[vm.spec().pages()];
        for (int gp = 0; gp < toSend.length; gp++) {
            toSend[gp] = gp;
        }
        for (int round = 1; ; round++) {
            for (int gp : toSend) {
                p.stage(gp, vm.pageVersion(gp));
            }
            long sent = (long) toSend.length * p.pageSize();
            p.whileRunning("pre-copy round " + round + " (VM running)", request.link().transferTime(sent), sent);
            if (vm.dirtyLogSize() <= thresholdPages || round == maxRounds) {
                break;
            }
            toSend = vm.takeDirtyLog();
        }
        p.freeze();
        int[] last = vm.takeDirtyLog();
        VmState state = vm.captureState();
        for (int gp : last) {
            p.stage(gp, vm.pageVersion(gp));
        }
        long sent = (long) last.length * p.pageSize() + state.wireBytes();
        p.advance("frozen: last dirty pages, page table, descriptors, endpoints", request.link().transferTime(sent), sent);
        p.arrive(state);
        p.verify("on resume", gp -> -1);
        p.commit();
    }
}
