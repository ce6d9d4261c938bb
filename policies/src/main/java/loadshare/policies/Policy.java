package loadshare.policies;

import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * The load-sharing behaviour of one node: plain synchronous code, no threads, no Akka, no wall clock, no
 * randomness of its own ({@link NodeContext#random()} and {@link NodeContext#now()} instead), so the same class
 * runs in the simulator and in the live cluster. Each node has its own instance (a policy may keep per-node state
 * such as negotiations in progress). The node core calls it on every input; the policy acts through the
 * {@link NodeContext}. Part of the API for plug-ins: see docs/writing-a-policy.md.
 */
public interface Policy {

    /** The run begins (model time 0 in a simulation): a policy may start periodic timers. */
    default void onStart(NodeContext node) {
    }

    /** A new job arrived at this node (its home) from the workload. */
    void onJobArrival(Job job, NodeContext node);

    /** A job finished on this node. */
    default void onJobDeparture(Job job, NodeContext node) {
    }

    /**
     * A protocol message arrived. By default a transferred job runs here. Returns false for a message
     * this policy does not expect; the runtime logs and drops it.
     */
    default boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof JobTransfer transfer) {
            node.runLocally(transfer.job());
            return true;
        }
        return false;
    }

    /**
     * Node {@code peer} left the cluster or died (live runtime). Negotiations waiting for its answer must not
     * wait forever: a policy ends or moves them on.
     */
    default void onPeerDown(int peer, NodeContext node) {
    }

    /**
     * A message this node sent to {@code peer} went unanswered for the probe timeout: {@code peer} is down for now
     * (a failed host, simulated), not gone for good. Negotiations waiting for it move on as for
     * {@link #onPeerDown}, which is what this does unless a policy keeps what it knows of the peer for when it is
     * back.
     */
    default void onNoAnswer(int peer, NodeContext node) {
        onPeerDown(peer, node);
    }

    /**
     * The coordinator forgot this node ({@link Coordinator#onPeerDown}: its host failed, or the coordinator's did)
     * and takes it back now ({@link Coordinator#onPeerUp}): tell it again what it needs to know of this node — its
     * free CPUs, its load, its availability, a request for work. Policies without a coordinator do nothing.
     */
    default void onRejoin(NodeContext node) {
    }

    /** The host's owner came back to the keyboard ({@code active}) or left it. Only hosts with owners see this. */
    default void onOwnerChange(boolean active, NodeContext node) {
    }

    /** A timer this policy set ({@link NodeContext#setTimer}) has fired. */
    default void onTimer(long tag, NodeContext node) {
    }
}
