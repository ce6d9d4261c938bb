package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * The power of d choices (the supermarket model): for every arrival, poll {@code d} distinct nodes chosen
 * uniformly from all N — this one included — and join the shortest queue, ties at random. d = 1 is random
 * assignment. The job is held while the polls travel and runs where it is sent.
 */
public final class PowerOfDLocation implements LocationPolicy {

    private final int d;
    private final LoadMetric metric;
    private final ParallelPoll polls;
    /** The nodes chosen for the arrival being placed, reused (a poll copies what it keeps). */
    private int[] chosen = new int[0];

    public PowerOfDLocation(int d, LoadMetric metric) {
        this.d = d;
        this.metric = metric;
        this.polls = new ParallelPoll(metric, true, this::joinShortest);
    }

    @Override
    public void place(Job job, NodeContext node) {
        int n = node.nodeCount();
        int k = Math.min(d, n);
        if (chosen.length != k) {
            chosen = new int[k];
        }
        int[] chosen = this.chosen;
        boolean self = false;
        for (int i = 0; i < k; i++) {
            int candidate;
            do {
                candidate = node.random().nextInt(n);
            } while (RandomCandidates.contains(chosen, i, candidate));
            chosen[i] = candidate;
            self |= candidate == node.self();
        }
        int others = self ? k - 1 : k;
        if (others == 0) {
            node.runLocally(job);
            return;
        }
        polls.start(job, chosen, node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        return polls.onMessage(from, message, node);
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        polls.onPeerDown(peer, node);
    }

    /** All d answered (or gone): join the shortest queue; if none answered and this node was not asked, stay. */
    private void joinShortest(long id, Poll poll, NodeContext node) {
        if (poll.includesSelf()) {
            // This node's own queue is one of the d: its length now is known without asking.
            poll.consider(node.self(), metric.load(node), node);
        }
        int best = poll.best();
        if (best == node.self() || best < 0) {
            node.runLocally(poll.job());
        } else {
            node.transfer(poll.job(), best, 0, metric.load(node));
        }
    }
}
