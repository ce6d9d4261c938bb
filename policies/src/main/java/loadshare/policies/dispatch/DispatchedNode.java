package loadshare.policies.dispatch;

import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.DispatchMessage.DepartureReport;
import loadshare.protocol.DispatchMessage.DispatchRequest;
import loadshare.protocol.DispatchMessage.Forward;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * A node behind a dispatcher: a job that arrives at it from the workload (or is resubmitted by it as the job's
 * home) goes to the dispatcher; a job the dispatcher forwards arrives at the node's own policy as a new job there;
 * at every departure the node reports its load to the dispatcher. Everything else is the node's own policy's.
 */
public final class DispatchedNode implements Policy {

    private final Policy own;

    public DispatchedNode(Policy own) {
        this.own = own;
    }

    @Override
    public void onStart(NodeContext node) {
        own.onStart(node);
    }

    @Override
    public void onJobArrival(Job job, NodeContext node) {
        node.send(node.coordinator(), new DispatchRequest(job));
    }

    @Override
    public void onJobDeparture(Job job, NodeContext node) {
        node.send(node.coordinator(), new DepartureReport(node.load()));
        own.onJobDeparture(job, node);
    }

    /** The dispatchers forgot this node: it tells them its load, and its own policy rejoins. */
    @Override
    public void onRejoin(NodeContext node) {
        node.send(node.coordinator(), new DepartureReport(node.load()));
        own.onRejoin(node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof Forward forward) {
            own.onJobArrival(forward.job(), node);
            return true;
        }
        return own.onMessage(from, message, node);
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        own.onPeerDown(peer, node);
    }

    @Override
    public void onNoAnswer(int peer, NodeContext node) {
        own.onNoAnswer(peer, node);
    }

    @Override
    public void onOwnerChange(boolean active, NodeContext node) {
        own.onOwnerChange(active, node);
    }

    @Override
    public void onTimer(long tag, NodeContext node) {
        own.onTimer(tag, node);
    }

    /** The node's own policy. */
    public Policy own() {
        return own;
    }
}
