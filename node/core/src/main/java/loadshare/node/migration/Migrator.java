package loadshare.node.migration;

import loadshare.protocol.Job;

/**
 * How a node's running jobs migrate: the VM each job runs in and a migration strategy that moves it. Given to
 * a {@link loadshare.node.core.NodeCore} whose policy moves running jobs, whose parts ({@code VmCustody},
 * {@code VmMoves}) ask it a VM's size and play each move out with it: the core times the move by the
 * {@link Migration} it returns, and a run's {@link MigrationTally} adds these up. Pure and deterministic (a job's VM is a function of the
 * run's seed and the job); {@link VmMigrator} implements it with the strategies of the {@code migration} module.
 */
public interface Migrator {

    /** The strategy's name, e.g. {@code demand-paging}. */
    String strategy();

    /** Physical memory of every host: the VMs of the jobs a node holds must fit in it. */
    long memoryBytes();

    /** The memory of {@code job}'s VM. */
    long vmBytes(Job job);

    /**
     * What moving {@code job}'s VM is expected to cost, in model seconds: its memory at the bandwidth of the path
     * between two hosts of one rack (the target is not known yet; on a flat network, every path; in a graph, the
     * nearest two hosts' path).
     */
    double expectedCost(Job job);

    /**
     * Plays out moving {@code job}'s VM from node {@code from}, where it has run {@code age} model seconds and has
     * {@code remaining} model seconds of running left, to node {@code to}, over the path between them, starting at
     * model time {@code now}.
     *
     * @throws loadshare.migration.MigrationIntegrityException if the image that arrived differs from the one that left
     */
    Migration migrate(Job job, int from, int to, double age, double remaining, double now);

    /**
     * The cost of one migration, in model seconds: the VM kept running on the source for {@code beforeFreeze}
     * (pre-copy rounds), ran nowhere for {@code freeze}, and will stall for {@code stall} on page faults after it
     * resumes; {@code total} from start until the last page moved. {@code residual} is how long the source
     * still served pages afterwards. {@code flowBytes}: the bytes of the one bulk transfer from source to target
     * that the VM's arrival waits for, sent from the start while it is frozen (its whole freeze is that transfer and
     * the route's latency), which a network that shares its links can carry as a flow; 0 if the migration is not one
     * such transfer (pre-copy's rounds, or through the file server), which then always goes as played out.
     */
    record Migration(String strategy, double beforeFreeze, double freeze, double stall, double total, long bytes,
            int pageFaults, double residual, int forwardedMessages, double forwardingDelay, long flowBytes) {

        /** A migration that is not one bulk transfer from source to target. */
        public Migration(String strategy, double beforeFreeze, double freeze, double stall, double total, long bytes,
                int pageFaults, double residual, int forwardedMessages, double forwardingDelay) {
            this(strategy, beforeFreeze, freeze, stall, total, bytes, pageFaults, residual, forwardedMessages,
                    forwardingDelay, 0);
        }

        /** The same migration with its freeze, and so its end, {@code extra} model seconds later (a shared link). */
        public Migration delayedBy(double extra) {
            return new Migration(strategy, beforeFreeze, freeze + extra, stall, total + extra, bytes, pageFaults,
                    residual, forwardedMessages, forwardingDelay, flowBytes);
        }
    }
}
