package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.NodeMessage;

/**
 * The shortest location policy's poll, for either side (and the power of d choices): probe several nodes at
 * once, gather the replies, and when every asked node has answered (or is gone) hand the poll — with the best
 * node, least loaded for a sender, most loaded for a receiver — to the policy's {@link Decision}. The polls in
 * progress are kept by negotiation id.
 */
final class ParallelPoll {

    /** What a location policy does with a poll that is complete; the poll has already ended. */
    @FunctionalInterface
    interface Decision {
        void decide(long id, Poll poll, NodeContext node);
    }

    private final int probeLimit;
    private final Candidates candidates;
    private final LoadMetric metric;
    private final boolean forSender;
    private final Decision decision;
    private final Negotiations<Poll> polls = new Negotiations<>();

    /**
     * Polls of up to {@code probeLimit} of the {@code candidates}; {@code forSender}: a sender's poll (keeps the
     * least loaded node), else a receiver's (keeps the most loaded).
     */
    ParallelPoll(int probeLimit, Candidates candidates, LoadMetric metric, boolean forSender, Decision decision) {
        this.probeLimit = probeLimit;
        this.candidates = candidates;
        this.metric = metric;
        this.forSender = forSender;
        this.decision = decision;
    }

    /** Polls of the nodes the caller chooses itself ({@link #start(Job, int[], NodeContext)} only). */
    ParallelPoll(LoadMetric metric, boolean forSender, Decision decision) {
        this(0, null, metric, forSender, decision);
    }

    /** Starts a poll about {@code job} (null for a receiver) of up to probeLimit candidates, if there is one. */
    void start(Job job, NodeContext node) {
        int[] targets = candidates.pick(node, probeLimit, forSender);
        if (targets.length > 0) {
            start(job, targets, node);
        }
    }

    /** Starts a poll about {@code job} of {@code targets} (this node, if among them, is not probed). */
    void start(Job job, int[] targets, NodeContext node) {
        polls.put(Poll.probeAll(node, targets, metric.load(node)), new Poll(job, targets, forSender, node.self()));
    }

    /** Counts a reply to one of these polls; false if the message is not one (or its poll has ended). */
    boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (!(message instanceof ProbeReply reply)) {
            return false;
        }
        Poll poll = polls.get(reply.negotiation());
        if (poll == null) {
            return false;
        }
        poll.answer(from, reply.load(), node);
        decideIfDone(reply.negotiation(), poll, node);
        return true;
    }

    /** Node {@code peer} is gone: no poll waits for it any more. */
    void onPeerDown(int peer, NodeContext node) {
        for (long id : polls.ids()) {
            Poll poll = polls.get(id);
            poll.giveUp(peer);
            decideIfDone(id, poll, node);
        }
    }

    boolean isEmpty() {
        return polls.isEmpty();
    }

    private void decideIfDone(long id, Poll poll, NodeContext node) {
        if (poll.done()) {
            polls.remove(id);
            decision.decide(id, poll, node);
        }
    }
}
