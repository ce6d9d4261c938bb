package loadshare.node.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.Section;
import org.knowm.xchart.XYChart;

/**
 * Shared-state scheduling against decision time, drawn when a scheduler counts conflicts ({@code conflict-fraction}
 * among its figures: the {@code omega} policy) and the decision time of one job class ({@code CLASS.decision-time})
 * differs between the points of a policy (a sweep of it): per load, {@code decision-time.png}, each scheduler's
 * conflict fraction ({@code NAME.conflict-fraction}: its commits that conflicted) and busyness ({@code NAME.busyness})
 * against that class's decision time, a line per policy, scheduler and figure (the paper's busyness and conflicts
 * rising with the decision time), and {@code decision-time-waits.png},
 * each class's mean wait ({@code CLASS.meanWait}) against it, every batch policy at the same sweep points included
 * (one no swept key touches, such as {@code mesos}, drawn flat). {@code -rho-LOAD} before {@code .png} with several
 * loads. None otherwise.
 */
final class DecisionTimeChart {

    private static final String SUFFIX = ".decision-time";

    private DecisionTimeChart() {
    }

    static List<Figure> render(ExperimentResult result, boolean titles) throws IOException {
        List<Figure> figures = new ArrayList<>();
        for (double load : result.loads()) {
            List<PointSummary> points = new ArrayList<>();
            for (PointSummary s : result.summaries()) {
                if (s.load() == load && s.section(Section.BATCH).isPresent()) {
                    points.add(s);
                }
            }
            String swept = sweptClass(points);
            if (swept == null) {
                continue;
            }
            // the sweep point -> the swept class's decision time there, read off the points that report it
            Map<Map<String, String>, Double> xOf = new LinkedHashMap<>();
            for (PointSummary s : points) {
                Double x = extra(s).get(swept + SUFFIX);
                if (x != null) {
                    xOf.putIfAbsent(s.point().sweep(), x);
                }
            }
            String suffix = result.loads().size() == 1 ? "" : "-rho-" + Fmt.load(load);
            String xTitle = "decision time of " + swept + " (model seconds)";
            XYChart busy = ChartSupport.newChart("Conflicts and busyness against decision time, ρ = " + Fmt.load(load),
                    xTitle, "fraction");
            XYChart waits = ChartSupport.newChart("Mean wait per job class against decision time, ρ = "
                    + Fmt.load(load), xTitle, "mean wait (model seconds)");
            Map<String, TreeMap<Double, Double>> busyLines = new LinkedHashMap<>();
            Map<String, TreeMap<Double, Double>> waitLines = new LinkedHashMap<>();
            for (PointSummary s : points) {
                Double x = xOf.get(s.point().sweep());
                if (x == null) {
                    continue;
                }
                String policy = s.point().policy();
                Map<String, Double> extra = extra(s);
                extra.forEach((key, value) -> {
                    if (!Double.isFinite(value)) {
                        return;
                    }
                    if (extra.containsKey("conflict-fraction")
                            && (key.endsWith(".conflict-fraction") || key.endsWith(".busyness"))) {
                        int dot = key.lastIndexOf('.');
                        String line = policy + ": " + key.substring(0, dot) + " "
                                + (key.endsWith(".busyness") ? "busyness" : "conflict fraction");
                        busyLines.computeIfAbsent(line, l -> new TreeMap<>()).put(x, value);
                    } else if (key.endsWith(".meanWait")) {
                        String line = policy + ": " + key.substring(0, key.length() - ".meanWait".length());
                        waitLines.computeIfAbsent(line, l -> new TreeMap<>()).put(x, Math.max(value, 1e-3));
                    }
                });
            }
            add(busy, busyLines);
            add(waits, waitLines);
            for (XYChart chart : List.of(busy, waits)) {
                chart.getStyler().setXAxisLogarithmic(true);
                ChartSupport.logXTickLabels(chart, xOf.values().stream().mapToDouble(Double::doubleValue).toArray());
            }
            waits.getStyler().setYAxisLogarithmic(true);
            busy.getStyler().setYAxisMin(0.0);
            figures.add(ChartSupport.figure("decision-time" + suffix, busy, titles));
            figures.add(ChartSupport.figure("decision-time-waits" + suffix, waits, titles));
        }
        return figures;
    }

    /** The job class whose decision time differs between the points of a policy that counts conflicts, or null. */
    private static String sweptClass(List<PointSummary> points) {
        Map<String, Map<String, Double>> first = new LinkedHashMap<>();   // policy -> class -> first time seen
        for (PointSummary s : points) {
            Map<String, Double> extra = extra(s);
            if (!extra.containsKey("conflict-fraction")) {
                continue;
            }
            Map<String, Double> seen = first.computeIfAbsent(s.point().policy(), p -> new LinkedHashMap<>());
            for (Map.Entry<String, Double> e : extra.entrySet()) {
                if (e.getKey().endsWith(SUFFIX)) {
                    Double before = seen.putIfAbsent(e.getKey(), e.getValue());
                    if (before != null && !before.equals(e.getValue())) {
                        return e.getKey().substring(0, e.getKey().length() - SUFFIX.length());
                    }
                }
            }
        }
        return null;
    }

    private static Map<String, Double> extra(PointSummary s) {
        Optional<BatchMeasurement> batch = s.section(Section.BATCH);
        return batch.isEmpty() ? Map.of() : batch.get().figures().extra();
    }

    private static void add(XYChart chart, Map<String, TreeMap<Double, Double>> lines) {
        int index = 0;
        for (Map.Entry<String, TreeMap<Double, Double>> line : lines.entrySet()) {
            double[] x = line.getValue().keySet().stream().mapToDouble(Double::doubleValue).toArray();
            double[] y = line.getValue().values().stream().mapToDouble(Double::doubleValue).toArray();
            var series = chart.addSeries(ChartSupport.uniqueName(chart, line.getKey()), x, y);
            series.setLineColor(ChartSupport.policyColor(index));
            series.setMarkerColor(ChartSupport.policyColor(index));
            series.setMarker(ChartSupport.variantMarker(index));
            index++;
        }
    }
}
