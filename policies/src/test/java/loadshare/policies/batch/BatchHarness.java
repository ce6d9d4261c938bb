package loadshare.policies.batch;

import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * A minimal runtime for a {@link BatchCoordinator} in tests: jobs are submitted at their submit times, a launched
 * part runs on its node for its duration and is reported done at once (no latency). Events at one instant run in
 * the order they were scheduled.
 */
final class BatchHarness implements CoordinatorContext {

    private record Event(double time, long seq, BatchJob submit, int node, long job) {
    }

    private final PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> a.time() != b.time()
            ? Double.compare(a.time(), b.time()) : Long.compare(a.seq(), b.seq()));
    private final BatchCoordinator scheduler;
    private final int nodes;
    private long seq;
    private double now;

    BatchHarness(BatchConfig config, int nodes, int cpus, long memory) {
        this.scheduler = new BatchCoordinator(config, nodes, cpus, memory);
        this.nodes = nodes;
    }

    /** Runs {@code jobs} to their ends; returns the scheduler (its ledger has every start). */
    BatchCoordinator run(List<BatchJob> jobs) {
        for (BatchJob job : jobs) {
            events.add(new Event(job.submit(), seq++, job, -1, -1));
        }
        while (!events.isEmpty()) {
            Event e = events.poll();
            now = e.time();
            if (e.submit() != null) {
                scheduler.onSubmit(e.submit(), this);
            } else {
                scheduler.onMessage(e.node(), new Done(e.job()), this);
            }
        }
        return scheduler;
    }

    static BatchConfig config(QueueOrder order, Backfilling backfilling) {
        return new BatchConfig(order, backfilling, true, false, Partitions.parse("", 8),
                new PriorityWeights(1000, 10000, 1000, 1000, 604800, 604800));
    }

    /** A job of user 0 in the default partition, without memory. */
    static BatchJob job(long id, double submit, int processors, double estimate, double run) {
        return new BatchJob(id, 0, submit, processors, 0, estimate, run, -1);
    }

    @Override
    public int self() {
        return nodes;
    }

    @Override
    public int nodeCount() {
        return nodes;
    }

    @Override
    public double now() {
        return now;
    }

    @Override
    public RandomGenerator random() {
        return new SplittableRandom(1);
    }

    @Override
    public void send(int to, NodeMessage message) {
        Launch launch = (Launch) message;
        events.add(new Event(now + launch.duration(), seq++, null, to, launch.job()));
    }

    @Override
    public void setTimer(long tag, double delay) {
        throw new UnsupportedOperationException("the batch scheduler sets no timers");
    }
}
