package loadshare.policies.borg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.BatchJob;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * A minimal runtime for a {@link BorgScheduler} in tests: jobs are submitted at their submit times; a launched part
 * runs on its node for its duration and is reported done at once, unless a {@link Kill} stopped it first. Events at
 * one instant run in the order they were scheduled. It records every launch and kill.
 */
final class BorgHarness implements CoordinatorContext {

    private record Event(double time, long seq, BatchJob submit, int node, Launch launch) {
    }

    /** A message the scheduler sent to a node, and when. */
    record Sent(double time, int node, NodeMessage message) {
    }

    private final PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> a.time() != b.time()
            ? Double.compare(a.time(), b.time()) : Long.compare(a.seq(), b.seq()));
    private final Map<List<Long>, Launch> running = new HashMap<>();
    private final List<Sent> sent = new ArrayList<>();
    private final BorgScheduler scheduler;
    private final int nodes;
    private final RandomGenerator random;
    private long seq;
    private double now;

    BorgHarness(BorgConfig config, int nodes, int cpus, long memory, int[] classPriorities, long seed) {
        this.scheduler = new BorgScheduler(config, nodes, cpus, memory, classPriorities);
        this.nodes = nodes;
        this.random = new SplittableRandom(seed);
    }

    /** Runs {@code jobs} to their ends; returns the scheduler. */
    BorgScheduler run(List<BatchJob> jobs) {
        for (BatchJob job : jobs) {
            events.add(new Event(job.submit(), seq++, job, -1, null));
        }
        while (!events.isEmpty()) {
            Event e = events.poll();
            now = e.time();
            if (e.submit() != null) {
                scheduler.onSubmit(e.submit(), this);
            } else if (running.remove(List.of((long) e.node(), e.launch().job()), e.launch())) {
                scheduler.onMessage(e.node(), new Done(e.launch().job()), this);
            }
        }
        return scheduler;
    }

    List<Sent> sent() {
        return sent;
    }

    static BorgConfig config(Placement placement, boolean preemption) {
        return new BorgConfig(placement, preemption, Bands.parse(Bands.DEFAULT));
    }

    /** A job of class {@code jobClass} submitted at {@code submit}, with exact estimates. */
    static BatchJob job(long id, int jobClass, double submit, int processors, long memoryPerProcessor, double run) {
        return new BatchJob(id, 0, submit, processors, memoryPerProcessor, run, run, -1, jobClass);
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
        return random;
    }

    @Override
    public void send(int to, NodeMessage message) {
        sent.add(new Sent(now, to, message));
        if (message instanceof Launch launch) {
            running.put(List.of((long) to, launch.job()), launch);
            events.add(new Event(now + launch.duration(), seq++, null, to, launch));
        } else if (message instanceof Kill kill) {
            running.remove(List.of((long) to, kill.job()));
        }
    }

    @Override
    public void setTimer(long tag, double delay) {
        throw new UnsupportedOperationException("the Borg-like scheduler sets no timers");
    }
}
