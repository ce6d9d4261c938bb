package loadshare.policies.coordinator;

import loadshare.policies.ClusterShape;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.LoadDirectoryMessage.LoadReport;
import loadshare.protocol.LoadDirectoryMessage.LocationAnswer;
import loadshare.protocol.LoadDirectoryMessage.LocationQuery;
import loadshare.protocol.NodeMessage;

/**
 * The coordinator of the centralized information policy: keeps the load each node last reported and
 * answers location queries — a sender gets the least loaded other node, a receiver the most loaded — ties
 * at random. After sending a sender somewhere it counts one more job there until that node reports again,
 * so a burst of queries does not send every job to the same node.
 */
public final class LoadDirectory implements Coordinator {

    private final double[] loads;
    private final boolean[] gone;

    public LoadDirectory(ClusterShape shape) {
        loads = new double[shape.nodes()];
        gone = new boolean[shape.nodes()];
    }

    /** A node that is gone is never named again. */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        if (peer >= 0 && peer < gone.length) {
            gone[peer] = true;
        }
    }

    /** A node reported down is back: it may be named again once it reports its load. */
    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        if (peer >= 0 && peer < gone.length) {
            gone[peer] = false;
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (message instanceof LoadReport report) {
            loads[from] = report.load();
            return true;
        }
        if (message instanceof LocationQuery query) {
            int best = -1;
            int ties = 0;
            for (int node = 0; node < loads.length; node++) {
                if (node == from || gone[node]) {
                    continue;
                }
                boolean better = best < 0 || (query.sender() ? loads[node] < loads[best] : loads[node] > loads[best]);
                if (better) {
                    best = node;
                    ties = 1;
                } else if (loads[node] == loads[best] && context.random().nextInt(++ties) == 0) {
                    best = node;
                }
            }
            double load = best < 0 ? Double.NaN : loads[best];
            if (best >= 0 && query.sender()) {
                loads[best] += 1;
            }
            context.send(from, new LocationAnswer(query.negotiation(), best, load));
            return true;
        }
        return false;
    }
}
