package loadshare.policies.information;

import loadshare.policies.NodeContext;
import loadshare.protocol.LoadDirectoryMessage.LoadReport;

/**
 * Centralized: a node reports its load to the coordinator (the load directory) when it has changed by at
 * least {@code delta} since the last report; location queries then go to the coordinator.
 */
public final class CentralizedInformation implements InformationPolicy {

    private final double delta;
    private double lastReported;

    public CentralizedInformation(double delta) {
        this.delta = delta;
    }

    @Override
    public void onLoadChange(NodeContext node, double load) {
        if (Math.abs(load - lastReported) >= delta) {
            lastReported = load;
            node.send(node.coordinator(), new LoadReport(load));
        }
    }
}
