package loadshare.policies;

import loadshare.policies.information.InformationPolicy;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.selection.SelectionPolicy;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * A node's policy made of the seeds' four components: the transfer policy says when this node is a
 * sender or a receiver, the selection policy which job moves, the location policy where to, and the
 * information policy when load information is exchanged.
 */
public record ComposedPolicy(TransferPolicy transfer, SelectionPolicy selection, LocationPolicy location,
                             InformationPolicy information) implements Policy {

    @Override
    public void onJobArrival(Job job, NodeContext node) {
        Job moving = transfer.isSender(node) ? selection.select(job, node) : null;
        if (moving != job) {
            node.runLocally(job);
        }
        if (moving != null) {
            location.place(moving, node);
        }
        information.onJobArrival(node);
    }

    @Override
    public void onJobDeparture(Job job, NodeContext node) {
        information.onJobDeparture(node);
        if (transfer.isReceiver(node)) {
            location.findWork(node);
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof JobTransfer transferred) {
            node.runLocally(transferred.job());
            information.onJobArrival(node);
            return true;
        }
        return location.onMessage(from, message, node) || information.onMessage(from, message, node);
    }

    @Override
    public void onTimer(long tag, NodeContext node) {
        information.onTimer(tag, node);
    }
}
