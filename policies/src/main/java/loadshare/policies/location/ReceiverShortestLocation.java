package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import loadshare.protocol.NodeMessage;

/**
 * Receiver-initiated, shortest: when this node becomes a receiver, poll {@code probeLimit} nodes in
 * parallel, then ask the most loaded of them for a job if it is a sender. One search at a time per node.
 */
public final class ReceiverShortestLocation implements LocationPolicy {

    private final int probeLimit;
    private final Candidates candidates;
    private final TransferPolicy transfer;
    private final LoadMetric metric;
    private final Negotiations<Poll> polls = new Negotiations<>();
    /** Negotiations whose work request is out, with whom they asked: waiting for a job or a refusal. */
    private final Negotiations<Integer> asking = new Negotiations<>();

    public ReceiverShortestLocation(int probeLimit, Candidates candidates, TransferPolicy transfer, LoadMetric metric) {
        this.probeLimit = probeLimit;
        this.candidates = candidates;
        this.transfer = transfer;
        this.metric = metric;
    }

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
    }

    @Override
    public void findWork(NodeContext node) {
        if (!polls.isEmpty() || !asking.isEmpty()) {
            return;
        }
        int[] targets = candidates.pick(node, probeLimit, false);
        if (targets.length == 0) {
            return;
        }
        polls.put(Poll.probeAll(node, targets, metric.load(node)), new Poll(null, targets, false, node.self()));
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof ProbeReply reply && polls.get(reply.negotiation()) != null) {
            Poll poll = polls.get(reply.negotiation());
            poll.answer(from, reply.load(), node);
            askIfDone(reply.negotiation(), poll, node);
            return true;
        }
        if (message instanceof NoWork noWork && asking.remove(noWork.negotiation()) != null) {
            return true;
        }
        return false;
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        for (long id : polls.ids()) {
            Poll poll = polls.get(id);
            poll.giveUp(peer);
            askIfDone(id, poll, node);
        }
        for (long id : asking.ids()) {
            if (asking.get(id) == peer) {
                asking.remove(id);
            }
        }
    }

    /** All answered: ask the most loaded for work if it is a sender. */
    private void askIfDone(long id, Poll poll, NodeContext node) {
        if (poll.done()) {
            polls.remove(id);
            if (poll.best() >= 0 && transfer.isSender(poll.bestLoad())) {
                asking.put(id, poll.best());
                node.sendProbe(poll.best(), new WorkRequest(id, metric.load(node)));
            }
        }
    }

    @Override
    public void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
        asking.remove(transfer.negotiation());
    }
}
