package loadshare.policies.compose;

import loadshare.policies.information.InformationPolicy;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.selection.SelectionPolicy;
import loadshare.policies.transfer.TransferPolicy;

/**
 * The kinds of component a composed policy is made of: the lecture notes' four components (transfer, selection, location,
 * information), the load metric they measure with, and the migration strategy that moves running jobs (or none).
 * Each is a key of a {@code composed} policy entry.
 */
public enum Family {
    TRANSFER("transfer", TransferPolicy.class, "when a node is a sender or a receiver"),
    SELECTION("selection", SelectionPolicy.class, "which job moves"),
    LOCATION("location", LocationPolicy.class, "with whom load is shared"),
    INFORMATION("information", InformationPolicy.class, "when load information is exchanged"),
    LOAD_METRIC("load-metric", LoadMetric.class, "how a node's load is measured"),
    MIGRATION("migration", MigrationPart.class, "how a running job's VM moves (none: running jobs never move)");

    private final String key;
    private final Class<?> type;
    private final String role;

    Family(String key, Class<?> type, String role) {
        this.key = key;
        this.type = type;
        this.role = role;
    }

    /** The config key of this family in a {@code composed} entry, e.g. {@code load-metric}. */
    public String key() {
        return key;
    }

    /** What a component of this family builds: e.g. a {@link TransferPolicy}; a strategy name for migration. */
    public Class<?> type() {
        return type;
    }

    /** What this family decides, in a few words. */
    public String role() {
        return role;
    }

    @Override
    public String toString() {
        return key;
    }
}
