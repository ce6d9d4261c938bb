package loadshare.policies.preset;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.information.LoadTable;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.BuiltInLocations;
import loadshare.policies.compose.Choice;
import loadshare.policies.compose.Composition;
import loadshare.policies.compose.Family;

/** The V-System (case study 1 of the lecture notes), built from the four components alone. */
final class VSystemPresets {

    private VSystemPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(vSystem().withMemory(LoadTable.VIEW));
    }

    /** The V-System preset's parameters, read once. */
    private record Settings(int receivers, int probeLimit, double delta, MetricSettings metric) {
        static Settings of(PolicyParameters p) {
            return new Settings(p.integer("m"), p.integer("probe-limit"), p.number("delta"), MetricSettings.of(p));
        }
    }

    /**
     * The V-System (Stanford): state-change-driven information — a node broadcasts its load to all others
     * when it changes significantly; the M least loaded nodes are receivers, the others senders;
     * sender-initiated with new jobs only; location: probe a random receiver from the list, transfer if it
     * is still a receiver, else try another, up to a limit.
     */
    private static PolicyDescriptor vSystem() {
        return PolicyDescriptor.composed("v-system",
                "V-System: broadcast load on significant change; the m least loaded nodes are receivers, the others "
                        + "senders; a sender probes a random receiver from its list and sends the new job if it still is one",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("m", 3, 1, "M: how many of the least loaded nodes are receivers"),
                        ParameterSpec.integer("probe-limit", 3, 1, "receivers probed for one job"),
                        ParameterSpec.number("delta", 1.0, 1e-9, "change of load that is broadcast"),
                        MetricSettings.LOAD_METRIC, MetricSettings.WINDOW),
                PolicyDescriptor.Check.NONE,
                p -> {
                    Settings s = Settings.of(p);
                    Map<Family, Choice> choices = new EnumMap<>(Family.class);
                    choices.put(Family.TRANSFER, BuiltInComponents.rankTransfer(s.receivers()));
                    choices.put(Family.SELECTION, BuiltInComponents.newJobSelection());
                    choices.put(Family.LOCATION, BuiltInLocations.randomReceiver(s.probeLimit()));
                    choices.put(Family.INFORMATION, BuiltInComponents.stateChangeInformation(s.delta()));
                    choices.put(Family.LOAD_METRIC, s.metric().choice());
                    choices.put(Family.MIGRATION, BuiltInComponents.noMigration());
                    return new Composition(choices, 1);
                });
    }
}
