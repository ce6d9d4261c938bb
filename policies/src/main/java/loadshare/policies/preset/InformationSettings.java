package loadshare.policies.preset;

import java.util.List;
import loadshare.policies.ClusterShape;
import loadshare.policies.MemoryGrowth;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyParameters;
import loadshare.policies.information.CentralizedInformation;
import loadshare.policies.information.DemandDriven;
import loadshare.policies.information.InformationPolicy;
import loadshare.policies.information.LoadTable;
import loadshare.policies.information.PeriodicInformation;
import loadshare.policies.information.StateChangeInformation;
import loadshare.policies.location.Candidates;
import loadshare.policies.location.DirectoryLocation;
import loadshare.policies.location.KnownLoadCandidates;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.location.RandomCandidates;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;

/**
 * The parameters every sender/receiver/symmetric preset shares — the information policy and the load metric —
 * read once, and how they become one node's components.
 *
 * @param information one of {@link #DEMAND_DRIVEN}, {@link #PERIODIC}, {@link #STATE_CHANGE}, {@link #CENTRALIZED}
 */
record InformationSettings(String information, double period, double delta, MetricSettings metric) {

    static final String DEMAND_DRIVEN = "demand-driven";
    static final String PERIODIC = "periodic";
    static final String STATE_CHANGE = "state-change";
    static final String CENTRALIZED = "centralized";

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.choice("information", DEMAND_DRIVEN, List.of(DEMAND_DRIVEN, PERIODIC, STATE_CHANGE, CENTRALIZED),
                    "when load information is collected: by probing when needed, broadcast every period, "
                            + "broadcast when the load changed by delta, or reported to a coordinator that answers location queries"),
            ParameterSpec.number("period", 1.0, 1e-9, "periodic: model seconds between broadcasts"),
            ParameterSpec.number("delta", 1.0, 1e-9, "state-change, centralized: change of load that is told"),
            MetricSettings.LOAD_METRIC,
            MetricSettings.WINDOW);

    /** The load table the broadcasts fill: a view of every node when information is broadcast. */
    static final MemoryGrowth BROADCAST_TABLE = LoadTable.VIEW.when(
            "with information = " + PERIODIC + " or " + STATE_CHANGE, p -> of(p).broadcasts());

    static InformationSettings of(PolicyParameters p) {
        return new InformationSettings(p.string("information"), p.number("period"), p.number("delta"),
                MetricSettings.of(p));
    }

    /** Reports go to a coordinator (the load directory), which answers location queries. */
    boolean centralized() {
        return information.equals(CENTRALIZED);
    }

    /** Whether the information policy fills a table of the others' loads (broadcasts). */
    boolean broadcasts() {
        return information.equals(PERIODIC) || information.equals(STATE_CHANGE);
    }

    /** A fresh information policy for one node. */
    InformationPolicy newPolicy() {
        return switch (information) {
            case PERIODIC -> new PeriodicInformation(period);
            case STATE_CHANGE -> new StateChangeInformation(delta);
            case CENTRALIZED -> new CentralizedInformation(delta);
            default -> new DemandDriven();
        };
    }

    /** A fresh load metric for one node. */
    LoadMetric newMetric() {
        return metric.newMetric();
    }

    /** A table of the others' loads for one node if the information policy fills one, else null. */
    LoadTable newTable(ClusterShape shape) {
        return broadcasts() ? new LoadTable(shape.nodes()) : null;
    }

    /** Whom to probe: the best the broadcasts suggest, or random nodes when nothing is broadcast. */
    static Candidates candidates(LoadTable table, TransferPolicy transfer) {
        return table != null ? new KnownLoadCandidates(table, transfer) : new RandomCandidates();
    }

    /** How a preset's own location policy is made. */
    interface Locator {
        LocationPolicy make(Candidates candidates, TransferPolicy transfer, LoadMetric metric);
    }

    /**
     * The location policy of one node: the preset's own ({@code locator}) probing the candidates this
     * information suggests, or — with centralized information — queries to the load directory, for the sender
     * side ({@code sends}) or the receiver side.
     */
    LocationPolicy location(LoadTable table, TransferPolicy transfer, LoadMetric metric, boolean sends, Locator locator) {
        return centralized() ? new DirectoryLocation(sends, !sends, transfer, metric)
                : locator.make(candidates(table, transfer), transfer, metric);
    }
}
