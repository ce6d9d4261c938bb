package loadshare.node.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.Section;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A batch scheduler's plots over time, one per load, a line per batch policy (its first replication, averaged
 * over {@link loadshare.node.run.BatchMeasurement#BINS} intervals of the run): {@code batch-queue.png}, the
 * jobs waiting, and {@code batch-utilization.png}, the fraction of CPUs in use ({@code -rho-LOAD} before
 * {@code .png} with several loads). A scheduler that measures quantities of its own over time (a Mesos-like
 * master's dominant shares) gets a plot of them per policy, {@code batch-scheduler-POLICY.png}, a line {@code NAME
 * guarantee} dashed in the colour of the line {@code NAME} (a queue tree's shares against their guarantees). None
 * without a batch policy. Each plot is also written as SVG and PDF.
 */
final class BatchCharts {

    /** A scheduler's line named {@code NAME guarantee} is drawn dashed, in the colour of its line {@code NAME}. */
    private static final String GUARANTEE = " guarantee";

    private BatchCharts() {
    }

    static List<Figure> render(ExperimentResult result, boolean titles) throws IOException {
        List<Figure> figures = new ArrayList<>();
        for (double load : result.loads()) {
            String suffix = result.loads().size() == 1 ? "" : "-rho-" + Fmt.load(load);
            XYChart queue = ChartSupport.newChart("Jobs waiting over time, ρ = " + Fmt.load(load),
                    "time (days)", "jobs waiting");
            XYChart utilization = ChartSupport.newChart("CPU utilization over time, ρ = " + Fmt.load(load),
                    "time (days)", "fraction of CPUs in use");
            int index = 0;
            for (PointSummary s : result.summaries()) {
                Optional<BatchMeasurement> batch = s.section(Section.BATCH);
                if (batch.isEmpty() || s.load() != load) {
                    continue;
                }
                double[][] series = batch.get().series();
                double[] days = new double[series[0].length];
                for (int i = 0; i < days.length; i++) {
                    days[i] = series[0][i] / 86400;
                }
                line(queue, s.policy(), days, series[1], index);
                line(utilization, s.policy(), days, series[2], index);
                index++;
            }
            if (index > 0) {
                figures.add(ChartSupport.figure("batch-queue" + suffix, queue, titles));
                figures.add(ChartSupport.figure("batch-utilization" + suffix, utilization, titles));
            }
            schedulerCharts(result, load, suffix, titles, figures);
        }
        return figures;
    }

    /** Per policy at {@code load} whose scheduler has series of its own, a plot of them, a line each. */
    private static void schedulerCharts(ExperimentResult result, double load, String suffix, boolean titles,
            List<Figure> figures)
            throws IOException {
        for (PointSummary s : result.summaries()) {
            Optional<BatchMeasurement> batch = s.section(Section.BATCH);
            if (batch.isEmpty() || s.load() != load || batch.get().schedulerSeries().isEmpty()) {
                continue;
            }
            XYChart chart = ChartSupport.newChart(s.policy() + " over time, ρ = " + Fmt.load(load), "time (hours)",
                    "");
            chart.getStyler().setXAxisDecimalPattern("#,##0.#");
            double[] times = batch.get().series()[0];
            double[] hours = new double[times.length];
            for (int i = 0; i < hours.length; i++) {
                hours[i] = times[i] / 3600;
            }
            int index = 0;
            Map<String, Integer> colours = new java.util.HashMap<>();
            for (Map.Entry<String, double[]> line : batch.get().schedulerSeries().entrySet()) {
                String name = line.getKey();
                Integer of = name.endsWith(GUARANTEE) ? colours.get(name.substring(0, name.length()
                        - GUARANTEE.length())) : null;
                if (of != null) {
                    line(chart, name, hours, line.getValue(), of).setLineStyle(ChartSupport.variantStroke(1));
                } else {
                    colours.put(name, index);
                    line(chart, name, hours, line.getValue(), index++);
                }
            }
            figures.add(ChartSupport.figure("batch-scheduler-" + s.policy().replaceAll("[^A-Za-z0-9._-]", "-") + suffix,
                    chart, titles));
        }
    }

    private static XYSeries line(XYChart chart, String name, double[] x, double[] y, int index) {
        XYSeries series = chart.addSeries(ChartSupport.uniqueName(chart, name), x, y);
        series.setMarker(SeriesMarkers.NONE);
        series.setLineColor(ChartSupport.policyColor(index));
        return series;
    }
}
