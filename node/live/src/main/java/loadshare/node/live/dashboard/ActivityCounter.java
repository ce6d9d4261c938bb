package loadshare.node.live.dashboard;

import loadshare.node.core.JobsCarried;
import loadshare.protocol.MigrationMessage;
import loadshare.protocol.NodeMessage;

/** A workstation's counts of what came in and what migrated away, for its {@link NodeActivity}. Single-threaded. */
public final class ActivityCounter {

    private long jobsIn;
    private long migrationsIn;
    private long migrationsOut;

    /** A protocol message from a peer: the jobs it carries came in; a VM that arrives is a migration in. */
    public void received(NodeMessage message) {
        jobsIn += JobsCarried.in(message).size();
        if (message instanceof MigrationMessage.VmMigration) {
            migrationsIn++;
        }
    }

    /** The node migrated a running job's VM away. */
    public void migrated() {
        migrationsOut++;
    }

    /** The report: {@code load} jobs here, {@code queued} of them waiting; {@code jobsOut} sent away so far. */
    public NodeActivity report(int node, String address, int load, int queued, long jobsOut) {
        return new NodeActivity(node, address, queued, load - queued, jobsIn, jobsOut, migrationsIn, migrationsOut);
    }
}
