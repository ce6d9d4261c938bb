package loadshare.node.report;

import java.util.List;
import loadshare.node.results.AnalyticReference;
import loadshare.node.results.ExperimentResult;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.Styler;

/**
 * P(some node idle while a job waits) against load: one line per policy and the closed form for
 * independent queues (no sharing), the waste that load sharing exists to remove.
 */
final class IdleWhileWaitingChart {

    /** A probability axis with a little room above 1 for the unstable markers. */
    private static final double Y_MAX = 1.05;

    private IdleWhileWaitingChart() {
    }

    static XYChart build(ExperimentResult result) {
        List<PolicyPoints> policies = PolicyPoints.of(result, s -> s.sharing().idleWhileWaiting(), null);
        XYChart chart = ChartSupport.newChart(
                result.name() + ": P(a node idle while a job waits), " + result.nodes() + " nodes",
                "offered load per node ρ", "P(idle while waiting)");
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        for (int i = 0; i < policies.size(); i++) {
            ChartSupport.addPolicy(chart, policies.get(i), i, policies.get(i).legendName(), false);
        }
        List<AnalyticReference> curve = result.curve();
        double[][] reference = ChartSupport.clipAbove(
                curve.stream().mapToDouble(AnalyticReference::load).toArray(),
                curve.stream().mapToDouble(AnalyticReference::idleWhileWaitingNoSharing).toArray(), 1.0);
        ChartSupport.addCurve(chart, "no sharing: " + ReferenceNames.of(result).modelIdle(),
                reference[0], reference[1], ChartSupport.REFERENCE_NO_SHARING, ChartSupport.dashed());
        ChartSupport.addUnstableMarkers(chart, policies, 1.02);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(Y_MAX);
        ChartSupport.xRangeOfLoads(chart, result.loads());
        return chart;
    }
}
