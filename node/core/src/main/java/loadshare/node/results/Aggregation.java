package loadshare.node.results;

import java.util.List;
import java.util.function.ToDoubleFunction;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseFigures;
import loadshare.node.run.ResponseTimes;
import loadshare.node.run.Section;
import loadshare.node.run.SharingFigures;
import loadshare.node.steady.Mser;
import loadshare.node.steady.Stability;
import loadshare.node.steady.Warmups;
import org.apache.commons.math3.distribution.TDistribution;

/** Combines the replications of one policy at one load into a {@link PointSummary}. */
public final class Aggregation {

    private Aggregation() {
    }

    public static PointSummary summarize(List<ReplicationResult> rows, List<ResponseTimes> histograms) {
        ResponseTimes merged = histograms.get(0);
        for (int i = 1; i < histograms.size(); i++) {
            merged = merged.merge(histograms.get(i));
        }
        double[] means = rows.stream().mapToDouble(r -> r.response().mean()).toArray();
        return new PointSummary(
                rows.get(0).point(),
                rows.size(),
                rows.stream().mapToLong(ReplicationResult::jobs).sum(),
                ResponseFigures.of(mean(means), merged),
                ci95HalfWidth(means),
                new FlowFigures(mean(rows, r -> r.flow().utilization()), mean(rows, r -> r.flow().throughput()),
                        mean(rows, r -> r.flow().arrivalRate())),
                new SharingFigures(mean(rows, r -> r.sharing().transfersPerJob()),
                        mean(rows, r -> r.sharing().messagesPerJob()), mean(rows, r -> r.sharing().idleWhileWaiting())),
                rows.stream().anyMatch(ReplicationResult::unstable),
                MigrationFigures.combine(rows.stream().map(ReplicationResult::migrations).toList()),
                OwnerFigures.combine(rows.stream().map(ReplicationResult::owners).toList()))
                .with(Section.BATCH, batch(rows))
                .with(Section.FAILURES, failures(rows))
                .with(Section.STABILITY, stability(rows))
                .with(Section.WARMUPS, warmups(rows));
    }

    /** The warm-ups MSER-5 cut, one per replication ({@code run.warmup-jobs = auto}); null where they were fixed. */
    private static Warmups warmups(List<ReplicationResult> rows) {
        List<Long> jobs = rows.stream().flatMap(r -> r.section(Section.WARMUP).stream()).map(Mser::warmupJobs).toList();
        return jobs.isEmpty() ? null : new Warmups(jobs);
    }

    /** The verdict of the replication that says most ({@link Stability#worst}); null where no run was judged. */
    private static Stability stability(List<ReplicationResult> rows) {
        List<Stability> runs = rows.stream().flatMap(r -> r.section(Section.STABILITY).stream()).toList();
        return runs.size() < rows.size() ? null : Stability.worst(runs);
    }

    /** What failures did, means over the replications that had failures; null where none had. */
    private static FailureFigures failures(List<ReplicationResult> rows) {
        List<FailureFigures> runs = rows.stream().flatMap(r -> r.section(Section.FAILURES).stream()).toList();
        return runs.isEmpty() ? null : FailureFigures.mean(runs);
    }

    /** A central scheduler's figures, means over the replications that have them; null where none has. */
    private static BatchMeasurement batch(List<ReplicationResult> rows) {
        List<BatchMeasurement> runs = rows.stream().flatMap(r -> r.section(Section.BATCH).stream()).toList();
        return runs.isEmpty() ? null : BatchMeasurement.mean(runs);
    }

    private static double mean(List<ReplicationResult> rows, ToDoubleFunction<ReplicationResult> figure) {
        return mean(rows.stream().mapToDouble(figure).toArray());
    }

    public static double mean(double[] xs) {
        double sum = 0;
        for (double x : xs) {
            sum += x;
        }
        return sum / xs.length;
    }

    /** Student-t 95% half-width of the mean of {@code xs}; NaN for fewer than two values. */
    public static double ci95HalfWidth(double[] xs) {
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
