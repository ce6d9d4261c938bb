package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.Probe;

/**
 * Replies to probes sent in parallel, gathered until every asked node has answered (or is gone): the best
 * so far (least loaded for a sender, most loaded for a receiver), ties broken uniformly at random.
 */
final class Poll {

    private final Job job;
    private final boolean lowest;
    /** The nodes asked; one that has answered (or is gone) is marked by its complement, ~node (negative). */
    private final int[] asked;
    private final boolean includesSelf;
    private int answered;
    private int best = -1;
    private double bestLoad;
    private int ties;

    /**
     * A poll of {@code targets} (this node, if among them, is not asked) for {@code job} (null for a
     * receiver's poll); {@code lowest}: keep the least loaded node, else the most loaded.
     */
    Poll(Job job, int[] targets, boolean lowest, int self) {
        this.job = job;
        this.lowest = lowest;
        int others = 0;
        for (int target : targets) {
            others += target != self ? 1 : 0;
        }
        this.asked = new int[others];
        int i = 0;
        for (int target : targets) {
            if (target != self) {
                asked[i++] = target;
            }
        }
        this.includesSelf = others < targets.length;
    }

    /** Starts a negotiation by probing every target but this node at once (a probe each); returns its id. */
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
        if (mark(node)) {
            consider(node, load, context);
        }
    }

    /** Node {@code peer} is gone: if this poll still waits for it, stop waiting. */
    void giveUp(int peer) {
        mark(peer);
    }

    private boolean mark(int node) {
        for (int i = 0; i < asked.length; i++) {
            if (asked[i] == node) {
                asked[i] = ~node;
                answered++;
                return true;
            }
        }
        return false;
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

    /** Whether this node was among the targets (and so was not asked). */
    boolean includesSelf() {
        return includesSelf;
    }

    boolean done() {
        return answered == asked.length;
    }

    Job job() {
        return job;
    }

    /** The best node that answered, or -1 if none did. */
    int best() {
        return best;
    }

    double bestLoad() {
        return bestLoad;
    }
}
