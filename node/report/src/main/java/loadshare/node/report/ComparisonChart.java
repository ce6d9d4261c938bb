package loadshare.node.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.node.compare.Comparison;
import loadshare.node.compare.Difference;
import org.knowm.xchart.XYChart;

/**
 * {@code loadshare compare}'s plot: B − A of the mean response time in percent of A against the load, a line per
 * policy (and swept values) with its 95% interval as error bars, and a line at zero: a bar that crosses it is no
 * significant difference. Unstable points are left out.
 */
public final class ComparisonChart {

    private ComparisonChart() {
    }

    /** The plot as a figure named {@code name} (PNG, SVG and PDF). */
    public static Figure figure(Comparison c, String name) throws IOException {
        return ChartSupport.figure(name, build(c));
    }

    static XYChart build(Comparison c) {
        XYChart chart = ChartSupport.newChart("mean response time: B − A in % of A (95% CI)",
                "offered load per node ρ", "B − A (% of A)");
        Map<String, List<Difference>> lines = new LinkedHashMap<>();
        for (Difference d : c.differences()) {
            lines.computeIfAbsent(d.point().series(), k -> new ArrayList<>()).add(d);
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        int index = 0;
        for (Map.Entry<String, List<Difference>> line : lines.entrySet()) {
            List<Difference> drawn = line.getValue().stream().filter(d -> !d.unstable() && Double.isFinite(d.relative()))
                    .sorted((x, y) -> Double.compare(Double.parseDouble(x.point().load()), Double.parseDouble(y.point().load())))
                    .toList();
            double[] x = drawn.stream().mapToDouble(d -> Double.parseDouble(d.point().load())).toArray();
            double[] y = drawn.stream().mapToDouble(d -> 100 * d.relative()).toArray();
            double[] e = drawn.stream()
                    .mapToDouble(d -> Double.isFinite(d.halfWidth()) ? 100 * d.halfWidth() / Math.abs(d.meanA()) : 0).toArray();
            for (int i = 0; i < x.length; i++) {
                lo = Math.min(lo, x[i]);
                hi = Math.max(hi, x[i]);
            }
            ChartSupport.addPolicy(chart, new PolicyPoints(line.getKey(), x, y, e, List.of()), index++, line.getKey(), true);
        }
        if (Double.isFinite(lo)) {
            double pad = hi > lo ? 0.03 * (hi - lo) : 0.05;
            ChartSupport.addCurve(chart, "no difference", new double[] {lo - pad, hi + pad}, new double[] {0, 0},
                    ChartSupport.REFERENCE_NO_SHARING, ChartSupport.dashed());
        }
        return chart;
    }
}
