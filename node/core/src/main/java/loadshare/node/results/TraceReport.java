package loadshare.node.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.config.ExperimentSettings;
import loadshare.config.TraceSettings;
import loadshare.config.trace.SkipReason;
import loadshare.config.trace.TraceFormat;
import loadshare.node.run.TraceFigures;

/**
 * What a trace experiment shows beyond the usual table: the trace (jobs used, replayed, skipped by reason, users)
 * and, per policy x load, response by job-size class, bounded slowdown beside the mean response, and each node's
 * share of the work done against its share of the demand its own users submitted; figures are means over the
 * replications.
 *
 * @param skipped    jobs skipped, by {@link SkipReason#key()}
 * @param homes      {@code user}, {@code round-robin}, {@code random}, or {@code csv} (the trace's node column)
 * @param smallUpTo  the largest demand of a small job (the replayed jobs' first demand tercile)
 * @param mediumUpTo the largest demand of a medium job (their second tercile)
 */
public record TraceReport(String file, String format, String homes, String demand, int used, int replayed,
                          Map<String, Long> skipped, int users, double smallUpTo, double mediumUpTo,
                          List<Point> points) {

    /**
     * One policy at one load.
     *
     * @param paceFactor every submit time was multiplied by this
     * @param p50        median response of small, medium and large jobs
     * @param p95        95th percentile of the same
     * @param workShare  per node, its share of the work done
     * @param ownShare   per node, its share of the demand (its own users' jobs)
     */
    public record Point(String policy, double load, double paceFactor, double meanResponse,
                        double meanBoundedSlowdown, double[] p50, double[] p95, double[] workShare,
                        double[] ownShare) {
    }

    /** Where a point of the report is: the policy, the load, the trace's pace there and the point's mean response. */
    public record At(String policy, double load, double paceFactor, double meanResponse) {
    }

    /** Builds the report from each point's replications, in the order of {@code replications}' keys. */
    public static TraceReport of(ExperimentSettings s, Map<At, List<TraceFigures>> replications) {
        TraceSettings t = s.workload().trace();
        Map<String, Long> skipped = new LinkedHashMap<>();
        for (SkipReason reason : SkipReason.values()) {
            skipped.put(reason.key(), t.trace().skipped(reason));
        }
        List<Point> points = new ArrayList<>();
        double small = Double.NaN;
        double medium = Double.NaN;
        for (Map.Entry<At, List<TraceFigures>> e : replications.entrySet()) {
            List<TraceFigures> runs = e.getValue();
            small = runs.get(0).smallUpTo();
            medium = runs.get(0).mediumUpTo();
            At key = e.getKey();
            points.add(new Point(key.policy(), key.load(), key.paceFactor(), key.meanResponse(),
                    runs.stream().mapToDouble(TraceFigures::meanBoundedSlowdown).average().orElse(Double.NaN),
                    mean(runs, 0), mean(runs, 1), shares(runs, true), shares(runs, false)));
        }
        return new TraceReport(t.file(), t.format().configName(),
                t.format() == TraceFormat.CSV ? "csv" : t.homes().configName(), t.demand().configName(),
                t.trace().jobs(), t.jobs(), skipped, t.trace().users(), small, medium, points);
    }

    private static double[] mean(List<TraceFigures> runs, int which) {
        double[] mean = new double[TraceFigures.CLASSES.length];
        for (TraceFigures f : runs) {
            double[] values = which == 0 ? f.p50() : f.p95();
            for (int c = 0; c < mean.length; c++) {
                mean[c] += values[c] / runs.size();
            }
        }
        return mean;
    }

    private static double[] shares(List<TraceFigures> runs, boolean done) {
        int nodes = runs.get(0).workDone().length;
        double[] share = new double[nodes];
        for (TraceFigures f : runs) {
            double[] work = done ? f.workDone() : f.ownDemand();
            double total = 0;
            for (double w : work) {
                total += w;
            }
            for (int i = 0; i < nodes; i++) {
                share[i] += work[i] / total / runs.size();
            }
        }
        return share;
    }
}
