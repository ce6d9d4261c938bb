package loadshare.policies.selection;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;

/** Move the newly arrived job (non-preemptive: it has not started, so moving it is cheap). */
public final class NewJobSelection implements SelectionPolicy {

    @Override
    public Job select(Job arriving, NodeContext node) {
        return arriving;
    }
}
