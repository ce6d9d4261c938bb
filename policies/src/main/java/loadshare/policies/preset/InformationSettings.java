package loadshare.policies.preset;

import java.util.List;
import java.util.Map;
import loadshare.policies.MemoryGrowth;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyParameters;
import loadshare.policies.compose.Choice;
import loadshare.policies.compose.Family;
import loadshare.policies.information.LoadTable;

/**
 * The parameters every sender/receiver/symmetric preset shares — the information policy and the load metric —
 * read once, and the components they stand for.
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

    /** The information component these settings stand for. */
    Choice informationChoice() {
        return switch (information) {
            case PERIODIC -> Presets.COMPONENTS.choose(Family.INFORMATION, PERIODIC, Map.of("period", period));
            case STATE_CHANGE -> Presets.COMPONENTS.choose(Family.INFORMATION, STATE_CHANGE, Map.of("delta", delta));
            case CENTRALIZED -> Presets.COMPONENTS.choose(Family.INFORMATION, CENTRALIZED, Map.of("delta", delta));
            default -> Presets.COMPONENTS.choose(Family.INFORMATION, DEMAND_DRIVEN);
        };
    }

    /** The load metric component these settings stand for. */
    Choice metricChoice() {
        return metric.choice();
    }

    /**
     * The location component: the preset's own ({@code location}, with {@code parameters}), or — with centralized
     * information — queries to the load directory for the sender side ({@code sends}) or the receiver side.
     */
    Choice location(String location, Map<String, ?> parameters, String directorySide) {
        return centralized() ? Presets.COMPONENTS.choose(Family.LOCATION, "directory", Map.of("side", directorySide))
                : Presets.COMPONENTS.choose(Family.LOCATION, location, parameters);
    }
}
