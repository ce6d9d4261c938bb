package loadshare.node.report;

import java.awt.BasicStroke;
import java.util.ArrayList;
import java.util.List;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.ReplicationResult;
import loadshare.node.run.Section;
import org.knowm.xchart.XYChart;

/**
 * {@value #FILE_NAME}, drawn when hosts share their CPUs among several user classes: each class's share of the
 * cluster's CPU time while all classes compete, per window of model time (the first {@value #WINDOWS} windows of
 * the first replication at the highest load), a line per policy (or
 * sweep point) and class, a colour per policy and a stroke per class; the classes' ticket shares as thin grey
 * lines.
 */
final class FairShareChart {

    static final String FILE_NAME = "cpu-shares.png";
    /** Windows drawn: the first ones after the warm-up, few enough to see each. */
    static final int WINDOWS = 60;

    private FairShareChart() {
    }

    static boolean present(ExperimentResult result) {
        return rows(result).stream().anyMatch(r -> cpu(r).tickets().length > 1);
    }

    static XYChart build(ExperimentResult result) {
        XYChart chart = ChartSupport.newChart("CPU share of each user class over time", "model time",
                "share of the CPU time");
        List<ReplicationResult> rows = rows(result);
        for (int p = 0; p < rows.size(); p++) {
            CpuFigures f = cpu(rows.get(p));
            double[][] timeline = f.timeline();
            for (int c = 0; c < f.tickets().length; c++) {
                List<Double> x = new ArrayList<>();
                List<Double> y = new ArrayList<>();
                for (int w = 0; w < timeline.length && x.size() < WINDOWS; w++) {
                    double total = 0;
                    for (double t : timeline[w]) {
                        total += t;
                    }
                    if (total > 0) {
                        x.add((w + 1) * f.window());
                        y.add(timeline[w][c] / total);
                    }
                }
                ChartSupport.addCurve(chart, rows.get(p).policy() + " " + f.names().get(c), array(x), array(y),
                        ChartSupport.policyColor(p), ChartSupport.variantStroke(c));
                if (p == 0 && !x.isEmpty()) {
                    double share = f.ticketShare(c);
                    ChartSupport.addCurve(chart, "tickets " + f.names().get(c), new double[] {x.get(0),
                        x.get(x.size() - 1)}, new double[] {share, share}, ChartSupport.REFERENCE_NO_SHARING,
                            new BasicStroke(1f));
                }
            }
        }
        return chart;
    }

    /** Per policy (or sweep point), its first replication at the highest load that has CPU figures. */
    static List<ReplicationResult> rows(ExperimentResult result) {
        double load = result.loads().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return result.replications().stream()
                .filter(r -> r.section(Section.CPU_SCHEDULING).isPresent() && r.replication() == 0 && r.load() == load)
                .toList();
    }

    static CpuFigures cpu(ReplicationResult row) {
        return row.section(Section.CPU_SCHEDULING).orElseThrow();
    }

    static double[] array(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
