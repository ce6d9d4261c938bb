package loadshare.config.trace;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Where a trace's jobs arrive. {@code user}: the k-th distinct user, in order of first submission, lives at node
 * k mod N. {@code round-robin}: the i-th used job arrives at node i mod N. {@code random}: a seeded random node per
 * job, the same in every replication. A CSV trace's jobs arrive at the node its {@code node} column names.
 */
public enum TraceHomes {
    USER("user"),
    ROUND_ROBIN("round-robin"),
    RANDOM("random");

    private final String configName;

    TraceHomes(String configName) {
        this.configName = configName;
    }

    public String configName() {
        return configName;
    }

    public static Optional<TraceHomes> byName(String name) {
        return Arrays.stream(values()).filter(h -> h.configName.equals(name)).findFirst();
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(TraceHomes::configName).toList();
    }
}
