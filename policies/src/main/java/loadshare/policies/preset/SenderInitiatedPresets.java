package loadshare.policies.preset;

import java.util.List;
import java.util.Map;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.compose.Family;
import loadshare.policies.preset.ThresholdFamily.Side;

/**
 * Sender-initiated presets (Eager, Lazowska and Zahorjan 1986): at a job's arrival, a node holding T or more
 * jobs already is a sender and moves the new job; the location policy is random, threshold or shortest.
 * And the power of d choices, which places every arrival.
 */
final class SenderInitiatedPresets {

    private SenderInitiatedPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(
                ThresholdFamily.member(Side.SENDER, "sender-random",
                        "sender-initiated; location random: send the job to one random other node, no probe",
                        false, "random"),
                ThresholdFamily.member(Side.SENDER, "sender-threshold",
                        "sender-initiated; location threshold: probe up to probe-limit random nodes one "
                                + "after another, send to the first receiver, else keep the job",
                        true, "sender-threshold"),
                ThresholdFamily.member(Side.SENDER, "sender-shortest",
                        "sender-initiated; location shortest: poll probe-limit random nodes in parallel, "
                                + "send to the least loaded if it is a receiver",
                        true, "sender-shortest"),
                powerOfD());
    }

    private static PolicyDescriptor powerOfD() {
        return PolicyDescriptor.composed("power-of-d",
                "every arrival polls d distinct nodes chosen from all N (itself included) and joins the shortest queue, "
                        + "ties at random (the supermarket model; d = 1 is random assignment)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("d", 2, 1, "number of queues compared")),
                PolicyDescriptor.Check.NONE,
                p -> Presets.composition(Presets.COMPONENTS.choose(Family.TRANSFER, "always"),
                        Presets.COMPONENTS.choose(Family.LOCATION, "power-of-d", Map.of("d", p.integer("d"))),
                        Presets.COMPONENTS.choose(Family.INFORMATION, "demand-driven")));
    }
}
