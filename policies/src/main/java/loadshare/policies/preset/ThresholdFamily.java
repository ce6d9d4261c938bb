package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.BuiltInLocations.DirectorySide;
import loadshare.policies.compose.Choice;
import loadshare.policies.compose.Composition;
import loadshare.policies.compose.Family;

/**
 * The one-threshold family, built alike for both sides: a threshold transfer policy (T), new-job or preemptive
 * selection, a location policy of the member's own probing up to probe-limit candidates (or the load directory,
 * with centralized information), and the information policy chosen by parameter. Sender-initiated members place
 * an arriving job when the node is a sender; receiver-initiated members look for work when it is a receiver.
 */
final class ThresholdFamily {

    private ThresholdFamily() {
    }

    /** Which side starts the search, and how its parameters read. */
    enum Side {
        SENDER(DirectorySide.SENDER, ParameterSpec.number("threshold", 1, 0,
                "T: a node holding T or more jobs when one arrives is a sender; one holding fewer than T is a receiver"),
                ParameterSpec.integer("probe-limit", 3, 1, "Lp: most nodes probed for one job")),
        RECEIVER(DirectorySide.RECEIVER, ParameterSpec.number("threshold", 1, 0,
                "T: a node left with fewer than T jobs is a receiver; a node holding more than T gives work"),
                ParameterSpec.integer("probe-limit", 3, 1, "Lp: most nodes asked for work in one search"));

        final DirectorySide directorySide;
        final ParameterSpec threshold;
        final ParameterSpec probeLimit;

        Side(DirectorySide directorySide, ParameterSpec threshold, ParameterSpec probeLimit) {
            this.directorySide = directorySide;
            this.threshold = threshold;
            this.probeLimit = probeLimit;
        }
    }

    /** Sender-initiated only: a job moved this many times stays where it is. */
    static final ParameterSpec TRANSFER_LIMIT = ParameterSpec.integer("transfer-limit", 1, 1,
            "a job moved this many times stays where it is (no job floats around forever)");

    /** A member of the family whose location does not probe (takes no probe limit), e.g. random. */
    static PolicyDescriptor member(Side side, String name, String description, Choice location) {
        return member(side, name, description, false, p -> location);
    }

    /** A member of the family whose location probes up to the probe limit it is given, e.g. sender-threshold. */
    static PolicyDescriptor member(Side side, String name, String description, IntFunction<Choice> probing) {
        return member(side, name, description, true, p -> probing.apply(p.integer("probe-limit")));
    }

    private static PolicyDescriptor member(Side side, String name, String description, boolean probes,
                                           Function<PolicyParameters, Choice> location) {
        List<ParameterSpec> parameters = new ArrayList<>(List.of(side.threshold));
        if (probes) {
            parameters.add(side.probeLimit);
        }
        if (side == Side.SENDER) {
            parameters.add(TRANSFER_LIMIT);
        }
        parameters.addAll(Preemption.PARAMETERS);
        parameters.addAll(InformationSettings.PARAMETERS);
        return PolicyDescriptor.composed(name, description, PolicyClass.DYNAMIC, "with preemptive = true", parameters,
                PolicyDescriptor.Check.NONE, p -> composition(p, side, location.apply(p)))
                .withMemory(InformationSettings.BROADCAST_TABLE);
    }

    private static Composition composition(PolicyParameters p, Side side, Choice location) {
        Preemption preemption = Preemption.of(p);
        InformationSettings information = InformationSettings.of(p);
        Map<Family, Choice> choices = new EnumMap<>(Family.class);
        choices.put(Family.TRANSFER, BuiltInComponents.thresholdTransfer(p.number("threshold")));
        choices.put(Family.SELECTION, preemption.selection());
        choices.put(Family.LOCATION, information.location(location, side.directorySide));
        choices.put(Family.INFORMATION, information.informationChoice());
        choices.put(Family.LOAD_METRIC, information.metricChoice());
        choices.put(Family.MIGRATION, preemption.migrationChoice());
        return new Composition(choices, side == Side.SENDER ? p.integer("transfer-limit") : 1);
    }
}
