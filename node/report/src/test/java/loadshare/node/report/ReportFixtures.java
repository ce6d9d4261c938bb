package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.results.AnalyticReference;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.Point;
import loadshare.node.results.PointSummary;
import loadshare.node.results.ReplicationResult;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseFigures;
import loadshare.node.run.SharingFigures;

/**
 * A small synthetic experiment: 2 policies x 3 loads x 2 replications on 4 nodes. "random" is unstable at
 * ρ=0.95; "threshold, T=2" (a label with a comma) has a NaN CI at ρ=0.5; the configuration holds a script tag.
 */
final class ReportFixtures {

    static final int NODES = 4;
    static final List<String> POLICIES = List.of("random", "threshold, T=2");
    static final List<Double> LOADS = List.of(0.5, 0.8, 0.95);
    static final int REPLICATIONS = 2;
    static final String CONFIG = "experiment { name = \"fixture\" }\nnote = \"<script>alert('x')</script> & more\"\n";

    private ReportFixtures() {
    }

    static ExperimentResult sample() {
        List<ReplicationResult> replications = new ArrayList<>();
        List<PointSummary> summaries = new ArrayList<>();
        for (int p = 0; p < POLICIES.size(); p++) {
            String policy = POLICIES.get(p);
            for (double load : LOADS) {
                boolean unstable = p == 0 && load == 0.95;
                double mean = (p == 0 ? 1.0 : 0.6) / (1 - load);
                Point point = new Point(policy, load, NODES);
                SharingFigures sharing = new SharingFigures(0.1 * p, 2.0 + p, 0.3 - 0.1 * p);
                for (int r = 0; r < REPLICATIONS; r++) {
                    double m = mean * (1 + 0.02 * r);
                    replications.add(new ReplicationResult(point, r, 1000L + 17 * r, 5000,
                            new ResponseFigures(m, 0.7 * m, 2.5 * m, 4.0 * m),
                            new FlowFigures(load * 0.99, load * NODES, load * NODES), sharing, 1234.5, 987654L,
                            unstable, MigrationFigures.NONE, OwnerFigures.NONE));
                }
                double ci = p == 1 && load == 0.5 ? Double.NaN : 0.05 * mean;
                summaries.add(new PointSummary(point, REPLICATIONS, 10000,
                        new ResponseFigures(mean, 0.7 * mean, 2.5 * mean, 4.0 * mean), ci,
                        new FlowFigures(load * 0.99, load * NODES, load * NODES), sharing, unstable,
                        MigrationFigures.NONE, OwnerFigures.NONE));
            }
        }
        List<AnalyticReference> references = LOADS.stream().map(ReportFixtures::reference).toList();
        List<AnalyticReference> curve = new ArrayList<>();
        for (int i = 1; i <= 99; i++) {
            curve.add(reference(i / 100.0));
        }
        return new ExperimentResult("fixture <experiment>", CONFIG, NODES, POLICIES, LOADS,
                new ExperimentResult.ReferenceModels("M/M/1", "M/M/4 (Erlang C)"),
                replications, summaries, references, curve);
    }

    /** Rough stand-ins for the formulas: only their shapes matter to the reporters. */
    private static AnalyticReference reference(double load) {
        double mm1 = 1 / (1 - load);
        double mmk = 1 + Math.pow(load, NODES) / (NODES * (1 - load));
        double noIdle = Math.pow(load, NODES);
        double noWaiting = Math.pow(1 - load * load, NODES);
        double neither = Math.pow(load - load * load, NODES);
        return new AnalyticReference(load, mm1, mmk, 1 - noIdle - noWaiting + neither);
    }
}
