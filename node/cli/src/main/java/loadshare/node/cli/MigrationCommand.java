package loadshare.node.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import loadshare.hardware.net.NetworkLink;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.migration.sweep.MigrationSweep;
import loadshare.migration.sweep.SweepRow;
import loadshare.migration.sweep.SweepSettings;
import loadshare.node.report.MigrationReports;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code loadshare migration}: migrate VM-wrapped tasks of several sizes and dirty rates with every
 * strategy in the simulated world, and report freeze time, total time and bytes moved.
 */
@Command(name = "migration", mixinStandardHelpOptions = true,
        description = "Compare the migration strategies (stop-and-copy, pre-copy, demand-paging, sprite, "
                + "checkpoint-restart) over VM sizes and dirty rates: table, migration.csv and plots.")
final class MigrationCommand implements Callable<Integer> {

    private static final long MIB = 1L << 20;

    @Option(names = "--sizes", split = ",", paramLabel = "MIB", description = "VM sizes in MiB (default: ${DEFAULT-VALUE})")
    List<Long> sizes = List.of(16L, 32L, 64L, 128L, 256L, 512L, 1024L);

    @Option(names = "--dirty-rates", split = ",", paramLabel = "MIB_S",
            description = "pages written per second while running, MiB/s (default: ${DEFAULT-VALUE})")
    List<Double> dirtyRates = List.of(8.0, 64.0, 192.0);

    @Option(names = "--working-set", paramLabel = "MIB", description = "working set of every VM, MiB (default: ${DEFAULT-VALUE})")
    long workingSet = 32;

    @Option(names = "--bandwidth", paramLabel = "GBIT_S", description = "link bandwidth, Gbit/s (default: ${DEFAULT-VALUE})")
    double bandwidth = 1.0;

    @Option(names = "--latency", paramLabel = "MS", description = "one-way link latency, ms (default: ${DEFAULT-VALUE})")
    double latency = 0.1;

    @Option(names = "--strategies", split = ",", paramLabel = "NAME", description = "strategies (default: all)")
    List<String> strategies = MigrationStrategies.names();

    @Option(names = "--seed", description = "root seed (default: ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: ${DEFAULT-VALUE})")
    Path out = Path.of("results/migration");

    @CommandLine.Mixin
    PlotOptions plots;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        SweepSettings defaults = SweepSettings.defaults();
        SweepSettings settings;
        try {
            settings = new SweepSettings(sizes.stream().map(mib -> mib * MIB).toList(),
                    dirtyRates.stream().map(rate -> rate * MIB).toList(), workingSet * MIB,
                    NetworkLink.ofBitsPerSecond(bandwidth * 1e9, latency / 1e3), defaults.serverDisk(),
                    defaults.warmup(), seed, strategies);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        List<SweepRow> rows = MigrationSweep.run(settings);
        spec.commandLine().getOut().println(MigrationSweep.table(rows));
        try {
            MigrationReports.writeAll(rows, out, plots.titles());
        } catch (IOException e) {
            throw new Main.CommandFailure("could not write the results to " + out + ": " + e.getMessage());
        }
        spec.commandLine().getErr().println("results in " + out
                + " (migration.csv; freeze-time, total-time and bytes-moved as .png, .svg and .pdf)");
        return 0;
    }
}
