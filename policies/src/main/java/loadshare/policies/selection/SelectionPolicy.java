package loadshare.policies.selection;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;

/** Which job a sender moves. */
public interface SelectionPolicy {

    /** The job to move when {@code arriving} has just made this node a sender, or null to move none. */
    Job select(Job arriving, NodeContext node);
}
