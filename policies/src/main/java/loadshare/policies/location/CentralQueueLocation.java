package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.protocol.CentralQueueMessage.Dispatch;
import loadshare.protocol.CentralQueueMessage.Submit;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * Ask the coordinator: every job goes to the central queue, which hands it to the first CPU that is free
 * anywhere in the cluster. Submitting a job costs {@code costs.transfer} like any job sent away.
 */
public final class CentralQueueLocation implements LocationPolicy {

    @Override
    public void place(Job job, NodeContext node) {
        node.chargeCpu(node.costs().transfer());
        node.send(node.coordinator(), new Submit(job));
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof Dispatch dispatch) {
            node.runLocally(dispatch.job());
            return true;
        }
        return false;
    }
}
