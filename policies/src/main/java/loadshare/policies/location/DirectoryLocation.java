package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadDirectoryMessage.LocationAnswer;
import loadshare.protocol.LoadDirectoryMessage.LocationQuery;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import loadshare.protocol.NodeMessage;

/**
 * Location with centralized information: ask the coordinator (the load directory). A sender sends its job
 * to the least loaded node if the directory believes it a receiver; a receiver asks the most loaded node
 * for work if the directory believes it a sender. A query costs what a probe costs.
 */
public final class DirectoryLocation implements LocationPolicy {

    private final boolean sends;
    private final boolean receives;
    private final TransferPolicy transfer;
    private final LoadMetric metric;
    private final Negotiations<Job> placing = new Negotiations<>();
    private long asking;
    /** Whom the receiver's search waits for: the directory, then the node it named. */
    private int askingFrom = -1;

    /** @param sends use it for senders; @param receives use it for receivers */
    public DirectoryLocation(boolean sends, boolean receives, TransferPolicy transfer, LoadMetric metric) {
        this.sends = sends;
        this.receives = receives;
        this.transfer = transfer;
        this.metric = metric;
    }

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
        if (sends) {
            long id = node.nextNegotiation();
            placing.put(id, job);
            node.sendProbe(node.coordinator(), new LocationQuery(id, true));
        }
    }

    @Override
    public void findWork(NodeContext node) {
        if (receives && asking == 0) {
            asking = node.nextNegotiation();
            askingFrom = node.coordinator();
            node.sendProbe(node.coordinator(), new LocationQuery(asking, false));
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof LocationAnswer answer) {
            Job job = placing.remove(answer.negotiation());
            if (job != null) {
                if (answer.node() >= 0 && transfer.isReceiver(answer.load()) && node.withdraw(job)) {
                    node.transfer(job, answer.node(), 0, metric.load(node));
                }
                return true;
            }
            if (answer.negotiation() == asking && asking != 0) {
                if (answer.node() >= 0 && transfer.isSender(answer.load())) {
                    askingFrom = answer.node();
                    node.sendProbe(answer.node(), new WorkRequest(asking, metric.load(node)));
                } else {
                    asking = 0;
                }
                return true;
            }
            return false;
        }
        if (message instanceof NoWork noWork && noWork.negotiation() == asking && asking != 0) {
            asking = 0;
            return true;
        }
        return false;
    }

    /**
     * {@code peer} is gone or silent: a receiver's search waiting for it ends (the next idle moment starts another);
     * if it is the directory, the senders' queries waiting for it end too (their jobs run here, where they are).
     */
    @Override
    public void onPeerDown(int peer, NodeContext node) {
        if (asking != 0 && askingFrom == peer) {
            asking = 0;
        }
        if (peer == node.coordinator()) {
            for (long id : placing.ids()) {
                placing.remove(id);
            }
        }
    }

    @Override
    public void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
        if (transfer.negotiation() == asking) {
            asking = 0;
        }
    }
}
