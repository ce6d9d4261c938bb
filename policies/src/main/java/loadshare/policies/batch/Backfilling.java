package loadshare.policies.batch;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Whether and how later jobs may start before the first queued job that does not fit. */
public enum Backfilling {
    /** Jobs start strictly in queue order: the first that does not fit blocks the rest. */
    NONE,
    /**
     * EASY (aggressive): only the first blocked job holds a reservation; a later job starts now if it fits and
     * ends, by its estimate, before that reservation, or uses only what the reserved job will not need.
     */
    EASY,
    /** Every queued job holds a reservation, in queue order; no backfilled job may delay any of them. */
    CONSERVATIVE;

    public String configName() {
        return name().toLowerCase();
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(Backfilling::configName).toList();
    }

    public static Optional<Backfilling> byName(String name) {
        return Arrays.stream(values()).filter(v -> v.configName().equals(name)).findFirst();
    }
}
