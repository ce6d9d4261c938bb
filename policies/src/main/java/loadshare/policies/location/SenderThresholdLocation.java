package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.Probe;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.NodeMessage;

/**
 * Sender-initiated, threshold: probe up to {@code probeLimit} distinct nodes one after another and send the
 * job to the first that is a receiver when the probe reaches it; if none is, keep the job. While the
 * probes travel the job waits in the local queue (it may even start here, which ends the search).
 */
public final class SenderThresholdLocation implements LocationPolicy {

    private final int probeLimit;
    private final Candidates candidates;
    private final TransferPolicy transfer;
    private final LoadMetric metric;
    private final Negotiations<Sequence> searches = new Negotiations<>();

    public SenderThresholdLocation(int probeLimit, Candidates candidates, TransferPolicy transfer, LoadMetric metric) {
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
        long id = node.nextNegotiation();
        searches.put(id, new Sequence(job, targets));
        node.sendProbe(targets[0], new Probe(id, metric.load(node)));
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (!(message instanceof ProbeReply reply)) {
            return false;
        }
        long id = reply.negotiation();
        Sequence search = searches.get(id);
        if (search == null) {
            return false;
        }
        if (transfer.isReceiver(reply.load())) {
            searches.remove(id);
            if (node.withdraw(search.job())) {
                node.transfer(search.job(), from, 0, metric.load(node));
            }
        } else {
            probeNext(id, search, node);
        }
        return true;
    }

    /** The node probed now is gone: go on as if it were not a receiver. */
    @Override
    public void onPeerDown(int peer, NodeContext node) {
        for (long id : searches.ids()) {
            Sequence search = searches.get(id);
            if (search.current() == peer) {
                probeNext(id, search, node);
            }
        }
    }

    private void probeNext(long id, Sequence search, NodeContext node) {
        if (search.advance()) {
            node.sendProbe(search.current(), new Probe(id, metric.load(node)));
        } else {
            searches.remove(id);
        }
    }
}
