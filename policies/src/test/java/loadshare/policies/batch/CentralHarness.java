package loadshare.policies.batch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Grow;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.Resume;
import loadshare.protocol.BatchMessage.Suspend;
import loadshare.protocol.NodeMessage;

/**
 * A minimal runtime for a {@link CentralScheduler} in tests (the simulator's {@code BatchCluster} without latency,
 * workloads or reports): jobs are submitted at their submit times; a launched part runs on its node for its
 * duration and is reported done at once, unless a {@link Kill} stopped it first; a {@link Suspend}ed part does no
 * work until its {@link Resume}, then ends that much later; a part whose job {@link Grow}s from p to q processors
 * has its work left cut to p / q of it; a timer fires at its time. A node
 * may fail ({@link #failAt}: its parts are lost, and the scheduler hears so at once) and come back
 * ({@link #repairAt}). Events at one instant run in the order they were scheduled. It records every message the
 * scheduler sent.
 *
 * @param <S> the scheduler's type, which {@link #run} returns
 */
public class CentralHarness<S extends CentralScheduler> implements CoordinatorContext {

    /** A message the scheduler sent to a node, and when. */
    public record Sent(double time, int node, NodeMessage message) {
    }

    private record Event(double time, long seq, BatchJob submit, int node, Launch launch, long timer,
                         Runnable action) {
    }

    /** A part running since it was (re)started under event {@code seq}, ending at {@code end}. */
    private record Running(long seq, double end) {
    }

    private record Part(int node, long job) {
    }

    private final PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> a.time() != b.time()
            ? Double.compare(a.time(), b.time()) : Long.compare(a.seq(), b.seq()));
    private final Map<Part, Running> running = new HashMap<>();
    /** The suspended parts, with the work each has left. */
    private final Map<Part, Double> suspended = new HashMap<>();
    private final List<Sent> sent = new ArrayList<>();
    private final S scheduler;
    private final int nodes;
    private final RandomGenerator random;
    private long timers;
    private long seq;
    private double now;

    /** @param seed the scheduler's random stream's seed */
    public CentralHarness(S scheduler, int nodes, long seed) {
        this.scheduler = scheduler;
        this.nodes = nodes;
        this.random = new SplittableRandom(seed);
    }

    /** Runs {@code jobs} to their ends; returns the scheduler. */
    public S run(List<BatchJob> jobs) {
        return run(jobs, Double.POSITIVE_INFINITY);
    }

    /** Runs {@code jobs} until no event is left or the next is after {@code until}; returns the scheduler. */
    public S run(List<BatchJob> jobs, double until) {
        for (BatchJob job : jobs) {
            events.add(new Event(job.submit(), seq++, job, -1, null, -1, null));
        }
        while (!events.isEmpty() && events.peek().time() <= until) {
            Event e = events.poll();
            now = e.time();
            if (e.action() != null) {
                e.action().run();
            } else if (e.submit() != null) {
                scheduler.onSubmit(e.submit(), this);
            } else if (e.timer() >= 0) {
                scheduler.onTimer(e.timer(), this);
            } else {
                Part part = new Part(e.node(), e.launch().job());
                Running r = running.get(part);
                if (r != null && r.seq() == e.seq()) {
                    running.remove(part);
                    scheduler.onMessage(e.node(), new Done(e.launch().job()), this);
                }
            }
        }
        return scheduler;
    }

    /**
     * Node {@code node} fails at {@code at} (before what {@link #run} submits at that instant): its parts are lost —
     * they report nothing — and the scheduler hears so at once ({@code onPeerDown}).
     */
    public CentralHarness<S> failAt(double at, int node) {
        events.add(new Event(at, seq++, null, node, null, -1, () -> {
            running.keySet().removeIf(part -> part.node() == node);
            suspended.keySet().removeIf(part -> part.node() == node);
            scheduler.onPeerDown(node, this);
        }));
        return this;
    }

    /**
     * At {@code at}, node {@code node}'s part of run {@code run} is found lost (it never ran there: the reconciliation
     * after a hand-over), and the scheduler hears so ({@code onPartLost}); the node stays up.
     */
    public CentralHarness<S> partLostAt(double at, int node, long run) {
        events.add(new Event(at, seq++, null, node, null, -1, () -> {
            running.keySet().remove(new Part(node, run));
            suspended.keySet().remove(new Part(node, run));
            scheduler.onPartLost(node, run, this);
        }));
        return this;
    }

    /** Node {@code node} is back at {@code at}, and the scheduler hears so at once ({@code onPeerUp}). */
    public CentralHarness<S> repairAt(double at, int node) {
        events.add(new Event(at, seq++, null, node, null, -1, () -> scheduler.onPeerUp(node, this)));
        return this;
    }

    /** Every message the scheduler sent, in order. */
    public List<Sent> sent() {
        return sent;
    }

    /** Every part the scheduler launched, in order. */
    public List<Launch> launches() {
        return sent.stream().map(Sent::message).filter(Launch.class::isInstance).map(Launch.class::cast).toList();
    }

    /** Timers the scheduler set. */
    public long timers() {
        return timers;
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
            start(to, launch, launch.duration());
        } else if (message instanceof Kill kill) {
            running.remove(new Part(to, kill.job()));
            suspended.remove(new Part(to, kill.job()));
        } else if (message instanceof Suspend s) {
            Running r = running.remove(new Part(to, s.job()));
            if (r != null) {
                suspended.put(new Part(to, s.job()), r.end() - now);
            }
        } else if (message instanceof Resume r) {
            Double left = suspended.remove(new Part(to, r.job()));
            if (left != null) {
                start(to, new Launch(r.job(), 0, 0, left), left);
            }
        } else if (message instanceof Grow g) {
            double factor = g.from() / (double) g.to();
            Part part = new Part(to, g.job());
            Running r = running.remove(part);
            if (r != null) {
                double left = (r.end() - now) * factor;
                start(to, new Launch(g.job(), 0, 0, left), left);
            } else if (suspended.containsKey(part)) {
                suspended.put(part, suspended.get(part) * factor);
            }
        }
    }

    private void start(int node, Launch launch, double work) {
        long at = seq++;
        running.put(new Part(node, launch.job()), new Running(at, now + work));
        events.add(new Event(now + work, at, null, node, launch, -1, null));
    }

    @Override
    public void setTimer(long tag, double delay) {
        timers++;
        events.add(new Event(now + delay, seq++, null, -1, null, tag, null));
    }
}
