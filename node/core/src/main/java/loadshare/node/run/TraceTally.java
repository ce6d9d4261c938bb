package loadshare.node.run;

import loadshare.node.workload.TraceReplay;
import loadshare.protocol.Job;

/** Collects a trace run's {@link TraceFigures} as its replayed jobs finish; no allocation per job. */
public final class TraceTally {

    /** Seconds below which a job's demand does not shrink the slowdown's denominator (bounded slowdown). */
    public static final double SLOWDOWN_BOUND = 10.0;

    private final TraceReplay replay;
    private final double smallUpTo;
    private final double mediumUpTo;
    private final ResponseTimes[] classes = new ResponseTimes[3];
    private final double[] workDone;
    private final double[] ownDemand;
    private double slowdownSum;
    private long finished;

    public TraceTally(TraceReplay replay, int nodes) {
        this.replay = replay;
        this.smallUpTo = replay.demandQuantile(1 / 3.0);
        this.mediumUpTo = replay.demandQuantile(2 / 3.0);
        double mean = replay.meanDemand();
        for (int c = 0; c < classes.length; c++) {
            classes[c] = new ResponseTimes(mean);
        }
        this.workDone = new double[nodes];
        this.ownDemand = new double[nodes];
        for (int i = 0; i < replay.jobs(); i++) {
            ownDemand[replay.home(i)] += replay.demand(i);
        }
    }

    /** Replayed job {@code job} finished at {@code node} at {@code now}. */
    public void finished(int node, Job job, double now) {
        double demand = replay.demand((int) job.id());
        double response = now - job.arrivalTime();
        classes[demand <= smallUpTo ? 0 : demand <= mediumUpTo ? 1 : 2].record(response);
        slowdownSum += response / Math.max(demand, SLOWDOWN_BOUND);
        workDone[node] += demand;
        finished++;
    }

    public TraceFigures figures() {
        double[] p50 = new double[3];
        double[] p95 = new double[3];
        for (int c = 0; c < 3; c++) {
            p50[c] = classes[c].percentile(50);
            p95[c] = classes[c].percentile(95);
        }
        return new TraceFigures(smallUpTo, mediumUpTo, p50, p95, finished == 0 ? Double.NaN : slowdownSum / finished,
                workDone.clone(), ownDemand.clone());
    }
}
