package loadshare.node.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import loadshare.node.live.Launcher;

/**
 * {@code bench --forks N}: each row measured in N fresh JVMs, one after another, and the median kept. One JVM's
 * figures are not the simulator's: how fast the compiled code is depends on which methods the JIT compiled first
 * (a callee already compiled on its own is no longer inlined), so the same jar and seed give jobs per CPU second
 * up to a quarter apart from one JVM to the next while staying steady within one (docs/performance.md). The children
 * run with this JVM's options and class path and print their rows as {@link BenchRow#line() lines}.
 */
final class BenchForks {

    /** How long one child may take: a row of 10 M jobs at 100,000 nodes takes about a minute. */
    private static final Duration CHILD_LIMIT = Duration.ofMinutes(30);

    /** The rows of N JVMs, and the one the table prints. */
    record Measured(List<BenchRow> rows, BenchRow median) {

        /** " [0.31-0.43 of 5 JVMs]": the range of x loop (or of jobs per CPU second without the loop). */
        String range() {
            DoubleSummaryStatistics range = rows.stream().mapToDouble(BenchRow::figure).summaryStatistics();
            return median.loop() != null
                    ? String.format(Locale.ROOT, "   [%.2f-%.2f of %d JVMs]", range.getMin(), range.getMax(), rows.size())
                    : String.format(Locale.ROOT, "   [%.0f-%.0f jobs/CPU-s, %d JVMs]", range.getMin(), range.getMax(),
                            rows.size());
        }
    }

    private BenchForks() {
    }

    /**
     * The row of {@code rows} with the median x loop (or jobs per CPU second without the loop); of an even
     * number, the upper of the two middle ones.
     */
    static Measured median(List<BenchRow> rows) {
        List<BenchRow> sorted = rows.stream().sorted(Comparator.comparingDouble(BenchRow::figure)).toList();
        return new Measured(rows, sorted.get(sorted.size() / 2));
    }

    /**
     * Runs {@code loadshare bench <rowArgs> --emit-rows} in {@code forks} child JVMs in turn; returns their rows.
     *
     * @param progress told the number of the child about to start (1..forks)
     */
    static Measured measure(List<String> rowArgs, int forks, java.util.function.IntConsumer progress)
            throws IOException, InterruptedException {
        Path logs = Files.createTempDirectory("loadshare-bench-");
        List<BenchRow> rows = new ArrayList<>();
        try (Launcher launcher = new Launcher(logs)) {
            for (int i = 0; i < forks; i++) {
                progress.accept(i + 1);
                List<String> args = new ArrayList<>(rowArgs);
                args.add("--emit-rows");
                Process child = launcher.start(jvmOptions(), args);
                if (!child.waitFor(CHILD_LIMIT.toMinutes(), TimeUnit.MINUTES)) {
                    throw new Main.CommandFailure("bench: a JVM measuring " + String.join(" ", rowArgs)
                            + " took longer than " + CHILD_LIMIT.toMinutes() + " minutes");
                }
                List<String> output = Files.readAllLines(launcher.logOf(i));
                List<BenchRow> found = output.stream().filter(l -> l.startsWith(BenchRow.MARK + "\t"))
                        .map(BenchRow::parse).toList();
                if (child.exitValue() != 0 || found.size() != 1) {
                    String last = output.isEmpty() ? "no output" : output.get(output.size() - 1);
                    throw new Main.CommandFailure("bench: the JVM measuring " + String.join(" ", rowArgs)
                            + " exited with status " + child.exitValue() + ": " + last);
                }
                rows.add(found.get(0));
            }
        } finally {
            try (var files = Files.list(logs)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(logs);
        }
        return median(rows);
    }

    /** This JVM's options, less those that must not be repeated in a child (agents, debuggers, recordings). */
    private static List<String> jvmOptions() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(o -> !o.startsWith("-agentlib") && !o.startsWith("-agentpath") && !o.startsWith("-javaagent")
                        && !o.startsWith("-XX:StartFlightRecording") && !o.startsWith("-XX:FlightRecorder")
                        && !o.startsWith("-Dlogback.configurationFile"))
                .toList();
    }
}
