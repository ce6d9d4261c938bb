package loadshare.node.report;

import java.awt.BasicStroke;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The two plots of {@code loadshare trace info} (each as PNG, SVG and PDF): arrivals over time (jobs per hour) and the demand distribution on
 * log scales (the fraction of jobs whose demand exceeds x), where a heavy tail is a straight line.
 */
public final class TraceCharts {

    public static final String ARRIVALS = "trace-arrivals.png";
    public static final String DEMAND = "trace-demand.png";

    private TraceCharts() {
    }

    /**
     * Writes both plots into {@code dir} (created if needed), each as PNG, SVG and PDF, with their titles or without;
     * returns their paths, the arrivals' three files first.
     */
    public static List<Path> write(TraceInfo info, Path dir, boolean titles) throws IOException {
        List<Path> written = new ArrayList<>(
                ChartSupport.figure(Figure.stem(ARRIVALS), arrivals(info), titles).write(dir));
        written.addAll(ChartSupport.figure(Figure.stem(DEMAND), demand(info), titles).write(dir));
        return List.copyOf(written);
    }

    /** The trace's file name without its folders. */
    private static String title(TraceInfo info) {
        String name = info.trace().name();
        return name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
    }

    static XYChart arrivals(TraceInfo info) {
        long[] hourly = info.arrivalsPerHour();
        double[] x = new double[hourly.length];
        double[] y = new double[hourly.length];
        for (int h = 0; h < hourly.length; h++) {
            x[h] = h / 24.0;
            y[h] = hourly[h];
        }
        XYChart chart = ChartSupport.newChart(title(info) + ": arrivals", "days since the first used job",
                "jobs submitted per hour");
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setYAxisMin(0.0);
        XYSeries series = chart.addSeries("jobs per hour", x, y);
        series.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
        series.setLineColor(ChartSupport.policyColor(0));
        series.setLineStyle(new BasicStroke(1f));
        return chart;
    }

    static XYChart demand(TraceInfo info) {
        double[] sorted = info.sortedDemand();
        List<double[]> points = new ArrayList<>();
        int n = sorted.length;
        for (int i = 0; i < n; i++) {
            if (i == n - 1 || sorted[i + 1] != sorted[i]) {  // P(demand > x) just after each distinct value
                double above = (double) (n - 1 - i) / n;
                points.add(new double[] {sorted[i], Math.max(above, 0.5 / n)});
            }
        }
        XYChart chart = ChartSupport.newChart(title(info) + ": demand distribution (log scales)",
                "demand x (s on a speed-1 CPU)", "fraction of jobs with demand > x");
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        double[] x = points.stream().mapToDouble(p -> p[0]).toArray();
        double[] y = points.stream().mapToDouble(p -> p[1]).toArray();
        XYSeries series = chart.addSeries("P(demand > x)", x, y);
        ChartSupport.logXTickLabels(chart, x);
        ChartSupport.logTickLabels(chart, y);
        series.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
        series.setLineColor(ChartSupport.policyColor(0));
        series.setLineStyle(new BasicStroke(2f));
        return chart;
    }
}
