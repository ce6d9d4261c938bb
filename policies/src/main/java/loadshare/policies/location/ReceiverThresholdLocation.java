package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.NodeMessage;

/**
 * Receiver-initiated, threshold: when this node becomes a receiver, ask up to {@code probeLimit} nodes one
 * after another for work; the first that is a sender when the request reaches it sends a job (chosen by
 * its selection policy); if none is, do nothing. One search at a time per node.
 */
public final class ReceiverThresholdLocation implements LocationPolicy {

    private final SequentialSearch search;

    public ReceiverThresholdLocation(int probeLimit, Candidates candidates, LoadMetric metric) {
        this.search = new SequentialSearch(probeLimit, candidates, metric, false);
    }

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
    }

    @Override
    public void findWork(NodeContext node) {
        if (search.isEmpty()) {
            search.start(null, node);
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (!(message instanceof NoWork noWork)) {
            return false;
        }
        long id = noWork.negotiation();
        Sequence asking = search.get(id);
        if (asking == null) {
            return false;
        }
        search.next(id, asking, node);
        return true;
    }

    /** The node asked now is gone: go on as if it had no work. */
    @Override
    public void onPeerDown(int peer, NodeContext node) {
        search.onPeerDown(peer, node);
    }

    @Override
    public void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
        search.end(transfer.negotiation());
    }
}
