package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.List;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.information.DemandDriven;
import loadshare.policies.knowledge.LoadTable;
import loadshare.policies.knowledge.NodeLists;
import loadshare.policies.location.Candidates;
import loadshare.policies.location.DirectoryLocation;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.location.ReceiverThresholdLocation;
import loadshare.policies.location.StableSymmetricLocation;
import loadshare.policies.location.SymmetricLocation;
import loadshare.policies.location.ThresholdLocation;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.metric.QueueLength;
import loadshare.policies.transfer.AverageLoadTransfer;
import loadshare.policies.transfer.TwoThresholdTransfer;

/** Symmetric presets: every node is both a sender and a receiver. */
final class SymmetricPresets {

    private SymmetricPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(symmetric().withMemory(LoadTable.VIEW), stableSymmetric().withMemory(NodeLists.VIEW));
    }

    /**
     * The sender-threshold and receiver-threshold halves combined without change; the threshold is the
     * average load this node knows of (its own and what every message told it), so it adapts to the load.
     */
    private static PolicyDescriptor symmetric() {
        List<ParameterSpec> parameters = new ArrayList<>(List.of(ReceiverInitiatedPresets.PROBE_LIMIT));
        parameters.addAll(Preemption.PARAMETERS);
        parameters.addAll(Knowledge.PARAMETERS);
        return new PolicyDescriptor("symmetric",
                "sender-threshold and receiver-threshold combined; threshold = the average load known to the node",
                PolicyClass.ADAPTIVE, "with preemptive = true", parameters, PolicyDescriptor.Check.NONE,
                (p, shape) -> Preemption.configured(p, NodeParts.of(p, shape, node -> {
                    LoadTable table = new LoadTable(shape.nodes());
                    AverageLoadTransfer transfer = new AverageLoadTransfer(table);
                    LoadMetric metric = Knowledge.metric(p);
                    int limit = p.integer("probe-limit");
                    Candidates candidates = Knowledge.candidates(Knowledge.broadcasts(p) ? table : null, transfer);
                    LocationPolicy location = Knowledge.centralized(p)
                            ? new DirectoryLocation(true, true, transfer, metric)
                            : new SymmetricLocation(new ThresholdLocation(limit, candidates, transfer, metric),
                                    new ReceiverThresholdLocation(limit, candidates, metric));
                    return new ComposedPolicy(transfer, Preemption.selection(p), location,
                            Knowledge.information(p), metric, table, 1);
                })));
    }

    /** Shivaratri and Krueger's stable symmetric policy: two thresholds and sender / receiver / OK lists. */
    private static PolicyDescriptor stableSymmetric() {
        return new PolicyDescriptor("stable-symmetric",
                "two thresholds lower <= upper (receiver below lower, sender above upper, OK between); every node keeps "
                        + "sender, receiver and OK lists from the load carried by probes and replies; senders poll the "
                        + "head of their receivers list, receivers their senders list, then OK, then receivers",
                PolicyClass.ADAPTIVE, "with preemptive = true",
                List.of(ParameterSpec.number("lower", 1, 0, "LT: a node holding fewer jobs is a receiver"),
                        ParameterSpec.number("upper", 1, 0, "UT: a node holding more jobs is a sender"),
                        ParameterSpec.integer("probe-limit", 3, 1, "Lp: most nodes polled in one search"),
                        Preemption.PREEMPTIVE, Preemption.MIGRATION, Preemption.MIN_RATIO),
                p -> p.number("lower") <= p.number("upper") ? null
                        : "lower = " + p.number("lower") + " must not exceed upper = " + p.number("upper"),
                (p, shape) -> Preemption.configured(p, node -> {
                    TwoThresholdTransfer transfer = new TwoThresholdTransfer(p.number("lower"), p.number("upper"));
                    LoadMetric metric = new QueueLength();
                    return new ComposedPolicy(transfer, Preemption.selection(p),
                            new StableSymmetricLocation(shape.nodes(), node, p.integer("probe-limit"), transfer, metric),
                            new DemandDriven(), metric, null, 1);
                }));
    }
}
