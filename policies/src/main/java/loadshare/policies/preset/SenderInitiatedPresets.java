package loadshare.policies.preset;

import java.util.List;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.information.DemandDriven;
import loadshare.policies.location.PowerOfDLocation;
import loadshare.policies.location.RandomLocation;
import loadshare.policies.location.SenderShortestLocation;
import loadshare.policies.location.SenderThresholdLocation;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.metric.QueueLength;
import loadshare.policies.preset.ThresholdFamily.Side;
import loadshare.policies.selection.NewJobSelection;
import loadshare.policies.transfer.AlwaysTransfer;

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
                        false, (limit, c, t, m) -> new RandomLocation(c, m)),
                ThresholdFamily.member(Side.SENDER, "sender-threshold",
                        "sender-initiated; location threshold: probe up to probe-limit random nodes one "
                                + "after another, send to the first receiver, else keep the job",
                        true, SenderThresholdLocation::new),
                ThresholdFamily.member(Side.SENDER, "sender-shortest",
                        "sender-initiated; location shortest: poll probe-limit random nodes in parallel, "
                                + "send to the least loaded if it is a receiver",
                        true, SenderShortestLocation::new),
                powerOfD());
    }

    private static PolicyDescriptor powerOfD() {
        return new PolicyDescriptor("power-of-d",
                "every arrival polls d distinct nodes chosen from all N (itself included) and joins the shortest queue, "
                        + "ties at random (the supermarket model; d = 1 is random assignment)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("d", 2, 1, "number of queues compared")),
                PolicyDescriptor.Check.NONE,
                (p, shape) -> {
                    int d = p.integer("d");
                    return node -> {
                        LoadMetric metric = new QueueLength();
                        return new ComposedPolicy(new AlwaysTransfer(), new NewJobSelection(),
                                new PowerOfDLocation(d, metric), new DemandDriven(), metric, null, 1);
                    };
                });
    }
}
