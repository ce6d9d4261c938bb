package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.location.NodeLists;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.BuiltInLocations;
import loadshare.policies.compose.BuiltInLocations.DirectorySide;
import loadshare.policies.compose.Choice;
import loadshare.policies.compose.Composition;
import loadshare.policies.compose.Family;
import loadshare.policies.information.LoadTable;
import loadshare.policies.preset.ThresholdFamily.Side;

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
        return PolicyDescriptor.composed("symmetric",
                "sender-threshold and receiver-threshold combined; threshold = the average load known to the node",
                PolicyClass.ADAPTIVE, "with preemptive = true", parameters, PolicyDescriptor.Check.NONE,
                p -> {
                    Symmetric s = Symmetric.of(p);
                    InformationSettings information = s.information();
                    Map<Family, Choice> choices = new EnumMap<>(Family.class);
                    choices.put(Family.TRANSFER, BuiltInComponents.averageLoadTransfer());
                    choices.put(Family.SELECTION, s.preemption().selection());
                    choices.put(Family.LOCATION, information.location(BuiltInLocations.symmetric(s.probeLimit()),
                            DirectorySide.BOTH));
                    choices.put(Family.INFORMATION, information.informationChoice());
                    choices.put(Family.LOAD_METRIC, information.metricChoice());
                    choices.put(Family.MIGRATION, s.preemption().migrationChoice());
                    return new Composition(choices, 1);
                });
    }

    /** Shivaratri and Krueger's stable symmetric policy: two thresholds and sender / receiver / OK lists. */
    private static PolicyDescriptor stableSymmetric() {
        return PolicyDescriptor.composed("stable-symmetric",
                "two thresholds lower <= upper (receiver below lower, sender above upper, OK between); every node keeps "
                        + "sender, receiver and OK lists from the load carried by probes and replies; senders poll the "
                        + "head of their receivers list, receivers their senders list, then OK, then receivers",
                PolicyClass.ADAPTIVE, "with preemptive = true",
                List.of(ParameterSpec.number("lower", 1, 0, "LT: a node holding fewer jobs is a receiver"),
                        ParameterSpec.number("upper", 1, 0, "UT: a node holding more jobs is a sender"),
                        ParameterSpec.integer("probe-limit", 3, 1, "Lp: most nodes polled in one search"),
                        Preemption.PREEMPTIVE, Preemption.MIGRATION, Preemption.MIN_RATIO),
                p -> StableSymmetric.of(p).problem(),
                p -> {
                    StableSymmetric s = StableSymmetric.of(p);
                    Map<Family, Choice> choices = new EnumMap<>(Family.class);
                    choices.put(Family.TRANSFER, BuiltInComponents.twoThresholdTransfer(s.lower(), s.upper()));
                    choices.put(Family.SELECTION, s.preemption().selection());
                    choices.put(Family.LOCATION, BuiltInLocations.stableSymmetric(s.probeLimit()));
                    choices.put(Family.INFORMATION, BuiltInComponents.demandDriven());
                    choices.put(Family.LOAD_METRIC, BuiltInComponents.queueLength());
                    choices.put(Family.MIGRATION, s.preemption().migrationChoice());
                    return new Composition(choices, 1);
                });
    }
}
