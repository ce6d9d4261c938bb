package loadshare.migration.strategy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The registry of migration strategies by name, each with its default parameters. */
public final class MigrationStrategies {

    private static final Map<String, Supplier<MigrationStrategy>> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put(StopAndCopy.NAME, StopAndCopy::new);
        FACTORIES.put(PreCopy.NAME, () -> PreCopy.DEFAULT);
        FACTORIES.put(DemandPaging.NAME, () -> new DemandPaging(true));
        FACTORIES.put(SpriteMigration.NAME, SpriteMigration::new);
        FACTORIES.put(CheckpointRestart.NAME, CheckpointRestart::new);
    }

    private MigrationStrategies() {
    }

    /** The known names, in a fixed order. */
    public static List<String> names() {
        return List.copyOf(FACTORIES.keySet());
    }

    /** The strategy called {@code name}, with default parameters; an unknown name lists the known ones. */
    public static MigrationStrategy byName(String name) {
        Supplier<MigrationStrategy> f = FACTORIES.get(name);
        if (f == null) {
            throw new IllegalArgumentException("unknown migration strategy '" + name + "'; known: " + String.join(", ", names()));
        }
        return f.get();
    }

    /** Every strategy with default parameters, in the order of {@link #names()}. */
    public static List<MigrationStrategy> all() {
        return names().stream().map(MigrationStrategies::byName).toList();
    }
}
