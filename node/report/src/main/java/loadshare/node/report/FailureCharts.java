package loadshare.node.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.Point;
import loadshare.node.results.PointSummary;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.Section;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The plots of a sweep over failures, one per load, when the sweep's first key is one of them:
 *
 * <ul>
 *   <li>{@code failures.mtbf}: {@code failure-rate.png}, the mean response time (95% CI) of each policy against the
 *       failure rate, failures per host per 1,000 model seconds (1000 / MTBF; MTBF 0 means hosts never fail, rate
 *       0), so the point without failures is where the lines start;</li>
 *   <li>{@code failures.checkpoint.interval}: {@code checkpoint-interval.png}, the CPU work each job lost or spent
 *       on checkpoints against the interval, with Young's and Daly's optimum intervals marked.</li>
 * </ul>
 */
final class FailureCharts {

    static final String MTBF = "failures.mtbf";
    static final String INTERVAL = "failures.checkpoint.interval";

    private FailureCharts() {
    }

    /** The plots (PNG, SVG and PDF each); none unless the sweep's first key is one of the above. */
    static List<Figure> render(ExperimentResult result, boolean titles) throws java.io.IOException {
        List<String> keys = SweepTable.keys(result);
        List<Figure> figures = new ArrayList<>();
        if (keys.isEmpty() || !(keys.get(0).equals(MTBF) || keys.get(0).equals(INTERVAL))) {
            return figures;
        }
        boolean rate = keys.get(0).equals(MTBF);
        for (double load : result.loads()) {
            String name = (rate ? "failure-rate" : "checkpoint-interval")
                    + (result.loads().size() == 1 ? "" : "-rho-" + Fmt.load(load));
            figures.add(ChartSupport.figure(name, rate ? byFailureRate(result, load) : byInterval(result, load), titles));
        }
        return figures;
    }

    private static XYChart byFailureRate(ExperimentResult result, double load) {
        XYChart chart = ChartSupport.newChart(result.name() + ": mean response time as hosts fail, ρ = "
                + Fmt.load(load), "failures per host per 1,000 model s (1000 / MTBF)", "mean response time (model s)");
        lines(chart, result, load, s -> {
            double mtbf = Double.parseDouble(s.point().sweep().get(MTBF));
            return mtbf > 0 ? 1000 / mtbf : 0;
        }, s -> s.response().mean(), PointSummary::ci95HalfWidth);
        return chart;
    }

    private static XYChart byInterval(ExperimentResult result, double load) {
        XYChart chart = ChartSupport.newChart(result.name() + ": work lost and spent on checkpoints, ρ = "
                + Fmt.load(load), "checkpoint interval (model s of work)", "CPU-s per job: lost + checkpoints");
        lines(chart, result, load, s -> s.section(Section.FAILURES).map(FailureFigures::checkpointInterval)
                .orElse(Double.NaN), FailureCharts::wastePerJob, s -> 0);
        List<Double> young = new ArrayList<>();
        List<Double> daly = new ArrayList<>();
        double top = 0;
        for (PointSummary s : result.summaries()) {
            if (Lookup.sameLoad(s.load(), load)) {
                s.section(Section.FAILURES).ifPresent(f -> {
                    young.add(f.youngInterval());
                    daly.add(f.dalyInterval());
                });
                top = Math.max(top, Double.isFinite(wastePerJob(s)) ? wastePerJob(s) : 0);
            }
        }
        mark(chart, "Young's optimum √(2 cost MTBF)", young, top, ChartSupport.REFERENCE_NO_SHARING);
        mark(chart, "Daly's optimum", daly, top, ChartSupport.REFERENCE_CENTRAL);
        return chart;
    }

    /** The CPU work a measured job lost or spent on checkpoints, on average (NaN without failure figures). */
    static double wastePerJob(PointSummary s) {
        double jobsPerRun = (double) s.jobs() / s.replications();
        return s.section(Section.FAILURES).map(f -> (f.lostWork() + f.checkpointWork()) / jobsPerRun)
                .orElse(Double.NaN);
    }

    /** A vertical dashed line at the (common) value of {@code at}, if it has one. */
    private static void mark(XYChart chart, String name, List<Double> at, double top, java.awt.Color color) {
        double x = at.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).average().orElse(Double.NaN);
        if (Double.isFinite(x)) {
            ChartSupport.addCurve(chart, name + " = " + Fmt.sig(x, 3), new double[] {x, x}, new double[] {0, top},
                    color, ChartSupport.dashed());
        }
    }

    /**
     * A line per policy (and, with a second swept key, per value of it, in a dash and marker of its own): its points
     * at {@code load}, by x, leaving out unstable points and those without an x.
     */
    private static void lines(XYChart chart, ExperimentResult result, double load, ToDoubleFunction<PointSummary> x,
                              ToDoubleFunction<PointSummary> y, ToDoubleFunction<PointSummary> error) {
        List<String> policies = SweepTable.policies(result);
        List<String> keys = SweepTable.keys(result);
        List<String> seconds = new ArrayList<>();
        if (keys.size() > 1) {
            seconds.addAll(SweepChart.values(result, keys.get(1)));
        } else {
            seconds.add(null);
        }
        for (int p = 0; p < policies.size(); p++) {
            for (int v = 0; v < seconds.size(); v++) {
                String second = seconds.get(v);
                List<double[]> drawn = new ArrayList<>();
                for (PointSummary s : result.summaries()) {
                    if (!s.point().policy().equals(policies.get(p)) || !Lookup.sameLoad(s.load(), load)
                            || second != null && !second.equals(s.point().sweep().get(keys.get(1))) || s.unstable()
                            || !Double.isFinite(x.applyAsDouble(s)) || !Double.isFinite(y.applyAsDouble(s))) {
                        continue;
                    }
                    double e = error.applyAsDouble(s);
                    drawn.add(new double[] {x.applyAsDouble(s), y.applyAsDouble(s), Double.isFinite(e) ? e : 0});
                }
                drawn.sort((a, b) -> Double.compare(a[0], b[0]));
                double[][] xy = new double[3][drawn.size()];
                for (int i = 0; i < drawn.size(); i++) {
                    for (int k = 0; k < 3; k++) {
                        xy[k][i] = drawn.get(i)[k];
                    }
                }
                String name = policies.get(p) + (second == null ? "" : " " + Point.shortName(keys.get(1)) + "=" + second);
                XYSeries series = ChartSupport.addPolicy(chart, new PolicyPoints(name, xy[0], xy[1], xy[2], List.of()),
                        p, name, true);
                if (second != null) {
                    series.setLineStyle(ChartSupport.variantStroke(v));
                    series.setMarker(ChartSupport.variantMarker(v));
                }
            }
        }
    }
}
