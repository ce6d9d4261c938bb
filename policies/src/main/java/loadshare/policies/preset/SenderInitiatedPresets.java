package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.List;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.location.PowerOfDLocation;
import loadshare.policies.location.RandomLocation;
import loadshare.policies.location.ShortestLocation;
import loadshare.policies.location.ThresholdLocation;
import loadshare.policies.information.DemandDriven;
import loadshare.policies.knowledge.LoadTable;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.metric.QueueLength;
import loadshare.policies.selection.NewJobSelection;
import loadshare.policies.transfer.AlwaysTransfer;
import loadshare.policies.transfer.ThresholdTransfer;
import loadshare.policies.transfer.TransferPolicy;

/**
 * Sender-initiated presets (Eager, Lazowska and Zahorjan 1986): at a job's arrival, a node holding T or more
 * jobs already is a sender and moves the new job; the location policy is random, threshold or shortest.
 * And the power of d choices, which places every arrival.
 */
final class SenderInitiatedPresets {

    private SenderInitiatedPresets() {
    }

    private static final ParameterSpec THRESHOLD = ParameterSpec.number("threshold", 1, 0,
            "T: a node holding T or more jobs when one arrives is a sender; one holding fewer than T is a receiver");
    private static final ParameterSpec PROBE_LIMIT = ParameterSpec.integer("probe-limit", 3, 1,
            "Lp: most nodes probed for one job");
    private static final ParameterSpec TRANSFER_LIMIT = ParameterSpec.integer("transfer-limit", 1, 1,
            "a job moved this many times stays where it is (no job floats around forever)");

    static List<PolicyDescriptor> all() {
        return List.of(
                sender("sender-random", "sender-initiated; location random: send the job to one random other node, no probe",
                        List.of(), (p, c, t, m) -> new RandomLocation(c, m)),
                sender("sender-threshold", "sender-initiated; location threshold: probe up to probe-limit random nodes one "
                                + "after another, send to the first receiver, else keep the job",
                        List.of(PROBE_LIMIT), (p, c, t, m) -> new ThresholdLocation(p.integer("probe-limit"), c, t, m)),
                sender("sender-shortest", "sender-initiated; location shortest: poll probe-limit random nodes in parallel, "
                                + "send to the least loaded if it is a receiver",
                        List.of(PROBE_LIMIT), (p, c, t, m) -> new ShortestLocation(p.integer("probe-limit"), c, t, m)),
                powerOfD());
    }

    private static PolicyDescriptor sender(String name, String description, List<ParameterSpec> own, Knowledge.Locator locator) {
        List<ParameterSpec> parameters = new ArrayList<>(List.of(THRESHOLD));
        parameters.addAll(own);
        parameters.add(TRANSFER_LIMIT);
        parameters.addAll(Preemption.PARAMETERS);
        parameters.addAll(Knowledge.PARAMETERS);
        return new PolicyDescriptor(name, description, PolicyClass.DYNAMIC, "with preemptive = true", parameters,
                PolicyDescriptor.Check.NONE,
                (p, shape) -> Preemption.configured(p, NodeParts.of(p, shape, node -> {
                    TransferPolicy transfer = new ThresholdTransfer(p.number("threshold"));
                    LoadMetric metric = Knowledge.metric(p);
                    LoadTable table = Knowledge.table(p, shape);
                    LocationPolicy location = Knowledge.location(p, table, transfer, metric, true, locator);
                    return new ComposedPolicy(transfer, Preemption.selection(p), location, Knowledge.information(p),
                            metric, table, p.integer("transfer-limit"));
                }))).withMemory(Knowledge.BROADCAST_TABLE);
    }

    private static PolicyDescriptor powerOfD() {
        return new PolicyDescriptor("power-of-d",
                "every arrival polls d distinct nodes chosen from all N (itself included) and joins the shortest queue, "
                        + "ties at random (the supermarket model; d = 1 is random assignment)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("d", 2, 1, "number of queues compared")),
                PolicyDescriptor.Check.NONE,
                (p, shape) -> node -> {
                    LoadMetric metric = new QueueLength();
                    return new ComposedPolicy(new AlwaysTransfer(), new NewJobSelection(),
                            new PowerOfDLocation(p.integer("d"), metric), new DemandDriven(), metric, null, 1);
                });
    }
}
