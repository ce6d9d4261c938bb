package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.Probe;

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

    /** Starts a negotiation by probing every target at once (costs a probe each); returns its id. */
    static long probeAll(NodeContext node, int[] targets, double load) {
        long id = node.nextNegotiation();
        for (int target : targets) {
            if (target != node.self()) {
                node.sendProbe(target, new Probe(id, load));
            }
        }
        return id;
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
