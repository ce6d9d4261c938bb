package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import loadshare.protocol.NodeMessage;

/**
 * Receiver-initiated, shortest: when this node becomes a receiver, poll {@code probeLimit} nodes in
 * parallel, then ask the most loaded of them for a job if it is a sender. One search at a time per node.
 */
public final class ReceiverShortestLocation implements LocationPolicy {

    private final TransferPolicy transfer;
    private final LoadMetric metric;
    private final ParallelPoll polls;
    /** Negotiations whose work request is out, with whom they asked: waiting for a job or a refusal. */
    private final Negotiations<Integer> asking = new Negotiations<>();

    public ReceiverShortestLocation(int probeLimit, Candidates candidates, TransferPolicy transfer, LoadMetric metric) {
        this.transfer = transfer;
        this.metric = metric;
        this.polls = new ParallelPoll(probeLimit, candidates, metric, false, this::askIfSender);
    }

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
    }

    @Override
    public void findWork(NodeContext node) {
        if (polls.isEmpty() && asking.isEmpty()) {
            polls.start(null, node);
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (polls.onMessage(from, message, node)) {
            return true;
        }
        return message instanceof NoWork noWork && asking.remove(noWork.negotiation()) != null;
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        polls.onPeerDown(peer, node);
        for (long id : asking.ids()) {
            if (asking.get(id) == peer) {
                asking.remove(id);
            }
        }
    }

    /** All answered: ask the most loaded for work if it is a sender. */
    private void askIfSender(long id, Poll poll, NodeContext node) {
        if (poll.best() >= 0 && transfer.isSender(poll.bestLoad())) {
            asking.put(id, poll.best());
            node.sendProbe(poll.best(), new WorkRequest(id, metric.load(node)));
        }
    }

    @Override
    public void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
        asking.remove(transfer.negotiation());
    }
}
