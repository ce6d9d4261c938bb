package loadshare.policies.information;

import loadshare.policies.NodeContext;
import loadshare.protocol.LoadDirectoryMessage.LoadReport;

/**
 * Centralized: a node reports its load to the coordinator (the load directory) when it has changed by at
 * least {@code delta} since the last report; location queries then go to the coordinator.
 */
public final class CentralizedInformation extends ChangeReporting {

    public CentralizedInformation(double delta) {
        super(delta);
    }

    @Override
    void tell(NodeContext node, double load) {
        node.send(node.coordinator(), new LoadReport(load));
    }
}
