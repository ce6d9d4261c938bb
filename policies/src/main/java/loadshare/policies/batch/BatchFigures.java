package loadshare.policies.batch;

import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a batch run measured over all its jobs.
 *
 * @param jobs                jobs that ran to their end (killed ones included)
 * @param rejected            jobs rejected because they can never run, by reason ({@code processors},
 *                            {@code memory}, {@code time-limit}, {@code size-limit}, {@code partition})
 * @param killed              jobs killed at their requested time
 * @param meanWait            mean of start - submit, model seconds
 * @param maxWait             the longest wait
 * @param meanResponse        mean of end - submit
 * @param meanBoundedSlowdown mean of max(1, (wait + run) / max(run, 10 s))
 * @param cpuUtilization      processors in use by jobs, time-averaged over the run, over all CPUs
 * @param memoryUtilization   memory jobs requested, time-averaged, over all memory
 * @param makespan            from the first submit to the last end, model seconds
 * @param meanQueued          jobs waiting, time-averaged
 * @param extra               figures of one kind of scheduler beyond these (e.g. preemptions, dominant shares),
 *                            by name, in report order; empty for the batch scheduler
 */
public record BatchFigures(long jobs, Map<String, Long> rejected, long killed, double meanWait, double maxWait,
                           double meanResponse, double meanBoundedSlowdown, double cpuUtilization,
                           double memoryUtilization, double makespan, double meanQueued, Map<String, Double> extra) implements Serializable {

    /** Seconds below which a run does not shrink the slowdown's denominator. */
    public static final double SLOWDOWN_BOUND = 10.0;

    public BatchFigures {
        rejected = Collections.unmodifiableMap(new TreeMap<>(rejected));   // reasons in a fixed order
        extra = Collections.unmodifiableMap(new LinkedHashMap<>(extra));
    }

    /** These figures with {@code more} scheduler-specific ones after the present ones. */
    public BatchFigures with(Map<String, Double> more) {
        Map<String, Double> all = new LinkedHashMap<>(extra);
        all.putAll(more);
        return new BatchFigures(jobs, rejected, killed, meanWait, maxWait, meanResponse, meanBoundedSlowdown,
                cpuUtilization, memoryUtilization, makespan, meanQueued, all);
    }

    /** Jobs rejected, every reason together. */
    public long rejectedTotal() {
        return rejected.values().stream().mapToLong(Long::longValue).sum();
    }
}
