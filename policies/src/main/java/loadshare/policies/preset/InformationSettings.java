package loadshare.policies.preset;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import loadshare.policies.MemoryGrowth;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyParameters;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.BuiltInLocations;
import loadshare.policies.compose.BuiltInLocations.DirectorySide;
import loadshare.policies.compose.Choice;
import loadshare.policies.information.LoadTable;

/**
 * The parameters every sender/receiver/symmetric preset shares — the information policy and the load metric —
 * read once, and the components they stand for.
 */
record InformationSettings(Information information, double period, double delta, MetricSettings metric) {

    /** The values of the {@code information} parameter: when load information is collected. */
    enum Information {
        DEMAND_DRIVEN, PERIODIC, STATE_CHANGE, CENTRALIZED;

        /** As the parameter is written, e.g. {@code state-change}. */
        String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Information of(String key) {
            return Arrays.stream(values()).filter(i -> i.key().equals(key)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no information '" + key + "'"));
        }
    }

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.choice("information", Information.DEMAND_DRIVEN.key(),
                    Arrays.stream(Information.values()).map(Information::key).toList(),
                    "when load information is collected: by probing when needed, broadcast every period, "
                            + "broadcast when the load changed by delta, or reported to a coordinator that answers location queries"),
            ParameterSpec.number("period", 1.0, 1e-9, "periodic: model seconds between broadcasts"),
            ParameterSpec.number("delta", 1.0, 1e-9, "state-change, centralized: change of load that is told"),
            MetricSettings.LOAD_METRIC,
            MetricSettings.WINDOW);

    /** The load table the broadcasts fill: a view of every node when information is broadcast. */
    static final MemoryGrowth BROADCAST_TABLE = LoadTable.VIEW.when("with information = "
            + Information.PERIODIC.key() + " or " + Information.STATE_CHANGE.key(), p -> of(p).broadcasts());

    static InformationSettings of(PolicyParameters p) {
        return new InformationSettings(Information.of(p.string("information")), p.number("period"), p.number("delta"),
                MetricSettings.of(p));
    }

    /** Whether the information policy fills a table of the others' loads (broadcasts). */
    boolean broadcasts() {
        return information == Information.PERIODIC || information == Information.STATE_CHANGE;
    }

    /** The information component these settings stand for. */
    Choice informationChoice() {
        return switch (information) {
            case DEMAND_DRIVEN -> BuiltInComponents.demandDriven();
            case PERIODIC -> BuiltInComponents.periodicInformation(period);
            case STATE_CHANGE -> BuiltInComponents.stateChangeInformation(delta);
            case CENTRALIZED -> BuiltInComponents.centralizedInformation(delta);
        };
    }

    /** The load metric component these settings stand for. */
    Choice metricChoice() {
        return metric.choice();
    }

    /**
     * The location component: the preset's own, or — with centralized information, whose reports go to a load
     * directory that answers location queries — queries to the directory for the searches of {@code directorySide}.
     */
    Choice location(Choice own, DirectorySide directorySide) {
        return information == Information.CENTRALIZED ? BuiltInLocations.directory(directorySide) : own;
    }
}
