package loadshare.policies.dispatch;

import java.util.random.RandomGenerator;

/**
 * Node after node, in index order. With Poisson arrivals at rate N lambda a node receives every N-th job: its
 * interarrival times are Erlang-N with rate lambda, far more regular than Poisson, so each node is an E_N/M/1
 * queue (mean response in {@code loadshare.node.theory.DispatchTheory}), better than random but blind to how long
 * the jobs are.
 */
public final class RoundRobinDispatch implements DispatchPolicy {

    private final Members members;
    /** Position in {@link #members} of the next node. */
    private int next;

    /** @param start the first node's index: several dispatchers start at different nodes */
    public RoundRobinDispatch(int nodes, int start) {
        this.members = new Members(nodes);
        this.next = Math.floorMod(start, Math.max(nodes, 1));
    }

    @Override
    public int choose(int session, RandomGenerator random) {
        if (members.size() == 0) {
            return -1;
        }
        if (next >= members.size()) {
            next = 0;
        }
        return members.get(next++);
    }

    @Override
    public void left(int node) {
        int at = members.remove(node);
        if (at >= 0 && at < next) {
            next--;     // the cycle goes on with the node that came after the one sent to last
        }
    }

    @Override
    public void rejoined(int node) {
        int at = members.add(node);
        if (at >= 0 && at < next) {
            next++;     // the cycle goes on where it was; the node comes back at its place in the order
        }
    }
}
