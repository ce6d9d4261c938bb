package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.List;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.location.NodeLists;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.information.DemandDriven;
import loadshare.policies.information.LoadTable;
import loadshare.policies.location.Candidates;
import loadshare.policies.location.DirectoryLocation;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.location.ReceiverThresholdLocation;
import loadshare.policies.location.SenderThresholdLocation;
import loadshare.policies.location.StableSymmetricLocation;
import loadshare.policies.location.SymmetricLocation;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.metric.QueueLength;
import loadshare.policies.preset.ThresholdFamily.Side;
import loadshare.policies.transfer.AverageLoadTransfer;
import loadshare.policies.transfer.TwoThresholdTransfer;

/** Symmetric presets: every node is both a sender and a receiver. */
final class SymmetricPresets {

    private SymmetricPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(symmetric().withMemory(LoadTable.VIEW), stableSymmetric().withMemory(NodeLists.VIEW));
    }

    /** The symmetric preset's parameters, read once. */
    private record Symmetric(int probeLimit, Preemption preemption, InformationSettings information) {
        static Symmetric of(PolicyParameters p) {
            return new Symmetric(p.integer("probe-limit"), Preemption.of(p), InformationSettings.of(p));
        }
    }

    /** The stable symmetric preset's parameters, read once. */
    private record StableSymmetric(double lower, double upper, int probeLimit, Preemption preemption) {
        static StableSymmetric of(PolicyParameters p) {
            return new StableSymmetric(p.number("lower"), p.number("upper"), p.integer("probe-limit"), Preemption.of(p));
        }

        String problem() {
            return lower <= upper ? null : "lower = " + lower + " must not exceed upper = " + upper;
        }
    }

    /**
     * The sender-threshold and receiver-threshold halves combined without change; the threshold is the
     * average load this node knows of (its own and what every message told it), so it adapts to the load.
     */
    private static PolicyDescriptor symmetric() {
        List<ParameterSpec> parameters = new ArrayList<>(List.of(Side.RECEIVER.probeLimit));
        parameters.addAll(Preemption.PARAMETERS);
        parameters.addAll(InformationSettings.PARAMETERS);
        return new PolicyDescriptor("symmetric",
                "sender-threshold and receiver-threshold combined; threshold = the average load known to the node",
                PolicyClass.ADAPTIVE, "with preemptive = true", parameters, PolicyDescriptor.Check.NONE,
                (p, shape) -> {
                    Symmetric s = Symmetric.of(p);
                    InformationSettings information = s.information();
                    return s.preemption().configured(NodeParts.of(information, shape, node -> {
                        LoadTable table = new LoadTable(shape.nodes());
                        AverageLoadTransfer transfer = new AverageLoadTransfer(table);
                        LoadMetric metric = information.newMetric();
                        int limit = s.probeLimit();
                        Candidates candidates = InformationSettings.candidates(information.broadcasts() ? table : null,
                                transfer);
                        LocationPolicy location = information.centralized()
                                ? new DirectoryLocation(true, true, transfer, metric)
                                : new SymmetricLocation(new SenderThresholdLocation(limit, candidates, transfer, metric),
                                        new ReceiverThresholdLocation(limit, candidates, metric));
                        return new ComposedPolicy(transfer, s.preemption().selection(), location,
                                information.newPolicy(), metric, table, 1);
                    }));
                });
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
                p -> StableSymmetric.of(p).problem(),
                (p, shape) -> {
                    StableSymmetric s = StableSymmetric.of(p);
                    return s.preemption().configured(node -> {
                        TwoThresholdTransfer transfer = new TwoThresholdTransfer(s.lower(), s.upper());
                        LoadMetric metric = new QueueLength();
                        return new ComposedPolicy(transfer, s.preemption().selection(),
                                new StableSymmetricLocation(shape.nodes(), node, s.probeLimit(), transfer, metric),
                                new DemandDriven(), metric, null, 1);
                    });
                });
    }
}
