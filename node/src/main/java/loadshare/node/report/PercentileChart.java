package loadshare.node.report;

import java.awt.BasicStroke;
import java.util.List;
import java.util.function.ToDoubleFunction;

import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

import loadshare.node.experiment.ExperimentResult;
import loadshare.node.experiment.PointSummary;

/**
 * Response-time percentiles against load: per policy (one colour each) p99 solid with markers, p95 dashed,
 * p50 dotted.
 * The tail is where load sharing policies differ most, long before their means do.
 */
final class PercentileChart {

    private PercentileChart() {
    }

    /** One percentile: its label, how to read it, how to draw it. */
    private record Percentile(String label, ToDoubleFunction<PointSummary> value, BasicStroke stroke) {
    }

    private static final List<Percentile> PERCENTILES = List.of(
            new Percentile("p99", PointSummary::p99, new BasicStroke(2f)),
            new Percentile("p95", PointSummary::p95, dashes(9f, 5f)),
            new Percentile("p50", PointSummary::p50, dashes(2f, 4f)));

    private static BasicStroke dashes(float on, float off) {
        return new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {on, off}, 0f);
    }

    static XYChart build(ExperimentResult result) {
        XYChart chart = ChartSupport.newChart(
                result.name() + ": response-time percentiles, " + result.nodes() + " nodes",
                "offered load per node ρ", "response time (model s)");
        List<String> policyNames = Lookup.policies(result);
        List<PolicyPoints> p99 = PolicyPoints.of(result, PointSummary::p99, null);
        double max = p99.stream().mapToDouble(PolicyPoints::maxWithError)
                .filter(v -> Double.isFinite(v) && v > 0).max().orElse(1.0);
        double cap = 1.1 * max;
        for (int i = 0; i < policyNames.size(); i++) {
            for (Percentile percentile : PERCENTILES) {
                PolicyPoints points = PolicyPoints.of(result, policyNames.get(i), percentile.value(), null);
                String label = points.policy() + " " + percentile.label();
                String name = percentile == PERCENTILES.get(0) ? points.withUnstableSuffix(label) : label;
                XYSeries series = ChartSupport.addPolicy(chart, points, i, name, false);
                series.setLineStyle(percentile.stroke());
                if (percentile != PERCENTILES.get(0)) {
                    series.setMarker(SeriesMarkers.NONE);
                }
            }
        }
        ChartSupport.addUnstableMarkers(chart, p99, cap * 0.97);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(cap);
        ChartSupport.xRangeOfLoads(chart, result.loads());
        return chart;
    }
}
