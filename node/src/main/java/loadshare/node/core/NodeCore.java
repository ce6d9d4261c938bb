package loadshare.node.core;

import java.util.ArrayDeque;
import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.config.CostSettings;
import loadshare.hardware.host.Host;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * One workstation as a pure state machine: a FCFS queue served by the host's CPUs, and the node's policy.
 * It takes inputs (a job arrived, a service completed, a message, a timer) with the current model time and
 * puts the resulting effects into an {@link Effects} sink; it never blocks, sleeps, sends or schedules
 * anything itself, reads no clock and makes no randomness (the policy stream is given).
 *
 * <p>CPU costs of probes and transfers are overhead work: it runs before the next waiting job and delays it.
 */
public final class NodeCore implements NodeContext {

    /** What a CPU runs while it does overhead work rather than a job. */
    private static final Job OVERHEAD = new Job(-1, -1, 0, 0, 0);

    private final int self;
    private final int nodeCount;
    private final int coordinator;
    private final Host host;
    private final CostSettings costs;
    private final Policy policy;
    private final RandomGenerator random;
    private final Effects effects;

    private final ArrayDeque<Job> waiting = new ArrayDeque<>();
    private final Job[] running;
    /** Model time at which each CPU's current service ends. */
    private final double[] serviceEnds;
    private long negotiations;
    private int idleCpus;
    private int runningJobs;
    private double pendingOverhead;
    private double now;

    public NodeCore(int self, int nodeCount, int coordinator, Host host, CostSettings costs, Policy policy,
                    RandomGenerator random, Effects effects) {
        this.self = self;
        this.nodeCount = nodeCount;
        this.coordinator = coordinator;
        this.host = host;
        this.costs = costs;
        this.policy = policy;
        this.random = random;
        this.effects = effects;
        this.running = new Job[host.cpus()];
        this.serviceEnds = new double[host.cpus()];
        this.idleCpus = host.cpus();
    }

    // ---- inputs ----

    /** The run begins. */
    public void onStart(double now) {
        this.now = now;
        policy.onStart(this);
    }

    /** A new job arrived here from the workload. */
    public void onJobArrived(double now, Job job) {
        this.now = now;
        policy.onJobArrival(job, this);
    }

    /** CPU {@code cpu} finished what it was running. */
    public void onServiceCompleted(double now, int cpu) {
        this.now = now;
        Job done = running[cpu];
        running[cpu] = null;
        idleCpus++;
        if (done != OVERHEAD) {
            runningJobs--;
            effects.jobFinished(self, done, now);
        }
        startNext(cpu);
        if (done != OVERHEAD) {
            policy.onJobDeparture(done, this);
        }
    }

    /** A protocol message arrived. Returns false if the policy did not expect it (the runtime logs and drops it). */
    public boolean onMessage(double now, int from, NodeMessage message) {
        this.now = now;
        return policy.onMessage(from, message, this);
    }

    public void onTimer(double now, long tag) {
        this.now = now;
        policy.onTimer(tag, this);
    }

    /**
     * Peer {@code node} left the cluster or died. The policy ends or moves on any negotiation waiting for it;
     * {@code jobsThere} are this home's jobs that were last sent to it (see {@link AwayJobs}): they are
     * resubmitted, i.e. given to the policy again as if they had just arrived (keeping their arrival time).
     */
    public void onPeerDown(double now, int node, List<Job> jobsThere) {
        this.now = now;
        policy.onPeerDown(node, this);
        for (Job job : jobsThere) {
            policy.onJobArrival(job, this);
        }
    }

    /** A job this node sent away could not be delivered (its destination is no longer a member): it runs here. */
    public void onUndeliverable(double now, Job job) {
        this.now = now;
        runLocally(job);
    }

    // ---- what the policy sees and does ----

    @Override
    public int self() {
        return self;
    }

    @Override
    public int nodeCount() {
        return nodeCount;
    }

    @Override
    public int coordinator() {
        return coordinator;
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
    public CostSettings costs() {
        return costs;
    }

    @Override
    public int load() {
        return waiting.size() + runningJobs;
    }

    @Override
    public int queued() {
        return waiting.size();
    }

    @Override
    public int idleCpus() {
        return idleCpus;
    }

    @Override
    public int cpus() {
        return running.length;
    }

    @Override
    public void runLocally(Job job) {
        if (idleCpus > 0) {
            start(freeCpu(), job, host.serviceTime(job.demand()));
        } else {
            waiting.add(job);
        }
    }

    @Override
    public long nextNegotiation() {
        return ++negotiations;
    }

    @Override
    public void transfer(Job job, int to, long negotiation, double load) {
        chargeCpu(costs.transfer());
        effects.send(self, to, new JobTransfer(job.transferred(), negotiation, load));
    }

    @Override
    public boolean withdraw(Job job) {
        // The job is usually the newest one: search from the tail.
        return waiting.removeLastOccurrence(job);
    }

    @Override
    public Job takeOldestWaiting() {
        return waiting.poll();
    }

    @Override
    public Job preemptLongestRunning() {
        int longest = -1;
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] != null && running[cpu] != OVERHEAD
                    && (longest < 0 || serviceEnds[cpu] > serviceEnds[longest])) {
                longest = cpu;
            }
        }
        if (longest < 0) {
            return null;
        }
        Job job = running[longest];
        double remaining = Math.max(0, serviceEnds[longest] - now) * host.speed();
        running[longest] = null;
        idleCpus++;
        runningJobs--;
        effects.cancelService(self, longest);
        chargeCpu(costs.migration());
        if (running[longest] == null) {
            startNext(longest);
        }
        return new Job(job.id(), job.home(), job.arrivalTime(), remaining, job.transfers());
    }

    @Override
    public void sendProbe(int to, NodeMessage probe) {
        chargeCpu(costs.probe());
        effects.send(self, to, probe);
    }

    @Override
    public void send(int to, NodeMessage message) {
        effects.send(self, to, message);
    }

    @Override
    public void chargeCpu(double work) {
        if (work <= 0) {
            return;
        }
        if (idleCpus > 0) {
            start(freeCpu(), OVERHEAD, host.serviceTime(work));
        } else {
            pendingOverhead += work;
        }
    }

    @Override
    public void setTimer(long tag, double delay) {
        effects.setTimer(self, tag, delay);
    }

    @Override
    public void cancelTimer(long tag) {
        effects.cancelTimer(self, tag);
    }

    /** CPUs running a job or overhead work. */
    public int busyCpus() {
        return running.length - idleCpus;
    }

    // ---- the CPUs ----

    private void startNext(int cpu) {
        if (pendingOverhead > 0) {
            double work = pendingOverhead;
            pendingOverhead = 0;
            start(cpu, OVERHEAD, host.serviceTime(work));
        } else if (!waiting.isEmpty()) {
            Job job = waiting.poll();
            start(cpu, job, host.serviceTime(job.demand()));
        }
    }

    private void start(int cpu, Job job, double duration) {
        running[cpu] = job;
        serviceEnds[cpu] = now + duration;
        idleCpus--;
        if (job != OVERHEAD) {
            runningJobs++;
        }
        effects.startService(self, cpu, duration);
    }

    private int freeCpu() {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] == null) {
                return cpu;
            }
        }
        throw new IllegalStateException("node " + self + " has no free CPU");
    }
}
