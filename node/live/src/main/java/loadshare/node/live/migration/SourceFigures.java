package loadshare.node.live.migration;

import java.util.ArrayList;
import java.util.List;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmDigest;
import loadshare.migration.MigrationOutcome;

/**
 * What a {@link MigrationSource} measures for its {@link LiveMigrationReport}, by the wall clock: when the migration
 * began, when the VM froze (and its digest then), when it resumed on the target, the page streams it sent, the
 * bytes of the state it handed over and pre-copy's rounds. It only records; it decides nothing.
 */
final class SourceFigures {

    /** Bytes of a page fault's request on the wire. */
    static final long FAULT_REQUEST_BYTES = 64;

    private final List<PageStream> streams = new ArrayList<>();
    private long started;
    private long frozenAt;
    private long resumedAt;
    private long stateBytes;
    private int rounds;
    private VmDigest before;

    void began() {
        started = System.nanoTime();
    }

    void froze(VmDigest digest) {
        frozenAt = System.nanoTime();
        before = digest;
    }

    /** The VM's digest at the freeze (null before it). */
    VmDigest before() {
        return before;
    }

    void streamed(PageStream stream) {
        streams.add(stream);
    }

    void round(int round) {
        rounds = round;
    }

    void handedOver(long wireBytes) {
        stateBytes = wireBytes;
    }

    void resumedThere() {
        resumedAt = System.nanoTime();
    }

    /**
     * The report of a migration that ended with {@code outcome} (and {@code c}, the target's word that every page
     * arrived, or null); {@code residual}: the VM depended on the source for pages since it resumed, until now.
     */
    LiveMigrationReport report(String strategy, VirtualMachine vm, MigrationOutcome outcome,
                               PageTransferMessage.Completed c, boolean residual) {
        long now = System.nanoTime();
        double freeze = frozenAt == 0 ? 0 : ((resumedAt != 0 ? resumedAt : now) - frozenAt) / 1e9;
        int pageSize = vm.spec().pageSize();
        long bulkBytes = streams.stream().mapToLong(PageStream::pageBytesSent).sum();
        long bulkNanos = streams.stream().mapToLong(PageStream::busyNanos).sum();
        long moved = streams.stream().mapToLong(PageStream::wireBytesSent).sum() + stateBytes;
        int faults = 0;
        if (c != null) {
            faults = c.pageFaults();
            bulkBytes += c.pulledBytes();
            bulkNanos += c.pullNanos();
            moved += c.pulledBytes() / pageSize * (pageSize + 8L) + faults * (pageSize + 8L + FAULT_REQUEST_BYTES);
        }
        double residualSeconds = residual ? (now - resumedAt) / 1e9 : 0;
        return new LiveMigrationReport(strategy, vm.name(), outcome, freeze, (now - started) / 1e9, moved,
                bulkBytes, bulkNanos / 1e9, faults, residualSeconds, rounds, before, c == null ? null : c.after());
    }
}
