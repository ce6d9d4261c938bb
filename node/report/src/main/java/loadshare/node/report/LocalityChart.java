package loadshare.node.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.Section;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code locality-tradeoff.png} ({@code -rho-LOAD} before {@code .png} with several loads), drawn when jobs had
 * input data (a scheduler reported {@code dataLocal}): the mean response time against the data-local share of the
 * parts, a point per policy (means over replications, the 95% interval as an error bar), so that delay scheduling's
 * trade — locality bought with waiting — reads from left to right. None otherwise.
 */
final class LocalityChart {

    private static final String DATA_LOCAL = "dataLocal";

    private LocalityChart() {
    }

    static List<Figure> render(ExperimentResult result, boolean titles) throws IOException {
        List<Figure> figures = new ArrayList<>();
        for (double load : result.loads()) {
            XYChart chart = ChartSupport.newChart("Mean response time against data locality, ρ = " + Fmt.load(load),
                    "data-local share of the parts launched", "mean response time (s)");
            chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            chart.getStyler().setErrorBarsColorSeriesColor(true);
            int index = 0;
            for (PointSummary s : result.summaries()) {
                Optional<BatchMeasurement> batch = s.section(Section.BATCH);
                if (batch.isEmpty() || s.load() != load) {
                    continue;
                }
                Double local = batch.get().figures().extra().get(DATA_LOCAL);
                if (local == null || local.isNaN()) {
                    continue;
                }
                double error = Double.isFinite(s.ci95HalfWidth()) ? s.ci95HalfWidth() : 0;
                XYSeries point = chart.addSeries(ChartSupport.uniqueName(chart, s.policy()), new double[] {local},
                        new double[] {s.response().mean()}, new double[] {error});
                point.setMarker(SeriesMarkers.CIRCLE);
                point.setMarkerColor(ChartSupport.policyColor(index));
                point.setLineColor(ChartSupport.policyColor(index++));
            }
            if (index > 0) {
                String suffix = result.loads().size() == 1 ? "" : "-rho-" + Fmt.load(load);
                figures.add(ChartSupport.figure("locality-tradeoff" + suffix, chart, titles));
            }
        }
        return figures;
    }
}
