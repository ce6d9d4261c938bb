package loadshare.policies.selection;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;

/** Which job moves: the one a sender sends away, and the one a node gives to a receiver that asks. */
public interface SelectionPolicy {

    /** The job to move when {@code arriving} has just made this node a sender, or null to move none. */
    Job select(Job arriving, NodeContext node);

    /** A job to hand to a receiver, taken off this node; null if there is none this policy may give. */
    Job give(NodeContext node);
}
