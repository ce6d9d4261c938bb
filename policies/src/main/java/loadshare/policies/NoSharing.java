package loadshare.policies;

import loadshare.protocol.Job;

/**
 * The baseline that shares nothing: every job runs where it arrives. A policy like any other (not an
 * {@code if} in the node), and the cheapest one: the simulator's speed is measured with it.
 */
public final class NoSharing implements Policy {

    @Override
    public void onJobArrival(Job job, NodeContext node) {
        node.runLocally(job);
    }
}
