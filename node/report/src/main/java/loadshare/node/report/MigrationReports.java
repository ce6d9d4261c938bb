package loadshare.node.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import loadshare.migration.sweep.MigrationSweep;
import loadshare.migration.sweep.SweepRow;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The reports of a migration sweep: {@code migration.csv} (a row per strategy x VM size x dirty rate) and
 * three log-log plots against VM size (each as PNG, SVG and PDF) — freeze time, total time and bytes moved — with one line per
 * strategy at each dirty rate where that strategy's cost depends on it (pre-copy, Sprite), else one line.
 */
public final class MigrationReports {

    private static final double MIB = 1 << 20;

    private MigrationReports() {
    }

    /** Writes every file into {@code dir} (created if needed), each atomically; returns the paths. */
    public static List<Path> writeAll(List<SweepRow> rows, Path dir) throws IOException {
        return writeAll(rows, dir, true);
    }

    /** Writes every file as {@link #writeAll(List, Path)} does, the plots with their titles or without. */
    public static List<Path> writeAll(List<SweepRow> rows, Path dir, boolean titles) throws IOException {
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        written.add(AtomicFiles.write(dir.resolve("migration.csv"), csv(rows)));
        List<Figure> figures = List.of(
                ChartSupport.figure("freeze-time", chart(rows,
                        "freeze time vs VM size", "freeze time (ms)", r -> r.freezeTime() * 1e3), titles),
                ChartSupport.figure("total-time", chart(rows,
                        "total migration time vs VM size", "total time (s)", SweepRow::totalTime), titles),
                ChartSupport.figure("bytes-moved", chart(rows,
                        "bytes moved vs VM size", "moved (MiB)", r -> r.bytesMoved() / MIB), titles));
        for (Figure figure : figures) {
            written.addAll(figure.write(dir));
        }
        Path report = dir.resolve(HtmlReport.FILE_NAME);
        if (Files.exists(report)) {
            HtmlReport.addSection(report, "Migration sweep: every strategy over VM sizes and dirty rates",
                    MigrationSweep.table(rows), figures);
        }
        return written;
    }

    static String csv(List<SweepRow> rows) {
        StringBuilder csv = new StringBuilder("strategy,vm_mib,dirty_mib_per_s,freeze_s,total_s,bytes_moved,"
                + "page_faults,residual_dependency_s,intact\n");
        for (SweepRow r : rows) {
            csv.append(String.format(Locale.ROOT, "%s,%s,%s,%s,%s,%d,%d,%s,%b%n", r.strategy(),
                    r.vmBytes() / MIB, r.dirtyRate() / MIB, r.freezeTime(), r.totalTime(), r.bytesMoved(),
                    r.pageFaults(), r.residualDependency(), r.intact()));
        }
        return csv.toString();
    }

    static XYChart chart(List<SweepRow> rows, String title, String yTitle, ToDoubleFunction<SweepRow> metric) {
        XYChart chart = ChartSupport.newChart("migration: " + title, "VM size (MiB)", yTitle);
        ChartSupport.powersOfTwoX(chart);
        chart.getStyler().setYAxisLogarithmic(true);
        Map<String, Map<Double, List<SweepRow>>> byStrategy = new LinkedHashMap<>();
        for (SweepRow r : rows) {
            byStrategy.computeIfAbsent(r.strategy(), s -> new LinkedHashMap<>())
                    .computeIfAbsent(r.dirtyRate(), d -> new ArrayList<>()).add(r);
        }
        int index = 0;
        for (var strategy : byStrategy.entrySet()) {
            List<List<SweepRow>> lines = new ArrayList<>(strategy.getValue().values());
            boolean rateMatters = lines.stream().map(line -> values(line, metric)).distinct().count() > 1;
            int dash = 0;
            for (List<SweepRow> line : rateMatters ? lines : lines.subList(0, 1)) {
                String name = strategy.getKey() + (rateMatters
                        ? String.format(Locale.ROOT, " @ %.0f MiB/s", line.get(0).dirtyRate() / MIB) : "");
                double[] x = line.stream().mapToDouble(r -> Math.log(r.vmBytes() / MIB) / Math.log(2)).toArray();
                double[] y = positive(values(line, metric));
                XYSeries series = chart.addSeries(name, x, y);
                series.setLineColor(ChartSupport.policyColor(index));
                series.setMarkerColor(ChartSupport.policyColor(index));
                series.setMarker(ChartSupport.variantMarker(dash));     // each dirty rate its own line and marker
                series.setLineStyle(ChartSupport.variantStroke(dash));
                dash++;
            }
            index++;
        }
        ChartSupport.logTickLabels(chart, chart.getSeriesMap().values().stream()
                .flatMapToDouble(series -> java.util.Arrays.stream(series.getYData())).toArray());
        return chart;
    }

    private static List<Double> values(List<SweepRow> line, ToDoubleFunction<SweepRow> metric) {
        return line.stream().map(metric::applyAsDouble).toList();
    }

    /** A logarithmic axis cannot show zero: a zero becomes a tiny positive value. */
    private static double[] positive(List<Double> ys) {
        return ys.stream().mapToDouble(y -> Math.max(y, 1e-6)).toArray();
    }
}
