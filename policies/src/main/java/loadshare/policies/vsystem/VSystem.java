package loadshare.policies.vsystem;

import loadshare.policies.ComposedPolicy;
import loadshare.policies.information.LoadTable;
import loadshare.policies.information.StateChangeInformation;
import loadshare.policies.location.SenderThresholdLocation;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.selection.NewJobSelection;

/**
 * The V-System (Stanford) as one node's four components: state-change-driven information (a node broadcasts its
 * load to all others when it changes by {@code delta}); transfer by rank (the {@code receivers} least loaded
 * nodes are receivers, the others senders); new jobs only; location: probe a random receiver from the list,
 * transfer if it still is one, else try another, up to {@code probeLimit}.
 */
public final class VSystem {

    private VSystem() {
    }

    /** One node's policy in a cluster of {@code nodes}, measuring its load with {@code metric} (its own instance). */
    public static ComposedPolicy node(int nodes, int receivers, int probeLimit, double delta, LoadMetric metric) {
        LoadTable table = new LoadTable(nodes);
        RankTransfer transfer = new RankTransfer(receivers, table);
        return new ComposedPolicy(transfer, new NewJobSelection(),
                new SenderThresholdLocation(probeLimit, new RandomReceiverCandidates(table, transfer), transfer, metric),
                new StateChangeInformation(delta), metric, table, 1);
    }
}
