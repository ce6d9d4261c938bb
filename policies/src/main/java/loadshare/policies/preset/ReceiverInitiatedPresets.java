package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.List;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.knowledge.LoadTable;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.location.ReceiverShortestLocation;
import loadshare.policies.location.ReceiverThresholdLocation;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.ThresholdTransfer;
import loadshare.policies.transfer.TransferPolicy;

/**
 * Receiver-initiated presets: when a departure leaves a node with fewer than T jobs it looks for work; a
 * node holding more than T jobs gives one (a waiting job, or with {@code preemptive = true} possibly a
 * running one).
 */
final class ReceiverInitiatedPresets {

    private ReceiverInitiatedPresets() {
    }

    static final ParameterSpec THRESHOLD = ParameterSpec.number("threshold", 1, 0,
            "T: a node left with fewer than T jobs is a receiver; a node holding more than T gives work");
    static final ParameterSpec PROBE_LIMIT = ParameterSpec.integer("probe-limit", 3, 1,
            "Lp: most nodes asked for work in one search");

    static List<PolicyDescriptor> all() {
        return List.of(
                receiver("receiver-threshold", "receiver-initiated; location threshold: ask up to probe-limit random nodes "
                                + "one after another, take a job from the first holding more than T",
                        (p, c, t, m) -> new ReceiverThresholdLocation(p.integer("probe-limit"), c, m)),
                receiver("receiver-shortest", "receiver-initiated; location shortest: poll probe-limit random nodes in "
                                + "parallel, take a job from the most loaded if it holds more than T",
                        (p, c, t, m) -> new ReceiverShortestLocation(p.integer("probe-limit"), c, t, m)));
    }

    private static PolicyDescriptor receiver(String name, String description, Knowledge.Locator locator) {
        List<ParameterSpec> parameters = new ArrayList<>(List.of(THRESHOLD, PROBE_LIMIT));
        parameters.addAll(Preemption.PARAMETERS);
        parameters.addAll(Knowledge.PARAMETERS);
        return new PolicyDescriptor(name, description, PolicyClass.DYNAMIC, "with preemptive = true", parameters,
                PolicyDescriptor.Check.NONE,
                (p, shape) -> Preemption.configured(p, NodeParts.of(p, shape, node -> {
                    TransferPolicy transfer = new ThresholdTransfer(p.number("threshold"));
                    LoadMetric metric = Knowledge.metric(p);
                    LoadTable table = Knowledge.table(p, shape);
                    LocationPolicy location = Knowledge.location(p, table, transfer, metric, false, locator);
                    return new ComposedPolicy(transfer, Preemption.selection(p), location, Knowledge.information(p), metric,
                            table, 1);
                }))).withMemory(Knowledge.BROADCAST_TABLE);
    }
}
