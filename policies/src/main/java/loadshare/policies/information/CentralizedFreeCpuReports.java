package loadshare.policies.information;

import loadshare.policies.NodeContext;
import loadshare.protocol.CentralQueueMessage.CpuFree;

/**
 * Centralized information for a dispatcher: the coordinator grants each node as many jobs as it has
 * CPUs, and a node gives a grant back each time one of its jobs finishes. The coordinator therefore
 * always knows where a job can start at once.
 */
public final class CentralizedFreeCpuReports implements InformationPolicy {

    @Override
    public void onJobDeparture(NodeContext node) {
        node.send(node.coordinator(), new CpuFree());
    }

    /**
     * The coordinator forgot this node's grants: each CPU that no job here holds is offered again (a CPU busy with
     * overhead work, a probe's or a transfer's, is free for a job all the same).
     */
    @Override
    public void onRejoin(NodeContext node, double load) {
        for (int cpu = node.load(); cpu < node.cpus(); cpu++) {
            node.send(node.coordinator(), new CpuFree());
        }
    }
}
