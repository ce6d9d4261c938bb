package loadshare.node.report;

import java.awt.BasicStroke;
import java.util.List;
import java.util.stream.DoubleStream;
import loadshare.node.results.AnalyticReference;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import org.knowm.xchart.XYChart;

/**
 * Mean response time against load: one line per policy with 95% CI error bars, and the two analytic
 * references (no sharing, one central queue) as dashed curves. The y axis is logarithmic — response times
 * span orders of magnitude between light load and saturation, and policies differ by ratios — and stops at
 * 1.5 times the highest stable measurement so that the no-sharing curve, which explodes near saturation,
 * does not flatten the rest.
 */
final class ResponseTimeChart {

    /** How far above the highest stable measurement (mean + CI) the y axis goes. */
    static final double HEADROOM = 1.5;

    private ResponseTimeChart() {
    }

    static XYChart build(ExperimentResult result) {
        List<PolicyPoints> policies = PolicyPoints.of(result,
                s -> s.response().mean(), PointSummary::ci95HalfWidth);
        double cap = yMax(result, policies);
        XYChart chart = ChartSupport.newChart(result.name() + ": mean response time, " + result.nodes() + " nodes",
                "offered load per node ρ", "mean response time (model s)");
        chart.getStyler().setYAxisLogarithmic(true);
        for (int i = 0; i < policies.size(); i++) {
            ChartSupport.addPolicy(chart, policies.get(i), i, policies.get(i).legendName(), true);
        }
        List<AnalyticReference> curve = result.curve();
        double[] x = curve.stream().mapToDouble(AnalyticReference::load).toArray();
        double[][] noSharing = ChartSupport.clipAbove(x,
                curve.stream().mapToDouble(AnalyticReference::mm1ResponseTime).toArray(), cap);
        double[][] central = ChartSupport.clipAbove(x,
                curve.stream().mapToDouble(AnalyticReference::mmkResponseTime).toArray(), cap);
        ReferenceNames names = ReferenceNames.of(result);
        ChartSupport.addCurve(chart, names.noSharing(), noSharing[0], noSharing[1],
                ChartSupport.REFERENCE_NO_SHARING, longDash());
        ChartSupport.addCurve(chart, names.centralQueue(), central[0], central[1],
                ChartSupport.REFERENCE_CENTRAL, shortDash());
        ChartSupport.addUnstableMarkers(chart, policies, cap * 0.97);
        double floor = yMin(result, policies);
        if (cap / floor < 10) {
            // less than a decade (a single load, a live run): a logarithmic axis would show no numbers
            chart.getStyler().setYAxisLogarithmic(false);
            floor = 0;
        } else {
            ChartSupport.logTickLabels(chart, floor, cap);
        }
        chart.getStyler().setYAxisMin(floor);
        chart.getStyler().setYAxisMax(cap);
        ChartSupport.xRangeOfLoads(chart, result.loads());
        return chart;
    }

    /** 1.5 x the highest stable mean + CI; without any, the highest finite reference at the measured loads. */
    static double yMax(ExperimentResult result, List<PolicyPoints> policies) {
        double max = policies.stream().mapToDouble(PolicyPoints::maxWithError)
                .filter(v -> Double.isFinite(v) && v > 0).max().orElse(Double.NaN);
        if (Double.isFinite(max)) {
            return HEADROOM * max;
        }
        double reference = result.references().stream()
                .flatMapToDouble(a -> DoubleStream.of(a.mm1ResponseTime(), a.mmkResponseTime()))
                .filter(v -> Double.isFinite(v) && v > 0).max().orElse(1.0);
        return HEADROOM * reference;
    }

    /** A little below the lowest positive mean or reference: the floor of the logarithmic axis. */
    static double yMin(ExperimentResult result, List<PolicyPoints> policies) {
        double lowest = DoubleStream.concat(
                        policies.stream().flatMapToDouble(p -> DoubleStream.of(p.y())),
                        result.references().stream().mapToDouble(AnalyticReference::mmkResponseTime))
                .filter(v -> Double.isFinite(v) && v > 0).min().orElse(1.0);
        return 0.8 * lowest;
    }

    private static BasicStroke longDash() {
        return new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {10f, 6f}, 0f);
    }

    private static BasicStroke shortDash() {
        return new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {4f, 4f}, 0f);
    }
}
