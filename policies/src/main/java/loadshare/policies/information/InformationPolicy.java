package loadshare.policies.information;

import loadshare.policies.NodeContext;
import loadshare.protocol.NodeMessage;

/**
 * When and from where load information is collected: demand-driven (only when a node needs it, by
 * probing), periodic, state-change-driven, or centralized. What a node hears goes into its
 * {@link loadshare.policies.information.LoadTable}; the hooks below say when to tell others.
 */
public interface InformationPolicy {

    /** The run begins: a periodic policy starts its timer. */
    default void onStart(NodeContext node, double load) {
    }

    /** This node's load changed (an arrival, a departure, a transfer in or out); {@code load} is the new value. */
    default void onLoadChange(NodeContext node, double load) {
    }

    /** A job finished on this node. */
    default void onJobDeparture(NodeContext node) {
    }

    /**
     * The coordinator forgot this node and takes it back ({@link loadshare.policies.Policy#onRejoin}): a policy that
     * tells the coordinator something tells it again; {@code load} is the node's load now.
     */
    default void onRejoin(NodeContext node, double load) {
    }

    /** A timer of this policy fired. Returns false if the tag is not this policy's. */
    default boolean onTimer(long tag, NodeContext node, double load) {
        return false;
    }

    /** A message of this information protocol; false if it is not one. */
    default boolean onMessage(int from, NodeMessage message, NodeContext node) {
        return false;
    }
}
