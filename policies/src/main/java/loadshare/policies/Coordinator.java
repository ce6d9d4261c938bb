package loadshare.policies;

import loadshare.protocol.NodeMessage;

/**
 * A central participant that some policies need (a dispatcher, Sprite's or Condor's coordinator). Pure like
 * {@link Policy}: the simulated runtime drives it from the event engine, the live runtime from an actor.
 */
public interface Coordinator {

    /** Returns false for a message the coordinator does not expect; the runtime logs and drops it. */
    boolean onMessage(int from, NodeMessage message, CoordinatorContext context);

    default void onTimer(long tag, CoordinatorContext context) {
    }

    /**
     * Node {@code peer} left the cluster or died (live runtime), or its host failed (the simulator's failure
     * detector: a probe timeout after the failure): forget what it offered.
     */
    default void onPeerDown(int peer, CoordinatorContext context) {
    }

    /**
     * Node {@code peer}, reported down, is back after its host's repair: it may be chosen again. It starts afresh
     * in the coordinator's eyes: what it offers, it tells again ({@link Policy#onRejoin}).
     */
    default void onPeerUp(int peer, CoordinatorContext context) {
    }

    /** Jobs waiting at the coordinator (they count as waiting jobs of the cluster). */
    default int queued() {
        return 0;
    }
}
