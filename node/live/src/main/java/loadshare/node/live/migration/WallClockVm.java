package loadshare.node.live.migration;

import java.util.SplittableRandom;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmDigest;

/**
 * A migrating VM on its source host, run by the wall clock: each {@link #catchUp} runs it (writing pages at its dirty
 * rate, drawn from its own random stream) for the time since the last one, while it runs here.
 */
final class WallClockVm {

    private final VirtualMachine vm;
    private final SplittableRandom random;
    private long lastRun = System.nanoTime();

    WallClockVm(VirtualMachine vm, long seed) {
        this.vm = vm;
        this.random = new SplittableRandom(seed);
    }

    VirtualMachine vm() {
        return vm;
    }

    /** Runs the VM up to now, if it runs here. */
    void catchUp() {
        long now = System.nanoTime();
        if (vm.status() == VirtualMachine.Status.RUNNING) {
            vm.run((now - lastRun) / 1e9, random);
        }
        lastRun = now;
    }

    /** Runs it up to now and stops it; returns its digest at the freeze. */
    VmDigest freeze() {
        catchUp();
        vm.freeze();
        return vm.digest();
    }

    /** Runs it here again if it is frozen (a migration that did not commit). */
    void resumeIfFrozen() {
        if (vm.status() == VirtualMachine.Status.FROZEN) {
            vm.resume();
            lastRun = System.nanoTime();
        }
    }

    /** Lets go of it here (frees its frames), if not done already. */
    void release() {
        if (vm.status() != VirtualMachine.Status.RELEASED) {
            vm.release();
        }
    }
}
