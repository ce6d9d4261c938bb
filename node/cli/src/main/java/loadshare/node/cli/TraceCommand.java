package loadshare.node.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import loadshare.config.SettingsException;
import loadshare.config.trace.Trace;
import loadshare.config.trace.TraceDemand;
import loadshare.config.trace.TraceFormat;
import loadshare.node.report.TraceCharts;
import loadshare.node.report.TraceInfo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code loadshare trace info FILE}: what a job trace holds, and two plots of it. */
@Command(name = "trace", mixinStandardHelpOptions = true,
        description = "Look at a job trace (SWF or CSV) before replaying it.",
        subcommands = {TraceCommand.Info.class})
final class TraceCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required: info");
    }

    /** {@code trace info}. */
    @Command(name = "info", mixinStandardHelpOptions = true,
            description = {"Print what a trace holds: jobs used and skipped (and why), users, span, the load it offers "
                    + "on N nodes at its own pace, demand percentiles, arrivals per hour; write two plots "
                    + "(arrivals over time, demand distribution on log scales) to the output folder."})
    static final class Info implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "FILE", description = "the trace: .swf or .csv, optionally .gz")
        Path file;

        @Option(names = "--format", paramLabel = "FORMAT",
                description = "swf or csv (default: csv for a .csv or .csv.gz file, else swf)")
        String format;

        @Option(names = "--demand", paramLabel = "DEMAND", defaultValue = "run-time",
                description = "run-time or cpu-time (run time x processors); default: ${DEFAULT-VALUE}")
        String demand;

        @Option(names = "--nodes", paramLabel = "N", defaultValue = "16",
                description = "offered load on N single-CPU nodes of speed 1; default: ${DEFAULT-VALUE}")
        int nodes;

        @Option(names = "--out", paramLabel = "DIR",
                description = "where the plots go (default: results/trace-<file name>)")
        Path out;

        @CommandLine.Mixin
        PlotOptions plots;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            if (nodes < 1) {
                throw new SettingsException("--nodes " + nodes + ": a cluster has at least 1 node");
            }
            String name = file.toString();
            TraceFormat traceFormat = format != null ? TraceFormat.byName(format).orElseThrow(() ->
                    new SettingsException("--format " + format + ": unknown format (valid: "
                            + String.join(", ", TraceFormat.names()) + ")"))
                    : name.endsWith(".csv") || name.endsWith(".csv.gz") ? TraceFormat.CSV : TraceFormat.SWF;
            TraceDemand traceDemand = TraceDemand.byName(demand).orElseThrow(() -> new SettingsException(
                    "--demand " + demand + ": unknown demand (valid: " + String.join(", ", TraceDemand.names()) + ")"));
            if (!Files.isRegularFile(file)) {
                throw new SettingsException(name + ": no such file (" + file.toAbsolutePath().normalize() + ")");
            }
            Trace trace;
            try {
                InputStream in = Files.newInputStream(file);
                trace = Trace.read(in, name, traceFormat, traceDemand, Integer.MAX_VALUE);
            } catch (IOException e) {
                throw new SettingsException(name + ": cannot read the trace: " + e.getMessage());
            }
            TraceInfo info = new TraceInfo(trace);
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.print(info.text(nodes));
            stdout.flush();
            Path dir = out != null ? out : Path.of("results", "trace-" + baseName(file));
            try {
                List<Path> written = TraceCharts.write(info, dir, plots.titles());
                spec.commandLine().getErr().println("plots in " + dir + " (" + written.stream()
                        .map(p -> p.getFileName().toString()).collect(java.util.stream.Collectors.joining(", ")) + ")");
            } catch (IOException e) {
                throw new Main.CommandFailure("could not write the plots to " + dir + ": " + e.getMessage());
            }
            return 0;
        }

        private static String baseName(Path file) {
            String name = file.getFileName().toString();
            for (String suffix : List.of(".gz", ".swf", ".csv")) {
                if (name.endsWith(suffix)) {
                    name = name.substring(0, name.length() - suffix.length());
                }
            }
            return name;
        }
    }
}
