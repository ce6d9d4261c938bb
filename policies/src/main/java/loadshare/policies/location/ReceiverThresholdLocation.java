package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import loadshare.protocol.NodeMessage;

/**
 * Receiver-initiated, threshold: when this node becomes a receiver, ask up to {@code probeLimit} nodes one
 * after another for work; the first that is a sender when the request reaches it sends a job (chosen by
 * its selection policy); if none is, do nothing. One search at a time per node.
 */
public final class ReceiverThresholdLocation implements LocationPolicy {

    private final int probeLimit;
    private final Candidates candidates;
    private final LoadMetric metric;
    private final Negotiations<Sequence> searches = new Negotiations<>();

    public ReceiverThresholdLocation(int probeLimit, Candidates candidates, LoadMetric metric) {
        this.probeLimit = probeLimit;
        this.candidates = candidates;
        this.metric = metric;
    }

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
    }

    @Override
    public void findWork(NodeContext node) {
        if (!searches.isEmpty()) {
            return;
        }
        int[] targets = candidates.pick(node, probeLimit, false);
        if (targets.length == 0) {
            return;
        }
        long id = node.nextNegotiation();
        searches.put(id, new Sequence(null, targets));
        node.sendProbe(targets[0], new WorkRequest(id, metric.load(node)));
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (!(message instanceof NoWork noWork)) {
            return false;
        }
        long id = noWork.negotiation();
        Sequence search = searches.get(id);
        if (search == null) {
            return false;
        }
        askNext(id, search, node);
        return true;
    }

    /** The node asked now is gone: go on as if it had no work. */
    @Override
    public void onPeerDown(int peer, NodeContext node) {
        for (long id : searches.ids()) {
            Sequence search = searches.get(id);
            if (search.current() == peer) {
                askNext(id, search, node);
            }
        }
    }

    private void askNext(long id, Sequence search, NodeContext node) {
        if (search.advance()) {
            node.sendProbe(search.current(), new WorkRequest(id, metric.load(node)));
        } else {
            searches.remove(id);
        }
    }

    @Override
    public void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
        searches.remove(transfer.negotiation());
    }
}
