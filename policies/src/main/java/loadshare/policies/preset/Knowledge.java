package loadshare.policies.preset;

import java.util.List;
import loadshare.policies.ClusterShape;
import loadshare.policies.MemoryGrowth;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyParameters;
import loadshare.policies.information.CentralizedInformation;
import loadshare.policies.information.DemandDriven;
import loadshare.policies.information.InformationPolicy;
import loadshare.policies.information.PeriodicInformation;
import loadshare.policies.information.StateChangeInformation;
import loadshare.policies.knowledge.LoadTable;
import loadshare.policies.location.Candidates;
import loadshare.policies.location.DirectoryLocation;
import loadshare.policies.location.KnownLoadCandidates;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.location.RandomCandidates;
import loadshare.policies.metric.CpuUtilization;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.metric.QueueLength;
import loadshare.policies.transfer.TransferPolicy;

/**
 * The parameters every sender/receiver/symmetric preset shares — the information policy and the load
 * metric — and how they become one node's components.
 */
final class Knowledge {

    static final String DEMAND_DRIVEN = "demand-driven";
    static final String PERIODIC = "periodic";
    static final String STATE_CHANGE = "state-change";
    static final String CENTRALIZED = "centralized";
    static final String QUEUE_LENGTH = "queue-length";
    static final String CPU_UTILIZATION = "cpu-utilization";

    static final ParameterSpec LOAD_METRIC = ParameterSpec.choice("load-metric", QUEUE_LENGTH,
            List.of(QUEUE_LENGTH, CPU_UTILIZATION), "queue-length: jobs held; cpu-utilization: busy fraction of the CPUs, "
                    + "exponentially weighted (thresholds are then fractions, e.g. 0.8)");
    static final ParameterSpec WINDOW = ParameterSpec.number("window", 10.0, 1e-9,
            "cpu-utilization: averaging window, model seconds");

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.choice("information", DEMAND_DRIVEN, List.of(DEMAND_DRIVEN, PERIODIC, STATE_CHANGE, CENTRALIZED),
                    "when load information is collected: by probing when needed, broadcast every period, "
                            + "broadcast when the load changed by delta, or reported to a coordinator that answers location queries"),
            ParameterSpec.number("period", 1.0, 1e-9, "periodic: model seconds between broadcasts"),
            ParameterSpec.number("delta", 1.0, 1e-9, "state-change, centralized: change of load that is told"),
            LOAD_METRIC,
            WINDOW);

    /** The load table the broadcasts fill: a view of every node when information is broadcast. */
    static final MemoryGrowth BROADCAST_TABLE = LoadTable.VIEW.when(
            "with information = " + PERIODIC + " or " + STATE_CHANGE, Knowledge::broadcasts);

    private Knowledge() {
    }

    /** How a preset's own location policy is made from its parameters. */
    interface Locator {
        LocationPolicy make(PolicyParameters p, Candidates candidates, TransferPolicy transfer, LoadMetric metric);
    }

    /**
     * The location policy of one node: the preset's own ({@code locator}) probing the candidates its
     * information suggests, or — with centralized information — queries to the load directory, for the
     * sender side ({@code sends}) or the receiver side.
     */
    static LocationPolicy location(PolicyParameters p, LoadTable table, TransferPolicy transfer, LoadMetric metric,
                                   boolean sends, Locator locator) {
        return centralized(p) ? new DirectoryLocation(sends, !sends, transfer, metric)
                : locator.make(p, candidates(table, transfer), transfer, metric);
    }

    static boolean centralized(PolicyParameters p) {
        return p.string("information").equals(CENTRALIZED);
    }

    /** Whether the information policy fills a table of the others' loads (broadcasts). */
    static boolean broadcasts(PolicyParameters p) {
        String information = p.string("information");
        return information.equals(PERIODIC) || information.equals(STATE_CHANGE);
    }

    static LoadMetric metric(PolicyParameters p) {
        return p.string("load-metric").equals(CPU_UTILIZATION) ? new CpuUtilization(p.number("window")) : new QueueLength();
    }

    static InformationPolicy information(PolicyParameters p) {
        return switch (p.string("information")) {
            case PERIODIC -> new PeriodicInformation(p.number("period"));
            case STATE_CHANGE -> new StateChangeInformation(p.number("delta"));
            case CENTRALIZED -> new CentralizedInformation(p.number("delta"));
            default -> new DemandDriven();
        };
    }

    /** A table of the others' loads if the information policy fills one, else null. */
    static LoadTable table(PolicyParameters p, ClusterShape shape) {
        return broadcasts(p) ? new LoadTable(shape.nodes()) : null;
    }

    /** Whom to probe: the best the broadcasts suggest, or random nodes when nothing is broadcast. */
    static Candidates candidates(LoadTable table, TransferPolicy transfer) {
        return table != null ? new KnownLoadCandidates(table, transfer) : new RandomCandidates();
    }
}
