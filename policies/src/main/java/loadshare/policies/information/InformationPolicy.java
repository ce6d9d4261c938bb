package loadshare.policies.information;

import loadshare.policies.NodeContext;
import loadshare.protocol.NodeMessage;

/**
 * When and from where load information is collected: demand-driven (only when a node needs it),
 * periodic, state-change-driven, or centralized.
 */
public interface InformationPolicy {

    /** A job arrived at this node (new, or transferred in). */
    default void onJobArrival(NodeContext node) {
    }

    /** A job finished on this node. */
    default void onJobDeparture(NodeContext node) {
    }

    default void onTimer(long tag, NodeContext node) {
    }

    /** A message of this information protocol; false if it is not one. */
    default boolean onMessage(int from, NodeMessage message, NodeContext node) {
        return false;
    }
}
