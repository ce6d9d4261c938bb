package loadshare.config;

import java.io.Serializable;
import java.util.List;

/**
 * An optional sweep of the migration strategies run alongside an experiment: every strategy migrates VMs of
 * each size (bytes) at each dirty rate (bytes per second) over a working set of {@code workingSet} bytes, on
 * the experiment's network. No sizes: no sweep.
 */
public record MigrationSweepSettings(List<Long> sizes, List<Double> dirtyRates, long workingSet) implements Serializable {

    public static final MigrationSweepSettings NONE = new MigrationSweepSettings(List.of(), List.of(8.0 * (1 << 20)), 32L << 20);

    public MigrationSweepSettings {
        sizes = List.copyOf(sizes);
        dirtyRates = List.copyOf(dirtyRates);
    }

    public boolean enabled() {
        return !sizes.isEmpty();
    }
}
