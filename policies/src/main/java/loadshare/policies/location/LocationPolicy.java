package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * With whom to share load: a small protocol (probe, wait for the reply, probe the next...). Any state it
 * needs between messages lives in the instance, keyed by negotiation id, never in a thread.
 */
public interface LocationPolicy {

    /** Find a place for {@code job}, which a sender wants to move; the job must end up run here or transferred. */
    void place(Job job, NodeContext node);

    /** This node has become a receiver: look for work elsewhere. */
    default void findWork(NodeContext node) {
    }

    /**
     * A reply of this location protocol. Returns false if it is not one, or if its negotiation has ended
     * (a late reply is dropped safely; the runtime counts it as unexpected).
     */
    default boolean onMessage(int from, NodeMessage message, NodeContext node) {
        return false;
    }

    /** A job arrived from {@code from}; if it answers one of this node's work requests, that negotiation is over. */
    default void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
    }

    /**
     * Node {@code peer} is gone: a negotiation waiting for its reply goes on as if it had refused (the next
     * candidate, or the end), so no search waits forever and no job is held for it.
     */
    default void onPeerDown(int peer, NodeContext node) {
    }

    /**
     * A probe or transfer to {@code peer} went unanswered for the probe timeout: {@code peer} is down for now. A
     * negotiation waiting for it goes on as in {@link #onPeerDown}; a policy that keeps lists of its peers may keep
     * the peer in them, knowing it is down.
     */
    default void onNoAnswer(int peer, NodeContext node) {
        onPeerDown(peer, node);
    }

    /** A message told this node {@code other}'s load (every protocol message carries its sender's load). */
    default void observe(int other, double load) {
    }
}
