package loadshare.node.report;

import java.awt.BasicStroke;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import loadshare.node.results.ApplicationSummary;
import loadshare.node.results.ExperimentResult;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The application's makespan against the number of volunteers (volunteer computing), with 95% CI error bars: one
 * line per validation setting (quorum of replication, cheaters, and the load if there are several). Incomplete
 * applications are left off.
 */
final class MakespanChart {

    private MakespanChart() {
    }

    static XYChart build(ExperimentResult result) {
        XYChart chart = ChartSupport.newChart(result.name() + ": application makespan, "
                        + result.applicationSummaries().get(0).tasks() + " work units",
                "volunteers", "makespan (model s)");
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNE);
        chart.getStyler().setYAxisMin(0.0);
        int index = 0;
        for (Map.Entry<String, List<ApplicationSummary>> line : lines(result).entrySet()) {
            List<ApplicationSummary> points = line.getValue().stream().filter(ApplicationSummary::complete)
                    .sorted(Comparator.comparingInt(ApplicationSummary::volunteers)).toList();
            if (points.isEmpty()) {
                continue;
            }
            double[] x = points.stream().mapToDouble(ApplicationSummary::volunteers).toArray();
            double[] y = points.stream().mapToDouble(ApplicationSummary::makespan).toArray();
            double[] error = points.stream().mapToDouble(p -> Double.isFinite(p.makespanCi95()) ? p.makespanCi95() : 0)
                    .toArray();
            XYSeries series = chart.addSeries(ChartSupport.uniqueName(chart, line.getKey()), x, y, error);
            series.setLineColor(ChartSupport.policyColor(index));
            series.setMarkerColor(ChartSupport.policyColor(index));
            series.setLineStyle(new BasicStroke(2f));
            index++;
        }
        return chart;
    }

    /** The summaries grouped by everything but the number of volunteers, in the order first met. */
    private static Map<String, List<ApplicationSummary>> lines(ExperimentResult result) {
        boolean severalLoads = result.applicationSummaries().stream().map(ApplicationSummary::load).distinct().count() > 1;
        Map<String, List<ApplicationSummary>> lines = new LinkedHashMap<>();
        for (ApplicationSummary s : result.applicationSummaries()) {
            String name = String.format(Locale.ROOT, "quorum %d of %d, %.0f%% cheaters", s.quorum(), s.replication(),
                    100 * s.cheaters()) + (severalLoads ? ", ρ = " + Fmt.load(s.load()) : "");
            lines.computeIfAbsent(name, k -> new ArrayList<>()).add(s);
        }
        return lines;
    }
}
