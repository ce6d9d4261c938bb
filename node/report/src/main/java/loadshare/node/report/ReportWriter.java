package loadshare.node.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import loadshare.node.results.ExperimentResult;

/**
 * Writes every report of an experiment into one directory: {@code results.csv}, {@code summary.json},
 * {@code application.csv} if a policy ran an application, the plots (each as PNG, SVG and PDF) and {@code report.html}. Each file is
 * written to a temporary file in that directory and then renamed over its target, so a reader never sees a
 * half-written file.
 */
public final class ReportWriter {

    private ReportWriter() {
    }

    /**
     * Creates {@code outDir} if needed, writes all the files without provenance and returns their paths, in writing
     * order.
     */
    public static List<Path> writeAll(ExperimentResult result, Path outDir) throws IOException {
        return writeAll(result, null, outDir);
    }

    /**
     * Creates {@code outDir} if needed, writes all the files, {@code summary.json} and {@code report.html} with the
     * run's {@code provenance} (none if null; {@code results.csv} never has it), and returns their paths, in writing
     * order.
     */
    public static List<Path> writeAll(ExperimentResult result, Provenance provenance, Path outDir) throws IOException {
        return writeAll(result, provenance, outDir, true);
    }

    /**
     * Writes all the files as {@link #writeAll(ExperimentResult, Provenance, Path)} does, the plots with their titles
     * or without ({@code titles} false: for a paper, whose captions say what each shows).
     */
    public static List<Path> writeAll(ExperimentResult result, Provenance provenance, Path outDir, boolean titles)
            throws IOException {
        Files.createDirectories(outDir);
        List<Path> written = new ArrayList<>();
        written.add(ResultsCsv.write(result, outDir.resolve(ResultsCsv.FILE_NAME)));
        written.add(SummaryJson.write(result, provenance, outDir.resolve(SummaryJson.FILE_NAME)));
        if (!result.applications().isEmpty()) {
            written.add(ApplicationCsv.write(result, outDir.resolve(ApplicationCsv.FILE_NAME)));
        }
        if (CpuSchedulingCsv.present(result)) {
            written.addAll(CpuSchedulingCsv.write(result, outDir));
        }
        List<Figure> figures = Plots.renderAll(result, titles);
        for (Figure figure : figures) {
            written.addAll(figure.write(outDir));
        }
        written.add(HtmlReport.write(result, provenance, figures, outDir.resolve(HtmlReport.FILE_NAME)));
        return List.copyOf(written);
    }
}
