package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;

/** Nowhere else: the job runs where it is. */
public final class KeepLocal implements LocationPolicy {

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
    }
}
