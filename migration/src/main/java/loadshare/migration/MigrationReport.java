package loadshare.migration;

import java.util.List;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmDigest;

/**
 * What one migration cost and how it ended. Times are model seconds: {@code freezeTime} the VM ran nowhere;
 * {@code totalTime} from the start until the last page of the migration moved (or it ended otherwise);
 * {@code residualDependency} how long after resume the source still held pages the VM needed.
 * {@code bytesMoved} counts every byte on any link (source, target, file server); {@code pageFaults} the
 * faults after resume and {@code stallTime} how long the resumed VM's vCPU waited for them; {@code forwardedMessages} and {@code forwardingDelay} (their summed extra delay) the
 * messages the home node had to forward. {@code digestBefore} is the VM's digest when it froze,
 * {@code digestAfter} the digest the target reconstructed (or the source's, if the VM stayed there).
 * {@code vm} is where the task now lives (the target's VM, the source's after an abort, or null if lost).
 */
public record MigrationReport(String strategy, MigrationOutcome outcome, double startTime, double freezeTime,
        double totalTime, long bytesMoved, int pageFaults, double stallTime, double residualDependency, int forwardedMessages,
        double forwardingDelay, VmDigest digestBefore, VmDigest digestAfter, List<Phase> phases, VirtualMachine vm) {

    public MigrationReport {
        phases = List.copyOf(phases);
    }

    public boolean completed() {
        return outcome instanceof MigrationOutcome.Completed;
    }
}
