package loadshare.policies.selection;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;

/**
 * Preemptive: a running job may move, by process migration. A node prefers to move the running job with the
 * most expected remaining work when that is at least {@code minRatio} times the cost of migrating its VM (the
 * lecture notes: prefer long jobs, whose transfer cost is small compared with their execution); otherwise it acts as
 * {@link NewJobSelection} (a sender moves the arriving job, a node asked for work gives its oldest waiting job).
 */
public record PreemptiveSelection(double minRatio) implements SelectionPolicy {

    @Override
    public Job select(Job arriving, NodeContext node) {
        Job running = node.migrationCandidate(minRatio);
        return running != null ? running : arriving;
    }

    @Override
    public Job give(NodeContext node) {
        Job running = node.migrationCandidate(minRatio);
        return running != null ? running : node.takeOldestWaiting();
    }
}
