package loadshare.policies.selection;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;

/**
 * Preemptive: like {@link NewJobSelection}, but a node asked for work that has no waiting job may give a
 * running one — the one with the most work left (the seeds: prefer long jobs, whose transfer cost is small
 * compared with their execution). Moving a running job costs {@code costs.migration}.
 */
public final class PreemptiveSelection implements SelectionPolicy {

    @Override
    public Job select(Job arriving, NodeContext node) {
        return arriving;
    }

    @Override
    public Job give(NodeContext node) {
        Job waiting = node.takeOldestWaiting();
        return waiting != null ? waiting : node.preemptLongestRunning();
    }
}
