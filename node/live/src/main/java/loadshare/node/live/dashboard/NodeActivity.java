package loadshare.node.live.dashboard;

import loadshare.node.live.ResultsCollector;
import loadshare.protocol.CborSerializable;

/**
 * What a node is doing, for the dashboard: sent to the collector beside each {@link ResultsCollector.NodeStatus}.
 *
 * @param address       the node's cluster address, {@code host:port}
 * @param queued        jobs waiting for a CPU
 * @param running       jobs in service
 * @param jobsIn        jobs that arrived from other participants (transfers, dispatches, migrations)
 * @param jobsOut       jobs sent to other participants
 * @param migrationsIn  running jobs' VMs that arrived here
 * @param migrationsOut running jobs' VMs this node migrated away
 */
public record NodeActivity(int node, String address, int queued, int running, long jobsIn, long jobsOut,
                           long migrationsIn, long migrationsOut) implements ResultsCollector.Command, CborSerializable {
}
