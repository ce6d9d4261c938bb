package loadshare.policies.information;

import loadshare.policies.NodeContext;

/**
 * State-change-driven: a node broadcasts its load to all others when it has changed by at least
 * {@code delta} since the last broadcast.
 */
public final class StateChangeInformation implements InformationPolicy {

    private final double delta;
    private double lastTold;

    public StateChangeInformation(double delta) {
        this.delta = delta;
    }

    @Override
    public void onLoadChange(NodeContext node, double load) {
        if (Math.abs(load - lastTold) >= delta) {
            lastTold = load;
            Broadcast.load(node, load);
        }
    }
}
