package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralScheduler;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * A minimal runtime for a {@link CentralScheduler} in tests, with timers: jobs are submitted at their submit
 * times, a launched task runs on its node for its duration and is reported done at once (no latency), a timer fires
 * at its time. Events at one instant run in the order they were scheduled; {@link #run} stops at {@code until}.
 */
final class MesosHarness implements CoordinatorContext {

    private record Event(double time, long seq, BatchJob submit, int node, long job, long timer) {
    }

    private final PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> a.time() != b.time()
            ? Double.compare(a.time(), b.time()) : Long.compare(a.seq(), b.seq()));
    private final CentralScheduler scheduler;
    private final int nodes;
    final List<Launch> launches = new ArrayList<>();
    final List<Integer> launchedOn = new ArrayList<>();
    long timers;
    private long seq;
    private double now;

    MesosHarness(CentralScheduler scheduler, int nodes) {
        this.scheduler = scheduler;
        this.nodes = nodes;
    }

    /** Runs {@code jobs} until no event is left or the next is after {@code until}. */
    CentralScheduler run(List<BatchJob> jobs, double until) {
        for (BatchJob job : jobs) {
            events.add(new Event(job.submit(), seq++, job, -1, -1, -1));
        }
        while (!events.isEmpty() && events.peek().time() <= until) {
            Event e = events.poll();
            now = e.time();
            if (e.submit() != null) {
                scheduler.onSubmit(e.submit(), this);
            } else if (e.timer() >= 0) {
                scheduler.onTimer(e.timer(), this);
            } else {
                scheduler.onMessage(e.node(), new Done(e.job()), this);
            }
        }
        return scheduler;
    }

    /** A job of class {@code jobClass}: {@code processors} with {@code memory} MiB each, running {@code run} s. */
    static BatchJob job(long id, int jobClass, double submit, int processors, long memory, double run) {
        return new BatchJob(id, 0, submit, processors, memory, run, run, -1, jobClass);
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
        launches.add(launch);
        launchedOn.add(to);
        events.add(new Event(now + launch.duration(), seq++, null, to, launch.job(), -1));
    }

    @Override
    public void setTimer(long tag, double delay) {
        timers++;
        events.add(new Event(now + delay, seq++, null, -1, -1, tag));
    }
}
