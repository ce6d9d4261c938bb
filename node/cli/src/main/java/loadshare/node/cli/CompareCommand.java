package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import loadshare.config.SettingsException;
import loadshare.node.compare.Comparison;
import loadshare.node.compare.ComparisonTable;
import loadshare.node.compare.ResultsFolder;
import loadshare.node.report.ComparisonChart;
import loadshare.node.report.Figure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code loadshare compare DIR_A DIR_B}: the difference of two runs' mean response times, point by point. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compare two results folders point by point (policy x load x swept values): the difference "
                + "B - A of the mean response time with its 95%% interval and whether it is significant. Paired "
                + "across replications when both runs used the same seeds (common random numbers: a sharp test), "
                + "Welch's interval otherwise. Prints a table and writes a plot of B - A against the load (PNG, SVG and "
                + "PDF)."})
final class CompareCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "DIR_A", description = "the baseline: a folder loadshare run wrote")
    Path a;

    @Parameters(index = "1", paramLabel = "DIR_B", description = "the run compared with it")
    Path b;

    @Option(names = "--plot", paramLabel = "FILE",
            description = "where to write the plot, a .png file; its SVG and PDF go beside it, e.g. compare.svg and "
                    + "compare.pdf (default: compare.png in DIR_B)")
    Path plot;

    @CommandLine.Mixin
    PlotOptions plots;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Comparison comparison = Comparison.of(ResultsFolder.read(a), ResultsFolder.read(b));
        PrintWriter out = spec.commandLine().getOut();
        out.print(ComparisonTable.render(comparison));
        out.flush();
        Path file = plot != null ? plot : b.resolve("compare.png");
        if (Files.isDirectory(file)) {
            throw new SettingsException("--plot " + file + ": is a folder; name a .png file");
        }
        String fileName = file.getFileName().toString();
        if (!fileName.endsWith(".png")) {
            throw new SettingsException("--plot " + file + ": name a .png file (its SVG and PDF are written beside it)");
        }
        Path dir = file.toAbsolutePath().getParent();
        Figure figure;
        try {
            figure = ComparisonChart.figure(comparison, fileName.substring(0, fileName.length() - ".png".length()),
                    plots.titles());
            figure.write(dir);
        } catch (IOException e) {
            throw new Main.CommandFailure("could not write the plot to " + file + ": " + e.getMessage());
        }
        spec.commandLine().getErr().println("plot in " + file + " (and " + figure.svgFile() + ", "
                + figure.fileNames().get(2) + " beside it)");
        return 0;
    }
}
