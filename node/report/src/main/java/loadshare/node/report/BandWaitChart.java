package loadshare.node.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.Section;
import org.knowm.xchart.CategoryChart;

/**
 * {@code band-waits.png} ({@code -rho-LOAD} before {@code .png} with several loads), drawn when a scheduler reports
 * the mean wait of each priority band ({@code wait.BAND} among its figures, the Borg-like scheduler): a group of
 * bars per policy, a bar per band. None otherwise.
 */
final class BandWaitChart {

    private static final String PREFIX = "wait.";

    private BandWaitChart() {
    }

    static List<Figure> render(ExperimentResult result, boolean titles) throws IOException {
        List<Figure> figures = new ArrayList<>();
        for (double load : result.loads()) {
            List<String> policies = new ArrayList<>();
            Map<String, List<Double>> waits = new LinkedHashMap<>();   // band -> a wait per policy
            for (PointSummary s : result.summaries()) {
                Optional<BatchMeasurement> batch = s.section(Section.BATCH);
                if (batch.isEmpty() || s.load() != load) {
                    continue;
                }
                Map<String, Double> extra = batch.get().figures().extra();
                if (extra.keySet().stream().noneMatch(k -> k.startsWith(PREFIX))) {
                    continue;
                }
                policies.add(s.policy());
                extra.forEach((key, value) -> {
                    if (key.startsWith(PREFIX)) {
                        List<Double> bars = waits.computeIfAbsent(key.substring(PREFIX.length()), b -> new ArrayList<>());
                        while (bars.size() < policies.size() - 1) {
                            bars.add(0.0);
                        }
                        bars.add(Double.isFinite(value) ? value : 0.0);
                    }
                });
            }
            if (policies.isEmpty()) {
                continue;
            }
            CategoryChart chart = chart("Mean wait per priority band, ρ = " + Fmt.load(load));
            int band = 0;
            for (Map.Entry<String, List<Double>> e : waits.entrySet()) {
                List<Double> bars = e.getValue();
                while (bars.size() < policies.size()) {
                    bars.add(0.0);
                }
                chart.addSeries(e.getKey(), policies, bars).setFillColor(ChartSupport.policyColor(band++));
            }
            String suffix = result.loads().size() == 1 ? "" : "-rho-" + Fmt.load(load);
            figures.add(ChartSupport.figure("band-waits" + suffix, chart, titles));
        }
        return figures;
    }

    private static CategoryChart chart(String title) {
        CategoryChart chart = new CategoryChart(ChartSupport.WIDTH, ChartSupport.HEIGHT);
        chart.setTitle(title);
        chart.setXAxisTitle("scheduler");
        chart.setYAxisTitle("mean wait (model seconds)");
        var styler = chart.getStyler();
        ChartSupport.houseStyle(styler, 12);
        styler.setXAxisLabelRotation(20);
        styler.setLocale(Locale.ROOT);
        styler.setAntiAlias(true);
        return chart;
    }
}
