package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * With whom to share load: a small protocol (probe, wait for the reply, probe the next...). Any state it
 * needs between messages lives in the instance, keyed by negotiation id, never in a thread.
 */
public interface LocationPolicy {

    /** Find a place for {@code job} that a sender wants to move; the job must end up run here or transferred. */
    void place(Job job, NodeContext node);

    /** This node has become a receiver: look for work elsewhere. */
    default void findWork(NodeContext node) {
    }

    /** A message of this location protocol; false if it is not one. */
    default boolean onMessage(int from, NodeMessage message, NodeContext node) {
        return false;
    }
}
