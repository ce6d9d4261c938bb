package loadshare.policies.batch;

/**
 * The {@link CentralHarness} around a {@link BatchCoordinator}, and the batch tests' configurations and jobs.
 */
final class BatchHarness extends CentralHarness<BatchCoordinator> {

    BatchHarness(BatchConfig config, int nodes, int cpus, long memory) {
        super(new BatchCoordinator(config, nodes, cpus, memory), nodes, 1);
    }

    static BatchConfig config(QueueOrder order, Backfilling backfilling) {
        return new BatchConfig(order, backfilling, true, false, Partitions.parse("", 8),
                new PriorityWeights(1000, 10000, 1000, 1000, 604800, 604800));
    }

    /** A job of user 0 in the default partition, without memory. */
    static BatchJob job(long id, double submit, int processors, double estimate, double run) {
        return new BatchJob(id, 0, submit, processors, 0, estimate, run, -1);
    }
}
