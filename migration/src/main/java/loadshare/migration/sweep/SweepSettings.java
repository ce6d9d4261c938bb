package loadshare.migration.sweep;

import java.util.List;
import java.util.Objects;
import loadshare.hardware.net.NetworkLink;
import loadshare.hardware.storage.Disk;
import loadshare.migration.strategy.MigrationStrategies;

/**
 * What {@link MigrationSweep} varies and holds fixed: VM sizes and dirty rates (bytes, bytes/s), the
 * working set of every VM (capped at its size), the link between hosts (also the file server's), the
 * file server's disk, how long each VM runs before it migrates ({@code warmup}, s), the root seed and the
 * strategies by name.
 */
public record SweepSettings(List<Long> vmSizes, List<Double> dirtyRates, long workingSetBytes, NetworkLink link,
        Disk serverDisk, double warmup, long seed, List<String> strategies) {

    private static final long MIB = 1L << 20;

    public SweepSettings {
        vmSizes = List.copyOf(vmSizes);
        dirtyRates = List.copyOf(dirtyRates);
        strategies = List.copyOf(strategies);
        Objects.requireNonNull(link, "link");
        Objects.requireNonNull(serverDisk, "serverDisk");
        if (vmSizes.isEmpty() || dirtyRates.isEmpty() || strategies.isEmpty()) {
            throw new IllegalArgumentException("a sweep needs at least one size, dirty rate and strategy");
        }
        if (workingSetBytes <= 0 || !(warmup >= 0)) {
            throw new IllegalArgumentException("a sweep needs a positive working set and a warm-up >= 0");
        }
        strategies.forEach(MigrationStrategies::byName);
    }

    /**
     * VMs of 16 MiB to 1 GiB (doubling), writing 8, 64 or 192 MiB/s (the last faster than the link) over a
     * 32 MiB working set, after 2 s of running; 1 Gbit/s links with 0.1 ms latency; a 400 MB/s server disk;
     * every strategy with its default parameters.
     */
    public static SweepSettings defaults() {
        return new SweepSettings(
                List.of(16 * MIB, 32 * MIB, 64 * MIB, 128 * MIB, 256 * MIB, 512 * MIB, 1024 * MIB),
                List.of(8.0 * MIB, 64.0 * MIB, 192.0 * MIB),
                32 * MIB,
                NetworkLink.ofBitsPerSecond(1e9, 1e-4),
                new Disk(1L << 42, 400e6, 0),
                2.0,
                1,
                MigrationStrategies.names());
    }
}
