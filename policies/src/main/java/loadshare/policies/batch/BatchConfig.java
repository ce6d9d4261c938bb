package loadshare.policies.batch;

import java.util.List;

/**
 * A batch scheduler's settings, as the {@code batch} policy's parameters give them.
 *
 * @param order          the queue order
 * @param backfilling    none, EASY or conservative
 * @param exclusive      jobs get whole nodes ({@code allocation = exclusive}) or are packed ({@code shared})
 * @param exactEstimates every job's estimate is its run time ({@code estimates = exact}); otherwise its requested
 *                       time where the trace has one (and its run time where not)
 * @param partitions     the partitions (at least one, exactly one the default)
 * @param weights        the multifactor priority's weights (for {@code order = priority})
 * @param gang           gang scheduling's settings ({@code scheduling = gang}), or null for space sharing (a job
 *                       runs on its nodes from its start to its end)
 */
public record BatchConfig(QueueOrder order, Backfilling backfilling, boolean exclusive, boolean exactEstimates,
                          List<Partition> partitions, PriorityWeights weights, Gang gang) {

    /**
     * Gang scheduling's settings.
     *
     * @param quantum a row's time slice, model seconds
     * @param levels  the multiprogramming level: rows of the matrix
     */
    public record Gang(double quantum, int levels) {
    }

    public BatchConfig {
        partitions = List.copyOf(partitions);
    }

    /** A space-sharing scheduler's settings. */
    public BatchConfig(QueueOrder order, Backfilling backfilling, boolean exclusive, boolean exactEstimates,
                       List<Partition> partitions, PriorityWeights weights) {
        this(order, backfilling, exclusive, exactEstimates, partitions, weights, null);
    }
}
