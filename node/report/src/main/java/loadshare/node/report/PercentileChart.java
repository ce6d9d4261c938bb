package loadshare.node.report;

import java.awt.BasicStroke;
import java.util.List;
import java.util.function.ToDoubleFunction;
import loadshare.node.results.Aggregation;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.ResponseFigures;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Response-time percentiles against load: per policy (one colour each) p99 solid with markers, p95 dashed,
 * p50 dotted — or, with more than {@value #ALL_PERCENTILES_UP_TO} policies, p99 alone, which keeps the
 * picture readable — each with the 95% interval its replications give it. Logarithmic y axis. The tail is where load sharing policies differ most, long before
 * their means do.
 */
final class PercentileChart {

    /** Up to this many policies, all three percentiles are drawn. */
    static final int ALL_PERCENTILES_UP_TO = 4;

    private PercentileChart() {
    }

    /** One percentile: its label, how to read it, how to draw it. */
    private record Percentile(String label, ToDoubleFunction<ResponseFigures> of, BasicStroke stroke) {

        ToDoubleFunction<PointSummary> value() {
            return s -> of.applyAsDouble(s.response());
        }

        /**
         * The 95% half-width of this percentile at a point, from its replications' own percentiles (Student t over
         * the replications, as for the mean); NaN with one replication.
         */
        ToDoubleFunction<PointSummary> interval(ExperimentResult result) {
            return s -> Aggregation.ci95HalfWidth(result.replications().stream()
                    .filter(r -> r.point().equals(s.point()))
                    .mapToDouble(r -> of.applyAsDouble(r.response())).toArray());
        }
    }

    private static final List<Percentile> PERCENTILES = List.of(
            new Percentile("p99", ResponseFigures::p99, new BasicStroke(2f)),
            new Percentile("p95", ResponseFigures::p95, dashes(9f, 5f)),
            new Percentile("p50", ResponseFigures::p50, dashes(2f, 4f)));

    private static BasicStroke dashes(float on, float off) {
        return new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {on, off}, 0f);
    }

    static XYChart build(ExperimentResult result) {
        List<String> policyNames = Lookup.policies(result);
        boolean all = policyNames.size() <= ALL_PERCENTILES_UP_TO;
        XYChart chart = ChartSupport.newChart(
                result.name() + ": response-time " + (all ? "percentiles" : "p99") + ", " + result.nodes() + " nodes",
                "offered load per node ρ", "response time (model s)");
        chart.getStyler().setYAxisLogarithmic(true);
        List<Percentile> drawn = all ? PERCENTILES : PERCENTILES.subList(0, 1);
        Percentile top = PERCENTILES.get(0);
        List<PolicyPoints> p99 = PolicyPoints.of(result, top.value(), top.interval(result));
        double max = p99.stream().mapToDouble(PolicyPoints::maxWithError)
                .filter(v -> Double.isFinite(v) && v > 0).max().orElse(1.0);
        double cap = 1.1 * max;
        for (int i = 0; i < policyNames.size(); i++) {
            for (Percentile percentile : drawn) {
                PolicyPoints points = PolicyPoints.of(result, policyNames.get(i), percentile.value(),
                        percentile.interval(result));
                String label = points.policy() + " " + percentile.label();
                String name = percentile == PERCENTILES.get(0) ? points.withUnstableSuffix(label) : label;
                XYSeries series = ChartSupport.addPolicy(chart, points, i, name, true);
                series.setLineStyle(percentile.stroke());
                if (percentile != PERCENTILES.get(0)) {
                    series.setMarker(SeriesMarkers.NONE);
                }
            }
        }
        ChartSupport.addUnstableMarkers(chart, p99, cap * 0.97);
        double floor = PolicyPoints.of(result, s -> s.response().p50(), null).stream()
                .flatMapToDouble(p -> java.util.stream.DoubleStream.of(p.y()))
                .filter(v -> Double.isFinite(v) && v > 0).min().orElse(0.1);
        double bottom = 0.8 * (all ? floor : p99.stream()
                .flatMapToDouble(p -> java.util.stream.DoubleStream.of(p.y()))
                .filter(v -> Double.isFinite(v) && v > 0).min().orElse(floor));
        chart.getStyler().setYAxisMin(bottom);
        chart.getStyler().setYAxisMax(cap);
        ChartSupport.logTickLabels(chart, bottom, cap);
        ChartSupport.xRangeOfLoads(chart, result.loads());
        return chart;
    }
}
