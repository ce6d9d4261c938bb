package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.List;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.information.LoadTable;
import loadshare.policies.location.Candidates;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.ThresholdTransfer;
import loadshare.policies.transfer.TransferPolicy;

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
        SENDER(ParameterSpec.number("threshold", 1, 0,
                "T: a node holding T or more jobs when one arrives is a sender; one holding fewer than T is a receiver"),
                ParameterSpec.integer("probe-limit", 3, 1, "Lp: most nodes probed for one job")),
        RECEIVER(ParameterSpec.number("threshold", 1, 0,
                "T: a node left with fewer than T jobs is a receiver; a node holding more than T gives work"),
                ParameterSpec.integer("probe-limit", 3, 1, "Lp: most nodes asked for work in one search"));

        final ParameterSpec threshold;
        final ParameterSpec probeLimit;

        Side(ParameterSpec threshold, ParameterSpec probeLimit) {
            this.threshold = threshold;
            this.probeLimit = probeLimit;
        }
    }

    /** Sender-initiated only: a job moved this many times stays where it is. */
    static final ParameterSpec TRANSFER_LIMIT = ParameterSpec.integer("transfer-limit", 1, 1,
            "a job moved this many times stays where it is (no job floats around forever)");

    /**
     * One member's parameters, read once.
     *
     * @param probeLimit Lp, or 0 for a member that does not probe
     * @param transferLimit moves after which a job stays (1 on the receiver side: a job given away stays)
     */
    record Settings(double threshold, int probeLimit, int transferLimit, Preemption preemption,
                    InformationSettings information) {
    }

    /** How a member's own location policy is made from its probe limit. */
    interface Locator {
        LocationPolicy make(int probeLimit, Candidates candidates, TransferPolicy transfer, LoadMetric metric);
    }

    /** A member of the family; {@code probes}: it takes a probe limit. */
    static PolicyDescriptor member(Side side, String name, String description, boolean probes, Locator locator) {
        List<ParameterSpec> parameters = new ArrayList<>(List.of(side.threshold));
        if (probes) {
            parameters.add(side.probeLimit);
        }
        if (side == Side.SENDER) {
            parameters.add(TRANSFER_LIMIT);
        }
        parameters.addAll(Preemption.PARAMETERS);
        parameters.addAll(InformationSettings.PARAMETERS);
        return new PolicyDescriptor(name, description, PolicyClass.DYNAMIC, "with preemptive = true", parameters,
                PolicyDescriptor.Check.NONE, (p, shape) -> {
                    Settings s = settings(p, side, probes);
                    return s.preemption().configured(NodeParts.of(s.information(), shape, node -> {
                        TransferPolicy transfer = new ThresholdTransfer(s.threshold());
                        LoadMetric metric = s.information().newMetric();
                        LoadTable table = s.information().newTable(shape);
                        LocationPolicy location = s.information().location(table, transfer, metric, side == Side.SENDER,
                                (candidates, t, m) -> locator.make(s.probeLimit(), candidates, t, m));
                        return new ComposedPolicy(transfer, s.preemption().selection(), location,
                                s.information().newPolicy(), metric, table, s.transferLimit());
                    }));
                }).withMemory(InformationSettings.BROADCAST_TABLE);
    }

    private static Settings settings(PolicyParameters p, Side side, boolean probes) {
        return new Settings(p.number("threshold"), probes ? p.integer("probe-limit") : 0,
                side == Side.SENDER ? p.integer("transfer-limit") : 1, Preemption.of(p), InformationSettings.of(p));
    }
}
