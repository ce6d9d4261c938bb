package loadshare.policies.batch;

import loadshare.policies.locality.InputData;
import loadshare.protocol.CborSerializable;

/**
 * A rigid batch job: it needs {@code processors} processors all at once for its whole run, and
 * {@code memoryPerProcessor} MiB beside each. The scheduler plans with {@code estimate} (the user's requested
 * time); a job that would outrun its estimate is killed at it.
 *
 * @param id        unique in a run (a trace job's index)
 * @param user      the user (the k-th distinct user of the trace)
 * @param submit    when it reaches the scheduler, model seconds
 * @param runTime   how long it would run, model seconds (> 0)
 * @param partition the partition it names (1 is the first configured), or -1 for the default partition
 * @param jobClass  its class in a synthetic workload ({@code workload.job-classes}, 0 the first), which a
 *                  scheduler may read as a priority band or a framework; 0 for a trace's jobs
 * @param input     where its input data is held ({@code workload.data}); {@link InputData#NONE} without
 */
public record BatchJob(long id, int user, double submit, int processors, long memoryPerProcessor, double estimate,
                       double runTime, int partition, int jobClass, InputData input) implements CborSerializable {

    public BatchJob {
        input = input == null ? InputData.NONE : input;
    }

    /** A job without input data. */
    public BatchJob(long id, int user, double submit, int processors, long memoryPerProcessor, double estimate,
                    double runTime, int partition, int jobClass) {
        this(id, user, submit, processors, memoryPerProcessor, estimate, runTime, partition, jobClass, InputData.NONE);
    }

    /** A job of class 0 (a trace's job). */
    public BatchJob(long id, int user, double submit, int processors, long memoryPerProcessor, double estimate,
                    double runTime, int partition) {
        this(id, user, submit, processors, memoryPerProcessor, estimate, runTime, partition, 0);
    }

    /** This job with its input data held as {@code data} says. */
    public BatchJob withInput(InputData data) {
        return new BatchJob(id, user, submit, processors, memoryPerProcessor, estimate, runTime, partition, jobClass,
                data);
    }

    /** How long it runs once started: its run time, cut at its estimate. */
    public double duration() {
        return Math.min(runTime, estimate);
    }

    /** Whether it outruns its estimate and is killed at it. */
    public boolean killed() {
        return runTime > estimate;
    }
}
