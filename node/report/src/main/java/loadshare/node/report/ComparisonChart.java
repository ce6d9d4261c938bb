package loadshare.node.report;

import java.io.IOException;
import java.nio.file.Path;
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
 * significant difference. Unstable points are left out. The title names the folders A and B (by their last
 * names), or without a title, the y axis does.
 */
public final class ComparisonChart {

    private ComparisonChart() {
    }

    /** The plot as a figure named {@code name} (PNG, SVG and PDF), with its title or without. */
    public static Figure figure(Comparison c, String name, boolean titles) throws IOException {
        return ChartSupport.figure(name, build(c, titles), titles);
    }

    /** The chart; A and B are named in its title, or without a title, on its y axis. */
    static XYChart build(Comparison c, boolean titles) {
        String names = "A = " + label(c.a().dir()) + ", B = " + label(c.b().dir());
        XYChart chart = ChartSupport.newChart("mean response time: B − A in % of A (95% CI), " + names,
                "offered load per node ρ", "B − A (% of A)" + (titles ? "" : ", " + names));
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

    /** Longest folder name written as it is; a longer one keeps its start and end. */
    static final int LONGEST_LABEL = 28;

    /** A folder as the plot names it: its last name, shortened in the middle if long; the path if it has no name. */
    static String label(Path dir) {
        Path name = dir.toAbsolutePath().normalize().getFileName();
        String text = name == null ? dir.toString() : name.toString();
        if (text.length() <= LONGEST_LABEL) {
            return text;
        }
        int head = (LONGEST_LABEL - 1) / 2;
        return text.substring(0, head) + "…" + text.substring(text.length() - (LONGEST_LABEL - 1 - head));
    }
}
