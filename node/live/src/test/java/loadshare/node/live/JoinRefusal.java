package loadshare.node.live;

import akka.actor.CoordinatedShutdown;
import akka.actor.typed.ActorSystem;
import akka.cluster.typed.Cluster;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Waits for a node's refusal at join as loadshare sees it ({@link LiveNode#refusal}): its coordinated shutdown began
 * for an incompatible configuration. Not for its system's termination, which Akka now and then never completes (an
 * Artery stream that does not stop) and which nothing of loadshare waits for after a refusal. A failure says what each
 * system knows.
 */
public final class JoinRefusal {

    /** How long a refusal may take to come: the join's first attempts, each 5 s at most (seed-node-timeout). */
    private static final long REFUSAL_S = 60;

    private JoinRefusal() {
    }

    /** Waits until {@code refused} was refused at join by {@code cluster}. */
    public static void await(ActorSystem<?> refused, ActorSystem<?> cluster) throws Exception {
        try {
            LiveNode.refusal(refused).get(REFUSAL_S, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("not refused in " + REFUSAL_S + " s: " + stateOf("the refused", refused) + "; "
                    + stateOf("the cluster's", cluster), e);
        }
    }

    /** What a member knows of its cluster, and whether its system is shutting down and why. */
    private static String stateOf(String who, ActorSystem<?> system) {
        Cluster cluster = Cluster.get(system);
        return who + " " + cluster.selfMember().address() + " is " + cluster.selfMember().status() + ", sees "
                + cluster.state().getMembers() + ", unreachable " + cluster.state().getUnreachable()
                + ", shutdown reason " + CoordinatedShutdown.get(system).getShutdownReason()
                + ", terminated " + system.whenTerminated().isCompleted();
    }
}
