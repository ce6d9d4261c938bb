package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.NodeMessage;

/**
 * The power of d choices (the supermarket model): for every arrival, poll {@code d} distinct nodes chosen
 * uniformly from all N — this one included — and join the shortest queue, ties at random. d = 1 is random
 * assignment. The job is held while the polls travel and runs where it is sent.
 */
public final class PowerOfDLocation implements LocationPolicy {

    private final int d;
    private final LoadMetric metric;
    private final Negotiations<Choice> choices = new Negotiations<>();

    /** A poll in progress, and whether this node is one of the d. */
    private record Choice(Poll poll, boolean includesSelf) {
    }

    public PowerOfDLocation(int d, LoadMetric metric) {
        this.d = d;
        this.metric = metric;
    }

    @Override
    public void place(Job job, NodeContext node) {
        int n = node.nodeCount();
        int k = Math.min(d, n);
        int[] chosen = new int[k];
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
        choices.put(Poll.probeAll(node, chosen, metric.load(node)), new Choice(new Poll(job, chosen, true, node.self()), self));
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (!(message instanceof ProbeReply reply) || choices.get(reply.negotiation()) == null) {
            return false;
        }
        Choice choice = choices.get(reply.negotiation());
        choice.poll().answer(from, reply.load(), node);
        decideIfDone(reply.negotiation(), choice, node);
        return true;
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        for (long id : choices.ids()) {
            Choice choice = choices.get(id);
            choice.poll().giveUp(peer);
            decideIfDone(id, choice, node);
        }
    }

    /** All d answered (or gone): join the shortest queue; if none answered and this node was not asked, stay. */
    private void decideIfDone(long id, Choice choice, NodeContext node) {
        if (choice.poll().done()) {
            choices.remove(id);
            if (choice.includesSelf()) {
                // This node's own queue is one of the d: its length now is known without asking.
                choice.poll().consider(node.self(), metric.load(node), node);
            }
            int best = choice.poll().best();
            if (best == node.self() || best < 0) {
                node.runLocally(choice.poll().job());
            } else {
                node.transfer(choice.poll().job(), best, 0, metric.load(node));
            }
        }
    }
}
