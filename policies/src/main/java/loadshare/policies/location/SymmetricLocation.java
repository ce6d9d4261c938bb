package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * Nodes act as both senders and receivers: the sender half and the receiver half combined without
 * change. Negotiation ids are unique per node, so each reply finds the half that is waiting for it.
 */
public final class SymmetricLocation implements LocationPolicy {

    private final LocationPolicy senderHalf;
    private final LocationPolicy receiverHalf;

    public SymmetricLocation(LocationPolicy senderHalf, LocationPolicy receiverHalf) {
        this.senderHalf = senderHalf;
        this.receiverHalf = receiverHalf;
    }

    @Override
    public void place(Job job, NodeContext node) {
        senderHalf.place(job, node);
    }

    @Override
    public void findWork(NodeContext node) {
        receiverHalf.findWork(node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        return senderHalf.onMessage(from, message, node) || receiverHalf.onMessage(from, message, node);
    }

    @Override
    public void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
        senderHalf.onTransferReceived(from, transfer, node);
        receiverHalf.onTransferReceived(from, transfer, node);
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        senderHalf.onPeerDown(peer, node);
        receiverHalf.onPeerDown(peer, node);
    }

    @Override
    public void onNoAnswer(int peer, NodeContext node) {
        senderHalf.onNoAnswer(peer, node);
        receiverHalf.onNoAnswer(peer, node);
    }

    @Override
    public void observe(int other, double load) {
        senderHalf.observe(other, load);
        receiverHalf.observe(other, load);
    }
}
