package loadshare.node.run;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.batch.BatchFigures;

/**
 * What a batch run measured: its {@link BatchFigures} and, for plots, its queue length and CPU utilization over
 * time ({@code series[0]} times, {@code [1]} jobs waiting, {@code [2]} utilization, time-averaged per interval), and
 * the scheduler's own quantities over the same intervals ({@code schedulerSeries}, by line name; e.g. a Mesos-like
 * master's dominant shares), none for most schedulers.
 */
public record BatchMeasurement(BatchFigures figures, double[][] series, Map<String, double[]> schedulerSeries) implements Serializable {

    public BatchMeasurement {
        schedulerSeries = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(schedulerSeries));
    }

    /** A measurement without series of the scheduler's own. */
    public BatchMeasurement(BatchFigures figures, double[][] series) {
        this(figures, series, Map.of());
    }

    /** Intervals of the series over a run. */
    public static final int BINS = 200;

    /** The response times of a central scheduler's ended jobs, {@code responses}, as a histogram. */
    public static ResponseTimes histogram(double[] responses, BatchWorkload workload) {
        ResponseTimes histogram = new ResponseTimes(workload.meanRunTime());
        for (double response : responses) {
            histogram.record(response);
        }
        return histogram;
    }

    /**
     * Utilization (of the CPUs), throughput over the makespan and the rate jobs were submitted at up to the last
     * one of {@code submitted} jobs.
     */
    public static FlowFigures flow(BatchFigures f, BatchWorkload workload, int submitted) {
        double lastSubmit = submitted > 0 ? workload.submit(submitted - 1) : 0;
        double span = f.makespan();
        return new FlowFigures(f.cpuUtilization(), span > 0 ? f.jobs() / span : 0,
                lastSubmit > 0 ? submitted / lastSubmit : 0);
    }

    /**
     * The replications' figures averaged (counts summed, scheduler-specific figures averaged too), with the first
     * replication's series (the scheduler's own too).
     */
    public static BatchMeasurement mean(List<BatchMeasurement> runs) {
        int n = runs.size();
        Map<String, Long> rejected = new TreeMap<>();
        long jobs = 0;
        long killed = 0;
        double[] sums = new double[8];
        Map<String, Double> extra = new LinkedHashMap<>();
        for (BatchMeasurement m : runs) {
            BatchFigures f = m.figures();
            f.extra().forEach((k, v) -> extra.merge(k, v / n, Double::sum));
            jobs += f.jobs();
            killed += f.killed();
            f.rejected().forEach((k, v) -> rejected.merge(k, v, Long::sum));
            double[] values = {f.meanWait(), f.maxWait(), f.meanResponse(), f.meanBoundedSlowdown(),
                f.cpuUtilization(), f.memoryUtilization(), f.makespan(), f.meanQueued()};
            for (int i = 0; i < sums.length; i++) {
                sums[i] += values[i] / n;
            }
        }
        return new BatchMeasurement(new BatchFigures(jobs, rejected, killed, sums[0], sums[1], sums[2], sums[3],
                sums[4], sums[5], sums[6], sums[7], extra), runs.get(0).series(), runs.get(0).schedulerSeries());
    }
}
