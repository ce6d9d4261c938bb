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
    /** Negotiations whose work request is out: waiting for a job or a refusal. */
    private final Negotiations<Boolean> asking = new Negotiations<>();

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
        polls.put(Poll.probeAll(node, targets, metric.load(node)), new Poll(null, targets.length, false));
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof ProbeReply reply && polls.get(reply.negotiation()) != null) {
            Poll poll = polls.get(reply.negotiation());
            poll.answer(from, reply.load(), node);
            if (poll.done()) {
                polls.remove(reply.negotiation());
                if (transfer.isSender(poll.bestLoad())) {
                    asking.put(reply.negotiation(), Boolean.TRUE);
                    node.sendProbe(poll.best(), new WorkRequest(reply.negotiation(), metric.load(node)));
                }
            }
            return true;
        }
        if (message instanceof NoWork noWork && asking.remove(noWork.negotiation()) != null) {
            return true;
        }
        return false;
    }

    @Override
    public void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
        asking.remove(transfer.negotiation());
    }
}
