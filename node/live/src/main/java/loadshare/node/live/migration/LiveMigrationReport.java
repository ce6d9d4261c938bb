package loadshare.node.live.migration;

import loadshare.hardware.vm.VmDigest;
import loadshare.migration.MigrationOutcome;

/**
 * What one live migration cost and how it ended, in the figures of the pure model's
 * {@link loadshare.migration.MigrationReport}, in wall-clock seconds: {@code freezeSeconds} the VM ran nowhere,
 * {@code totalSeconds} from the admission request until every page was on the target (or the migration ended
 * otherwise), {@code bytesMoved} on every link (page bytes with their page numbers and versions, the VM's state,
 * fault requests), {@code pageFaults} after resume, {@code residualDependencySeconds} how long after resume the
 * source still held pages the VM needed. {@code bulkPageBytes} moved in page streams (not faults) while those
 * streams were busy for {@code bulkSeconds}; {@code rounds} of pre-copy. The digests are the VM's at the freeze
 * and the target's image of the pages it received (null if it never got that far).
 */
public record LiveMigrationReport(String strategy, String vm, MigrationOutcome outcome, double freezeSeconds,
        double totalSeconds, long bytesMoved, long bulkPageBytes, double bulkSeconds, int pageFaults,
        double residualDependencySeconds, int rounds, VmDigest digestBefore, VmDigest digestAfter) {

    public boolean completed() {
        return outcome instanceof MigrationOutcome.Completed;
    }

    /** Page bytes of the bulk transfer per second of it, in MB/s (10^6 bytes). */
    public double bulkMegabytesPerSecond() {
        return bulkSeconds > 0 ? bulkPageBytes / bulkSeconds / 1e6 : 0;
    }
}
