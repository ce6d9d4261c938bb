package loadshare.node.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadshare.config.SettingsException;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.node.live.migration.HeapGauge;
import loadshare.node.live.migration.LiveMigrationReport;
import loadshare.node.live.migration.MigrationBench;
import loadshare.node.live.migration.TransferSettings;
import picocli.CommandLine.Option;

/** The options of {@code bench --migration} and the table it prints. */
final class MigrationBenchOptions {

    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*(B|KiB|MiB|GiB)?", Pattern.CASE_INSENSITIVE);
    private static final double MIB = 1 << 20;

    @Option(names = "--vm-size", paramLabel = "SIZE", description = "--migration: VM size, e.g. 256MiB, 1GiB (default: ${DEFAULT-VALUE})")
    String vmSize = "256MiB";

    @Option(names = "--working-set", paramLabel = "SIZE", description = "--migration: the VM's working set (default: ${DEFAULT-VALUE})")
    String workingSet = "32MiB";

    @Option(names = "--dirty-rate", paramLabel = "MIB_S", description = "--migration: MiB of pages the VM writes per second (default: ${DEFAULT-VALUE})")
    double dirtyRate = 64;

    @Option(names = "--strategies", split = ",", paramLabel = "NAME", description = "--migration: strategies (default: all)")
    List<String> strategies = MigrationStrategies.names();

    @Option(names = "--chunk", paramLabel = "SIZE", description = "--migration: page bytes per message (default: ${DEFAULT-VALUE})")
    String chunk = "128KiB";

    @Option(names = "--window", paramLabel = "N", description = "--migration: chunks in flight per stream (default: ${DEFAULT-VALUE})")
    int window = 16;

    @Option(names = "--run-before", paramLabel = "SECONDS",
            description = "--migration: seconds each VM runs (and dirties pages) before it migrates (default: ${DEFAULT-VALUE})")
    double runBefore = 1;

    /** Validates the options (one line on error) and runs the benchmark. */
    int run(PrintWriter out) throws Exception {
        VmSpec spec;
        TransferSettings transfer;
        try {
            long work = size("--working-set", workingSet);
            spec = VmSpec.of(size("--vm-size", vmSize), work, dirtyRate * MIB);
            transfer = TransferSettings.DEFAULT.withChunk((int) Math.min(Integer.MAX_VALUE, size("--chunk", chunk)), window);
            strategies.forEach(MigrationStrategies::byName);
            if (!(runBefore >= 0) || runBefore > 3600) {
                throw new IllegalArgumentException("--run-before must be in [0, 3600] seconds, was " + runBefore);
            }
        } catch (IllegalArgumentException e) {
            throw new SettingsException("bench --migration: " + e.getMessage());
        }
        out.printf("# %s, %d cores; three JVMs on loopback (source; target; file server) (Artery over mutual TLS; page chunks raw, the rest Jackson CBOR); VM %s (working set %s, writes %.0f MiB/s, "
                        + "runs %.1f s first); chunks %s, window %d; target and file-server JVMs %s, source JVM max heap %d MB%n",
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), vmSize, workingSet, dirtyRate, runBefore, chunk, window,
                MigrationBench.CHILD_HEAP, Runtime.getRuntime().maxMemory() >> 20);
        out.printf("%-18s %9s %9s %10s %10s %7s %6s %8s %8s %8s %6s  %s%n", "strategy", "freeze ms", "total ms", "moved MiB",
                "bulk MB/s", "faults", "rounds", "src heap", "dst heap", "fs heap", "CPU s", "outcome");
        out.flush();
        MigrationBench.run(new MigrationBench.Settings(spec, strategies, transfer, Duration.ofMillis(Math.round(runBefore * 1000)), 1), row -> {
            LiveMigrationReport r = row.report();
            out.printf(Locale.ROOT, "%-18s %9.1f %9.1f %10.1f %10.0f %7d %6d %5d MB %5d MB %5d MB %6.2f  %s%n", r.strategy(),
                    r.freezeSeconds() * 1e3, r.totalSeconds() * 1e3, r.bytesMoved() / MIB, r.bulkMegabytesPerSecond(),
                    r.pageFaults(), r.rounds(), mb(row.source()), mb(row.target()), mb(row.fileServer()), row.cpuSeconds(),
                    r.outcome().getClass().getSimpleName());
            out.flush();
        }, Duration.ofMinutes(10));
        return 0;
    }

    private static long mb(HeapGauge.Figure f) {
        return f.peakBytes() >> 20;
    }

    /** A size such as {@code 256MiB}, {@code 64KiB}, {@code 1GiB} or plain bytes. */
    static long size(String option, String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException(option + " " + text + ": expected a size such as 256MiB, 64KiB or 1GiB");
        }
        String unit = m.group(2) == null ? "B" : m.group(2).toLowerCase(Locale.ROOT);
        int shift = switch (unit) {
            case "kib" -> 10;
            case "mib" -> 20;
            case "gib" -> 30;
            default -> 0;
        };
        try {
            return Math.multiplyExact(Long.parseLong(m.group(1)), 1L << shift);
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException(option + " " + text + ": too large");
        }
    }
}
