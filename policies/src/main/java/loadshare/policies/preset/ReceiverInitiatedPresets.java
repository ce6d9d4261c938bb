package loadshare.policies.preset;

import java.util.List;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.compose.BuiltInLocations;
import loadshare.policies.preset.ThresholdFamily.Side;

/**
 * Receiver-initiated presets: when a departure leaves a node with fewer than T jobs it looks for work; a
 * node holding more than T jobs gives one (a waiting job, or with {@code preemptive = true} possibly a
 * running one).
 */
final class ReceiverInitiatedPresets {

    private ReceiverInitiatedPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(
                ThresholdFamily.member(Side.RECEIVER, "receiver-threshold",
                        "receiver-initiated; location threshold: ask up to probe-limit random nodes "
                                + "one after another, take a job from the first holding more than T",
                        BuiltInLocations::receiverThreshold),
                ThresholdFamily.member(Side.RECEIVER, "receiver-shortest",
                        "receiver-initiated; location shortest: poll probe-limit random nodes in "
                                + "parallel, take a job from the most loaded if it holds more than T",
                        BuiltInLocations::receiverShortest),
                ThresholdFamily.member(Side.RECEIVER, "receiver-nearest",
                        "receiver-initiated; location nearest neighbour: ask up to probe-limit nodes one after "
                                + "another, nearest first (ties at random), take a job from the first holding more than T",
                        BuiltInLocations::receiverNearest));
    }
}
