package loadshare.policies.testing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntToDoubleFunction;
import java.util.random.RandomGenerator;
import loadshare.config.CostSettings;
import loadshare.policies.NodeContext;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * A {@link NodeContext} for unit tests of policies and their components, with no node core and no runtime: it
 * holds jobs in a FIFO queue (none start unless {@link #start} says so), records every message, transfer and timer
 * a policy asks for, and draws from a seeded stream. Published in the test-jar of {@code loadshare-policies} for
 * other modules and plug-in authors.
 */
public class FakeNode implements NodeContext {

    /** A message a policy sent; {@code probe}: sent as a probe (charged {@code costs.probe}). */
    public record Sent(int to, NodeMessage message, boolean probe) {
    }

    /** A job a policy moved to another node. */
    public record Transfer(Job job, int to, long negotiation, double load) {
    }

    private final int self;
    private final int nodeCount;
    private final int cpus;
    private final RandomGenerator random;
    private final ArrayDeque<Job> waiting = new ArrayDeque<>();
    private final List<Job> running = new ArrayList<>();
    private final List<Sent> sent = new ArrayList<>();
    private final List<Transfer> transfers = new ArrayList<>();
    private final Map<Long, Double> timers = new HashMap<>();
    private int coordinator = -1;
    private IntToDoubleFunction distance = to -> 0;
    private long negotiations;
    private double now;

    /** Node {@code self} of {@code nodeCount}, one CPU, its random stream seeded with {@code seed}. */
    public FakeNode(int self, int nodeCount, long seed) {
        this(self, nodeCount, 1, seed);
    }

    public FakeNode(int self, int nodeCount, int cpus, long seed) {
        this.self = self;
        this.nodeCount = nodeCount;
        this.cpus = cpus;
        this.random = new SplittableRandom(seed);
    }

    /** Gives this node a coordinator at participant index {@code index}. */
    public FakeNode withCoordinator(int index) {
        this.coordinator = index;
        return this;
    }

    /** Places the other participants at {@code distance(to)} model seconds from this node (else all at 0). */
    public FakeNode withDistances(IntToDoubleFunction distance) {
        this.distance = distance;
        return this;
    }

    /** Holds {@code count} waiting jobs (ids from 1000 on) so that its load is {@code count} more. */
    public FakeNode holding(int count) {
        for (int i = 0; i < count; i++) {
            waiting.add(new Job(1000 + load(), self, now, 1.0, 0));
        }
        return this;
    }

    /** The job starts: it is running now, no longer waiting (so a policy can no longer withdraw it). */
    public void start(Job job) {
        if (waiting.remove(job)) {
            running.add(job);
        }
    }

    public void advanceTo(double time) {
        now = time;
    }

    /** Everything sent, in order. */
    public List<Sent> sent() {
        return List.copyOf(sent);
    }

    /** The messages sent of {@code type}, in order. */
    public <M extends NodeMessage> List<M> sent(Class<M> type) {
        return sent.stream().map(Sent::message).filter(type::isInstance).map(type::cast).toList();
    }

    /** The nodes messages were sent to, in order. */
    public List<Integer> sentTo() {
        return sent.stream().map(Sent::to).toList();
    }

    public List<Transfer> transfers() {
        return List.copyOf(transfers);
    }

    public List<Job> waiting() {
        return List.copyOf(waiting);
    }

    public Map<Long, Double> timers() {
        return Map.copyOf(timers);
    }

    @Override public int self() { return self; }
    @Override public int nodeCount() { return nodeCount; }
    @Override public int coordinator() { return coordinator; }
    @Override public double distance(int to) { return distance.applyAsDouble(to); }
    @Override public double now() { return now; }
    @Override public RandomGenerator random() { return random; }
    @Override public CostSettings costs() { return new CostSettings(0, 0, 0); }
    @Override public int load() { return waiting.size() + running.size(); }
    @Override public int queued() { return waiting.size(); }
    @Override public int idleCpus() { return Math.max(0, cpus - running.size()); }
    @Override public int cpus() { return cpus; }
    @Override public long nextNegotiation() { return ++negotiations; }
    @Override public void runLocally(Job job) { waiting.add(job); }

    @Override
    public void transfer(Job job, int to, long negotiation, double load) {
        transfers.add(new Transfer(job, to, negotiation, load));
    }

    @Override public boolean withdraw(Job job) { return waiting.remove(job); }
    @Override public Job takeOldestWaiting() { return waiting.poll(); }
    @Override public Job migrationCandidate(double minRatio) { return null; }
    @Override public void sendProbe(int to, NodeMessage probe) { sent.add(new Sent(to, probe, true)); }
    @Override public void send(int to, NodeMessage message) { sent.add(new Sent(to, message, false)); }
    @Override public void chargeCpu(double work) { }
    @Override public void setTimer(long tag, double delay) { timers.put(tag, delay); }
    @Override public void cancelTimer(long tag) { timers.remove(tag); }
    @Override public double speed() { return 1; }
    @Override public long memoryBytes() { return 0; }
    @Override public long vmBytes(Job job) { return 0; }
    @Override public boolean ownerActive() { return false; }
    @Override public double ownerAwayFor() { return Double.POSITIVE_INFINITY; }
    @Override public List<Job> foreignJobs() { return List.of(); }
    @Override public void evict(Job job, int to) { throw new UnsupportedOperationException("no owner here"); }
    @Override public void suspend(Job job) { throw new UnsupportedOperationException("no owner here"); }
    @Override public void resume(Job job) { throw new UnsupportedOperationException("no owner here"); }
    @Override public List<Job> suspendedJobs() { return List.of(); }
}
