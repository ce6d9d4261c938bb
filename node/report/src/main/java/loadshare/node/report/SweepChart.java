package loadshare.node.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.Point;
import loadshare.node.results.PointSummary;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * A sweep's plot at one load: mean response time (95% CI error bars) against the first swept key's values (the key
 * named in words: {@link SweptKeyWords}), a line per policy, and with a second swept key a line per policy and value of that key. Numeric values are placed at
 * their value; any other values (names, sizes with units) evenly, labelled with their text.
 */
final class SweepChart {

    private SweepChart() {
    }

    /** The chart of the sweep at {@code load}. */
    /** The longest swept value written under the axis as it is. */
    private static final int LONGEST_TICK = 24;

    static XYChart build(ExperimentResult result, double load) {
        List<String> keys = SweepTable.keys(result);
        String xKey = keys.get(0);
        List<String> xValues = values(result, xKey);
        boolean numeric = xValues.stream().allMatch(SweepChart::isNumber);
        // Long values (a whole section swept, e.g. hosts.cpu-scheduling = { ... }) cannot stand under the axis:
        // they are numbered in sweep order instead, as the table lists them.
        boolean numbered = !numeric && xValues.stream().anyMatch(v -> v.length() > LONGEST_TICK);
        XYChart chart = ChartSupport.newChart(result.name() + ": mean response time at ρ = " + Fmt.load(load)
                        + ", " + result.nodes() + " nodes",
                SweptKeyWords.of(xKey, SweepTable.policies(result))
                        + (numbered ? " (values numbered in sweep order)" : ""),
                "mean response time (model s)");
        if (!numeric && !numbered) {
            chart.getStyler().setxAxisTickLabelsFormattingFunction(x -> {
                int i = (int) Math.round(x);
                return Math.abs(x - i) < 1e-9 && i >= 0 && i < xValues.size() ? xValues.get(i) : "";
            });
        }
        List<String> policies = SweepTable.policies(result);
        List<String> second = keys.size() > 1 ? values(result, keys.get(1)) : List.of();
        for (Map.Entry<String, List<PointSummary>> line : lines(result, keys, load).entrySet()) {
            List<double[]> drawn = new ArrayList<>();
            for (PointSummary s : line.getValue()) {
                if (s.unstable() || !Double.isFinite(s.response().mean())) {
                    continue;
                }
                String text = s.point().sweep().get(xKey);
                double x = numeric ? Double.parseDouble(text) : xValues.indexOf(text) + (numbered ? 1 : 0);
                double e = Double.isFinite(s.ci95HalfWidth()) ? s.ci95HalfWidth() : 0;
                drawn.add(new double[] {x, s.response().mean(), e});
            }
            drawn.sort((a, b) -> Double.compare(a[0], b[0]));
            if (!numeric && !numbered && drawn.size() < line.getValue().size()) {
                // With a formatting function, XChart 3.8.8 never finishes placing the ticks of a line with a gap
                // in its x values (an unstable point left out) unless the range is fixed.
                chart.getStyler().setXAxisMin(-0.25);
                chart.getStyler().setXAxisMax(xValues.size() - 0.75);
            }
            double[][] xy = new double[3][drawn.size()];
            for (int i = 0; i < drawn.size(); i++) {
                xy[0][i] = drawn.get(i)[0];
                xy[1][i] = drawn.get(i)[1];
                xy[2][i] = drawn.get(i)[2];
            }
            boolean unstable = drawn.size() < line.getValue().size();
            PolicyPoints points = new PolicyPoints(line.getKey(), xy[0], xy[1], xy[2], List.of());
            // A colour per policy; with a second key, a line style and marker per value of it.
            PointSummary first = line.getValue().get(0);
            int colour = policies.indexOf(first.point().policy());
            XYSeries series = ChartSupport.addPolicy(chart, points, colour,
                    line.getKey() + (unstable ? " (unstable at some points)" : ""), true);
            if (keys.size() > 1 && !line.getKey().endsWith("(the sweep does not change it)")) {
                int variant = second.indexOf(first.point().sweep().get(keys.get(1)));
                series.setLineStyle(ChartSupport.variantStroke(variant));
                series.setMarker(ChartSupport.variantMarker(variant));
            }
        }
        return chart;
    }

    /** The lines at {@code load}: by policy, and by the second key's value when there is one. */
    private static Map<String, List<PointSummary>> lines(ExperimentResult result, List<String> keys, double load) {
        Map<String, List<PointSummary>> lines = new LinkedHashMap<>();
        for (PointSummary s : result.summaries()) {
            if (!Lookup.sameLoad(s.load(), load)) {
                continue;
            }
            String name = s.point().policy();
            if (SweepTable.unaffected(result, name, load)) {
                // The same at every point: one flat line, drawn through the first key's values.
                if (keys.size() == 1 || s.point().sweep().get(keys.get(1)).equals(values(result, keys.get(1)).get(0))) {
                    lines.computeIfAbsent(name + " (the sweep does not change it)", k -> new ArrayList<>()).add(s);
                }
                continue;
            }
            if (keys.size() > 1) {
                name += " " + Point.shortName(keys.get(1)) + "=" + s.point().sweep().get(keys.get(1));
            }
            lines.computeIfAbsent(name, k -> new ArrayList<>()).add(s);
        }
        return lines;
    }

    /** The values {@code key} takes, in the order of the sweep. */
    static List<String> values(ExperimentResult result, String key) {
        List<String> values = new ArrayList<>();
        for (Map<String, String> point : SweepTable.points(result)) {
            if (!values.contains(point.get(key))) {
                values.add(point.get(key));
            }
        }
        return values;
    }

    private static boolean isNumber(String text) {
        try {
            return Double.isFinite(Double.parseDouble(text));
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
