package loadshare.node.core;

import loadshare.protocol.NodeMessage;

/**
 * The effects a coordinator has — messages and timers — carried out by the runtime that hosts it. A node's
 * {@link Effects} has these and more; every effect names the participant it comes from.
 */
public interface CoordinatorEffects {

    /** Deliver {@code message} from participant {@code from} to participant {@code to}. */
    void send(int from, int to, NodeMessage message);

    /** Fire participant {@code participant}'s timer {@code tag} after {@code delay} model seconds, replacing one with the same tag. */
    void setTimer(int participant, long tag, double delay);
}
