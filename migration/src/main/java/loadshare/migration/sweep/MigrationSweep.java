package loadshare.migration.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.random.RandomGenerator;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.hardware.storage.FileServer;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.MigrationReport;
import loadshare.migration.MigrationRequest;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.migration.strategy.MigrationStrategy;

/**
 * Every strategy over every (VM size, dirty rate) of a {@link SweepSettings}, one row each. For one
 * (size, rate) all strategies migrate the same VM: it is booted and warmed up from the same random stream
 * (common random numbers), so differences between strategies are not sampling noise; the stream depends on
 * the seed and the (size, rate) only, so a cell gives the same row in any sweep. Pure: same settings, same rows.
 */
public final class MigrationSweep {

    private static final long MIB = 1L << 20;

    private MigrationSweep() {
    }

    public static List<SweepRow> run(SweepSettings settings) {
        List<SweepRow> rows = new ArrayList<>();
        RandomStreams streams = new RandomStreams(settings.seed());
        for (int s = 0; s < settings.vmSizes().size(); s++) {
            for (int d = 0; d < settings.dirtyRates().size(); d++) {
                long size = settings.vmSizes().get(s);
                double rate = settings.dirtyRates().get(d);
                int cell = Objects.hash(size, rate); // the same (size, rate) gets the same VM in any sweep
                for (String name : settings.strategies()) {
                    rows.add(migrate(settings, MigrationStrategies.byName(name), size, rate, streams.stream(cell, StreamPurpose.VM)));
                }
            }
        }
        return rows;
    }

    private static SweepRow migrate(SweepSettings settings, MigrationStrategy strategy, long size, double dirtyRate,
            RandomGenerator random) {
        long hostMemory = Math.max(2 * size, 64 * MIB);
        EmulatedHost source = EmulatedHost.of("source", hostMemory);
        EmulatedHost target = EmulatedHost.of("target", hostMemory);
        FileServer server = new FileServer(settings.link(), settings.serverDisk());
        VmSpec spec = VmSpec.of(size, Math.min(size, settings.workingSetBytes()), dirtyRate);
        VirtualMachine vm = VirtualMachine.boot("job", spec, source, server, random);
        vm.run(settings.warmup(), random);
        MigrationReport r = strategy.migrate(
                MigrationRequest.of(vm, target, settings.link(), server, settings.warmup(), random));
        if (!r.completed()) {
            throw new IllegalStateException(strategy.name() + " did not complete without faults: " + r.outcome());
        }
        return new SweepRow(strategy.name(), size, dirtyRate, r.freezeTime(), r.totalTime(), r.bytesMoved(),
                r.pageFaults(), r.residualDependency(), r.digestBefore().equals(r.digestAfter()));
    }

    /** The rows as a plain-text table (sizes in MiB, rates in MiB/s, freeze in ms, other times in s). */
    public static String table(List<SweepRow> rows) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-18s %8s %8s %12s %10s %12s %8s %10s %6s%n",
                "strategy", "size", "dirty", "freeze(ms)", "total(s)", "moved(MiB)", "faults", "resid(s)", "intact"));
        for (SweepRow r : rows) {
            b.append(String.format(Locale.ROOT, "%-18s %8d %8.0f %12.3f %10.3f %12.1f %8d %10.3f %6s%n",
                    r.strategy(), r.vmBytes() / MIB, r.dirtyRate() / MIB, r.freezeTime() * 1e3, r.totalTime(),
                    r.bytesMoved() / (double) MIB, r.pageFaults(), r.residualDependency(), r.intact()));
        }
        return b.toString();
    }
}
