package loadshare.policies.preset;

import java.util.List;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.BuiltInLocations;
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
                        BuiltInLocations.random()),
                ThresholdFamily.member(Side.SENDER, "sender-threshold",
                        "sender-initiated; location threshold: probe up to probe-limit random nodes one "
                                + "after another, send to the first receiver, else keep the job",
                        BuiltInLocations::senderThreshold),
                ThresholdFamily.member(Side.SENDER, "sender-shortest",
                        "sender-initiated; location shortest: poll probe-limit random nodes in parallel, "
                                + "send to the least loaded if it is a receiver",
                        BuiltInLocations::senderShortest),
                ThresholdFamily.member(Side.SENDER, "sender-nearest",
                        "sender-initiated; location nearest neighbour: probe up to probe-limit nodes one after "
                                + "another, nearest first (ties at random), send to the first receiver, else keep the job",
                        BuiltInLocations::senderNearest),
                powerOfD());
    }

    private static PolicyDescriptor powerOfD() {
        return PolicyDescriptor.composed("power-of-d",
                "every arrival polls d distinct nodes chosen from all N (itself included) and joins the shortest queue, "
                        + "ties at random (the supermarket model; d = 1 is random assignment)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("d", 2, 1, "number of queues compared")),
                PolicyDescriptor.Check.NONE,
                p -> Presets.composition(BuiltInComponents.alwaysTransfer(), BuiltInLocations.powerOfD(p.integer("d")),
                        BuiltInComponents.demandDriven()));
    }
}
