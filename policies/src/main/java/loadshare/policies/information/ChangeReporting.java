package loadshare.policies.information;

import loadshare.policies.NodeContext;

/**
 * State-change-driven telling: when this node's load has changed by at least {@code delta} since it last
 * told, it tells again. Subclasses say whom: every other node, or the coordinator.
 */
abstract class ChangeReporting implements InformationPolicy {

    private final double delta;
    private double lastTold;

    ChangeReporting(double delta) {
        this.delta = delta;
    }

    @Override
    public final void onLoadChange(NodeContext node, double load) {
        if (Math.abs(load - lastTold) >= delta) {
            lastTold = load;
            tell(node, load);
        }
    }

    /** Whom this policy tells forgot this node: it tells its load now, whatever it told last. */
    @Override
    public final void onRejoin(NodeContext node, double load) {
        lastTold = load;
        tell(node, load);
    }

    abstract void tell(NodeContext node, double load);
}
