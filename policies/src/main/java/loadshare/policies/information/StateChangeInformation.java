package loadshare.policies.information;

import loadshare.policies.NodeContext;

/**
 * State-change-driven: a node broadcasts its load to all others when it has changed by at least
 * {@code delta} since the last broadcast.
 */
public final class StateChangeInformation extends ChangeReporting {

    public StateChangeInformation(double delta) {
        super(delta);
    }

    @Override
    void tell(NodeContext node, double load) {
        Broadcast.load(node, load);
    }
}
