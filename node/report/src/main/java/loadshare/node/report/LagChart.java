package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.ReplicationResult;
import org.knowm.xchart.XYChart;

/**
 * {@value #FILE_NAME}, drawn beside {@link FairShareChart} for the same runs (the first replication at the highest
 * load, the first {@value FairShareChart#WINDOWS} windows): each class's largest absolute lag against the fluid
 * system per window of model time, a colour per policy (or sweep point) and a stroke per class. What separates
 * the rules that keep every class within a quantum of its share (WF2Q) from those that let it run ahead (WFQ).
 */
final class LagChart {

    static final String FILE_NAME = "cpu-lag.png";

    private LagChart() {
    }

    static XYChart build(ExperimentResult result) {
        XYChart chart = ChartSupport.newChart("Largest lag of each user class behind or ahead of its fluid share",
                "model time", "max |lag|, model seconds of CPU");
        List<ReplicationResult> rows = FairShareChart.rows(result);
        for (int p = 0; p < rows.size(); p++) {
            CpuFigures f = FairShareChart.cpu(rows.get(p));
            double[][] lags = f.lagTimeline();
            for (int c = 0; c < f.tickets().length; c++) {
                List<Double> x = new ArrayList<>();
                List<Double> y = new ArrayList<>();
                for (int w = 0; w < lags.length && x.size() < FairShareChart.WINDOWS; w++) {
                    x.add((w + 1) * f.window());
                    y.add(lags[w][c]);
                }
                ChartSupport.addCurve(chart, rows.get(p).policy() + " " + f.names().get(c),
                        FairShareChart.array(x), FairShareChart.array(y), ChartSupport.policyColor(p),
                        ChartSupport.variantStroke(c));
            }
        }
        return chart;
    }
}
