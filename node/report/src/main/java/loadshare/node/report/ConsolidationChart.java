package loadshare.node.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.Section;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code consolidation-tradeoff.png} ({@code -rho-LOAD} before {@code .png} with several loads), drawn when a
 * consolidation scheduler ran (its {@code energyKwh} and {@code unservedShare} among its figures): energy against SLA
 * violation, a point per policy (the mean over replications), so the thresholds' trade-off reads from left to right;
 * and {@code consolidation-hosts-on.png}, the hosts on over time, a line per policy. None otherwise.
 */
final class ConsolidationChart {

    private static final String ENERGY = "energyKwh";
    private static final String SLA = "unservedShare";
    private static final String HOSTS_ON = "hosts on";

    private ConsolidationChart() {
    }

    static List<Figure> render(ExperimentResult result, boolean titles) throws IOException {
        List<Figure> figures = new ArrayList<>();
        for (double load : result.loads()) {
            XYChart chart = ChartSupport.newChart("Energy against SLA violation, ρ = " + Fmt.load(load),
                    "SLA violation: share of the demanded CPU not served", "energy (kWh)");
            chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            int index = 0;
            for (PointSummary s : result.summaries()) {
                Optional<BatchMeasurement> batch = s.section(Section.BATCH);
                if (batch.isEmpty() || s.load() != load) {
                    continue;
                }
                Map<String, Double> extra = batch.get().figures().extra();
                Double energy = extra.get(ENERGY);
                Double sla = extra.get(SLA);
                if (energy == null || sla == null) {
                    continue;
                }
                XYSeries point = chart.addSeries(ChartSupport.uniqueName(chart, s.policy()), new double[] {sla},
                        new double[] {energy});
                point.setMarker(SeriesMarkers.CIRCLE);
                point.setMarkerColor(ChartSupport.policyColor(index++));
            }
            if (index > 0) {
                String suffix = result.loads().size() == 1 ? "" : "-rho-" + Fmt.load(load);
                figures.add(ChartSupport.figure("consolidation-tradeoff" + suffix, chart, titles));
                figures.add(ChartSupport.figure("consolidation-hosts-on" + suffix, hostsOn(result, load), titles));
            }
        }
        return figures;
    }

    /** Hosts on over time at {@code load}, a line per consolidation policy (its first replication). */
    private static XYChart hostsOn(ExperimentResult result, double load) {
        XYChart chart = ChartSupport.newChart("Hosts on over time, ρ = " + Fmt.load(load), "time (hours)",
                "hosts on");
        chart.getStyler().setXAxisDecimalPattern("#,##0.#");
        int index = 0;
        for (PointSummary s : result.summaries()) {
            Optional<BatchMeasurement> batch = s.section(Section.BATCH);
            if (batch.isEmpty() || s.load() != load || !batch.get().schedulerSeries().containsKey(HOSTS_ON)) {
                continue;
            }
            double[] times = batch.get().series()[0];
            double[] hours = new double[times.length];
            for (int i = 0; i < hours.length; i++) {
                hours[i] = times[i] / 3600;
            }
            XYSeries line = chart.addSeries(ChartSupport.uniqueName(chart, s.policy()), hours,
                    batch.get().schedulerSeries().get(HOSTS_ON));
            line.setMarker(SeriesMarkers.NONE);
            line.setLineColor(ChartSupport.policyColor(index++));
        }
        return chart;
    }
}
