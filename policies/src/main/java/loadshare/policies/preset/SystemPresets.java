package loadshare.policies.preset;

import java.util.List;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.information.StateChangeInformation;
import loadshare.policies.knowledge.LoadTable;
import loadshare.policies.location.RandomReceiverCandidates;
import loadshare.policies.location.ThresholdLocation;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.selection.NewJobSelection;
import loadshare.policies.transfer.RankTransfer;

/** The case studies of the seeds that are built from the four components alone. */
final class SystemPresets {

    private SystemPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(vSystem());
    }

    /**
     * The V-System (Stanford): state-change-driven information — a node broadcasts its load to all others
     * when it changes significantly; the M least loaded nodes are receivers, the others senders;
     * sender-initiated with new jobs only; location: probe a random receiver from the list, transfer if it
     * is still a receiver, else try another, up to a limit.
     */
    private static PolicyDescriptor vSystem() {
        return new PolicyDescriptor("v-system",
                "V-System: broadcast load on significant change; the m least loaded nodes are receivers, the others "
                        + "senders; a sender probes a random receiver from its list and sends the new job if it still is one",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("m", 3, 1, "M: how many of the least loaded nodes are receivers"),
                        ParameterSpec.integer("probe-limit", 3, 1, "receivers probed for one job"),
                        ParameterSpec.number("delta", 1.0, 1e-9, "change of load that is broadcast"),
                        Knowledge.LOAD_METRIC, Knowledge.WINDOW),
                PolicyDescriptor.Check.NONE,
                (p, shape) -> node -> {
                    LoadTable table = new LoadTable(shape.nodes());
                    RankTransfer transfer = new RankTransfer(p.integer("m"), table);
                    LoadMetric metric = Knowledge.metric(p);
                    return new ComposedPolicy(transfer, new NewJobSelection(),
                            new ThresholdLocation(p.integer("probe-limit"), new RandomReceiverCandidates(table, transfer),
                                    transfer, metric),
                            new StateChangeInformation(p.number("delta")), metric, table, 1);
                });
    }
}
