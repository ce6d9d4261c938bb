package loadshare.policies.information;

import loadshare.policies.NodeContext;

/**
 * Time-driven: every {@code period} model seconds each node broadcasts its load to all others. The first
 * broadcast of each node is at a random offset within the first period, so nodes do not all speak at once.
 * Costs N(N-1)/period messages per model second: for small clusters.
 */
public final class PeriodicInformation implements InformationPolicy {

    /** Timer tag of the broadcast. */
    public static final long TIMER = 0x1_0000_0001L;

    private final double period;

    public PeriodicInformation(double period) {
        this.period = period;
    }

    @Override
    public void onStart(NodeContext node, double load) {
        node.setTimer(TIMER, node.random().nextDouble() * period);
    }

    @Override
    public boolean onTimer(long tag, NodeContext node, double load) {
        if (tag != TIMER) {
            return false;
        }
        Broadcast.load(node, load);
        node.setTimer(TIMER, period);
        return true;
    }
}
