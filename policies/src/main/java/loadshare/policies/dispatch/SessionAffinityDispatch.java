package loadshare.policies.dispatch;

import java.util.random.RandomGenerator;

/**
 * Session-level load balancing: every job of a session goes to the node that keeps the session's state (the
 * lecture notes' shopping cart), found by {@link ConsistentHashRing consistent hashing}, so that when a node leaves only
 * its own sessions move. Balance is by sessions, not by jobs: a node's load is its share of the ring.
 */
public final class SessionAffinityDispatch implements DispatchPolicy {

    private final ConsistentHashRing ring;

    public SessionAffinityDispatch(int nodes, int virtualNodes) {
        this.ring = new ConsistentHashRing(nodes, virtualNodes);
    }

    @Override
    public int choose(int session, RandomGenerator random) {
        return ring.owner(Math.max(session, 0));
    }

    @Override
    public void left(int node) {
        ring.remove(node);
    }

    /** The node's points come back, and with them exactly the sessions it had. */
    @Override
    public void rejoined(int node) {
        ring.add(node);
    }

    /** The node that owns {@code session} now. */
    public int owner(int session) {
        return ring.owner(session);
    }
}
