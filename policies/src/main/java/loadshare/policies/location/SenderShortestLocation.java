package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.NodeMessage;

/**
 * Sender-initiated, shortest: poll {@code probeLimit} distinct nodes in parallel and, when all have
 * answered, send the job to the least loaded of them if it is a receiver (ties broken at random). The job
 * waits in the local queue meanwhile.
 */
public final class SenderShortestLocation implements LocationPolicy {

    private final int probeLimit;
    private final Candidates candidates;
    private final TransferPolicy transfer;
    private final LoadMetric metric;
    private final Negotiations<Poll> polls = new Negotiations<>();

    public SenderShortestLocation(int probeLimit, Candidates candidates, TransferPolicy transfer, LoadMetric metric) {
        this.probeLimit = probeLimit;
        this.candidates = candidates;
        this.transfer = transfer;
        this.metric = metric;
    }

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
        int[] targets = candidates.pick(node, probeLimit, true);
        if (targets.length == 0) {
            return;
        }
        polls.put(Poll.probeAll(node, targets, metric.load(node)), new Poll(job, targets, true, node.self()));
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (!(message instanceof ProbeReply reply) || polls.get(reply.negotiation()) == null) {
            return false;
        }
        Poll poll = polls.get(reply.negotiation());
        poll.answer(from, reply.load(), node);
        decideIfDone(reply.negotiation(), poll, node);
        return true;
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        for (long id : polls.ids()) {
            Poll poll = polls.get(id);
            poll.giveUp(peer);
            decideIfDone(id, poll, node);
        }
    }

    private void decideIfDone(long id, Poll poll, NodeContext node) {
        if (poll.done()) {
            polls.remove(id);
            if (poll.best() >= 0 && transfer.isReceiver(poll.bestLoad()) && node.withdraw(poll.job())) {
                node.transfer(poll.job(), poll.best(), 0, metric.load(node));
            }
        }
    }
}
