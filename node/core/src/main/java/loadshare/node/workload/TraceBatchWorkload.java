package loadshare.node.workload;

import loadshare.config.trace.BatchFields;
import loadshare.config.trace.Trace;
import loadshare.policies.batch.BatchJob;

/**
 * A replayed trace's jobs as a batch scheduler gets them, the source of truth for both runtimes: job i is trace job
 * i, submitted at its arrival in the replay (its submit time x the pace factor), with its processors, memory per
 * processor (KB in the trace, rounded up to MiB), run time and estimate: its requested time where the trace has one
 * (field 9), else its run time, or always its run time with exact estimates. Its partition is the trace's partition
 * number (field 16), else its queue number (field 15, SLURM's partitions being its queues), else the default.
 */
public final class TraceBatchWorkload implements BatchWorkload {

    private final TraceReplay replay;
    private final Trace trace;
    private final BatchFields fields;
    private final boolean exactEstimates;

    public TraceBatchWorkload(TraceReplay replay, Trace trace, boolean exactEstimates) {
        this.replay = replay;
        this.trace = trace;
        this.fields = trace.batch();
        this.exactEstimates = exactEstimates;
    }

    @Override
    public int jobs() {
        return replay.jobs();
    }

    /** Job {@code i}'s submit time in the replay. */
    @Override
    public double submit(int i) {
        return replay.arrival(i);
    }

    /** Job {@code i}, as it is submitted. */
    @Override
    public BatchJob job(int i) {
        double run = fields.runTime(i);
        double requested = fields.requestedTime(i);
        double estimate = exactEstimates || !(requested > 0) ? run : requested;
        double kb = fields.memoryKb(i);
        long memory = kb > 0 ? (long) Math.ceil(kb / 1024) : 0;
        int partition = fields.partition(i) > 0 ? fields.partition(i) : fields.queue(i) > 0 ? fields.queue(i) : -1;
        return new BatchJob(i, trace.user(i), replay.arrival(i), fields.processors(i), memory, estimate, run, partition);
    }

    /** The mean run time of the replayed jobs (scales the response-time histogram). */
    @Override
    public double meanRunTime() {
        double sum = 0;
        for (int i = 0; i < jobs(); i++) {
            sum += fields.runTime(i);
        }
        return sum / jobs();
    }
}
