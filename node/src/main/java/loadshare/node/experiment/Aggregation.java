package loadshare.node.experiment;

import loadshare.node.migration.MigrationFigures;
import loadshare.node.sim.OwnerFigures;

import java.util.List;
import loadshare.node.sim.ResponseTimes;
import org.apache.commons.math3.distribution.TDistribution;

/** Combines the replications of one policy at one load into a {@link PointSummary}. */
final class Aggregation {

    private Aggregation() {
    }

    static PointSummary summarize(List<ReplicationResult> rows, List<ResponseTimes> histograms) {
        ReplicationResult first = rows.get(0);
        int r = rows.size();
        ResponseTimes merged = histograms.get(0);
        for (int i = 1; i < histograms.size(); i++) {
            merged = merged.merge(histograms.get(i));
        }
        double[] means = rows.stream().mapToDouble(ReplicationResult::meanResponseTime).toArray();
        return new PointSummary(
                first.policy(),
                first.load(),
                first.nodes(),
                r,
                rows.stream().mapToLong(ReplicationResult::jobs).sum(),
                mean(means),
                ci95HalfWidth(means),
                merged.percentile(50),
                merged.percentile(95),
                merged.percentile(99),
                mean(rows.stream().mapToDouble(ReplicationResult::utilization).toArray()),
                mean(rows.stream().mapToDouble(ReplicationResult::throughput).toArray()),
                mean(rows.stream().mapToDouble(ReplicationResult::transfersPerJob).toArray()),
                mean(rows.stream().mapToDouble(ReplicationResult::probesPerJob).toArray()),
                mean(rows.stream().mapToDouble(ReplicationResult::idleWhileWaiting).toArray()),
                rows.stream().anyMatch(ReplicationResult::unstable),
                MigrationFigures.combine(rows.stream().map(ReplicationResult::migrations).toList()),
                OwnerFigures.combine(rows.stream().map(ReplicationResult::owners).toList()));
    }

    static double mean(double[] xs) {
        double sum = 0;
        for (double x : xs) {
            sum += x;
        }
        return sum / xs.length;
    }

    /** Student-t 95% half-width of the mean of {@code xs}; NaN for fewer than two values. */
    static double ci95HalfWidth(double[] xs) {
        int n = xs.length;
        if (n < 2) {
            return Double.NaN;
        }
        double m = mean(xs);
        double ss = 0;
        for (double x : xs) {
            ss += (x - m) * (x - m);
        }
        double sd = Math.sqrt(ss / (n - 1));
        return new TDistribution(null, n - 1).inverseCumulativeProbability(0.975) * sd / Math.sqrt(n);
    }
}
