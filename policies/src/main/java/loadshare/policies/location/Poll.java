package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;

/**
 * Replies to probes sent in parallel, gathered until all have answered: the best so far (least loaded for
 * a sender, most loaded for a receiver), ties broken uniformly at random.
 */
final class Poll {

    private final Job job;
    private final int expected;
    private final boolean lowest;
    private int answered;
    private int best = -1;
    private double bestLoad;
    private int ties;

    /** @param lowest true to keep the least loaded node, false for the most loaded */
    Poll(Job job, int expected, boolean lowest) {
        this.job = job;
        this.expected = expected;
        this.lowest = lowest;
    }

    /** Counts one reply. */
    void answer(int node, double load, NodeContext context) {
        answered++;
        consider(node, load, context);
    }

    /** Weighs a node's load without counting it as a reply (e.g. this node's own load). */
    void consider(int node, double load, NodeContext context) {
        boolean better = best < 0 || (lowest ? load < bestLoad : load > bestLoad);
        if (better) {
            best = node;
            bestLoad = load;
            ties = 1;
        } else if (load == bestLoad && context.random().nextInt(++ties) == 0) {
            best = node;
        }
    }

    boolean done() {
        return answered == expected;
    }

    Job job() {
        return job;
    }

    int best() {
        return best;
    }

    double bestLoad() {
        return bestLoad;
    }
}
