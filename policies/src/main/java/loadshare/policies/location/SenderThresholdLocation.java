package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.NodeMessage;

/**
 * Sender-initiated, threshold: probe up to {@code probeLimit} distinct nodes one after another and send the
 * job to the first that is a receiver when the probe reaches it; if none is, keep the job. While the
 * probes travel the job waits in the local queue (it may even start here, which ends the search).
 */
public final class SenderThresholdLocation implements LocationPolicy {

    private final TransferPolicy transfer;
    private final LoadMetric metric;
    private final SequentialSearch search;

    public SenderThresholdLocation(int probeLimit, Candidates candidates, TransferPolicy transfer, LoadMetric metric) {
        this.transfer = transfer;
        this.metric = metric;
        this.search = new SequentialSearch(probeLimit, candidates, metric, true);
    }

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
        search.start(job, node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (!(message instanceof ProbeReply reply)) {
            return false;
        }
        long id = reply.negotiation();
        Sequence probing = search.get(id);
        if (probing == null) {
            return false;
        }
        if (transfer.isReceiver(reply.load())) {
            search.end(id);
            if (node.withdraw(probing.job())) {
                node.transfer(probing.job(), from, 0, metric.load(node));
            }
        } else {
            search.next(id, probing, node);
        }
        return true;
    }

    /** The node probed now is gone: go on as if it were not a receiver. */
    @Override
    public void onPeerDown(int peer, NodeContext node) {
        search.onPeerDown(peer, node);
    }
}
