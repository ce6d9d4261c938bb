package loadshare.node.steady;

import java.io.Serializable;
import java.util.List;

/**
 * The warm-ups MSER-5 cut from one point's replications ({@code run.warmup-jobs = auto}), in replication order.
 *
 * @param jobs completions discarded, one per replication
 */
public record Warmups(List<Long> jobs) implements Serializable {

    public Warmups {
        jobs = List.copyOf(jobs);
    }

    public double mean() {
        return jobs.stream().mapToLong(Long::longValue).average().orElse(Double.NaN);
    }

    public long min() {
        return jobs.stream().mapToLong(Long::longValue).min().orElse(0);
    }

    public long max() {
        return jobs.stream().mapToLong(Long::longValue).max().orElse(0);
    }
}
