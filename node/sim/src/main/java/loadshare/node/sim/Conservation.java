package loadshare.node.sim;

/**
 * What {@link SimulatedCluster#drain} found: every arrived job should have finished exactly once (and how many
 * VMs moved).
 */
public record Conservation(long arrived, long finished, long finishedTwice, long unexpectedMessages,
        long migrations, long migrationsRefused) {
}
