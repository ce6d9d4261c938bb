package loadshare.policies.selection;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;

/**
 * Non-preemptive: a sender moves the newly arrived job, and a node asked for work gives the job that has
 * waited longest — never one that has started, so moving it costs no more than sending it.
 */
public final class NewJobSelection implements SelectionPolicy {

    @Override
    public Job select(Job arriving, NodeContext node) {
        return arriving;
    }

    @Override
    public Job give(NodeContext node) {
        return node.takeOldestWaiting();
    }
}
