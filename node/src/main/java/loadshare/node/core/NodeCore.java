package loadshare.node.core;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.config.CostSettings;
import loadshare.hardware.host.Host;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.MigrationMessage.MigrationRefused;
import loadshare.protocol.MigrationMessage.VmMigration;
import loadshare.protocol.NodeMessage;

/**
 * One workstation as a pure state machine: a FCFS queue served by the host's CPUs, and the node's policy.
 * It takes inputs (a job arrived, a service completed, a message, a timer) with the current model time and
 * puts the resulting effects into an {@link Effects} sink; it never blocks, sleeps, sends or schedules
 * anything itself, reads no clock and makes no randomness (the policy stream is given).
 *
 * <p>CPU costs of probes and transfers are overhead work: it runs before the next waiting job and delays it.
 *
 * <p>With a {@link Migrator} (a policy that moves running jobs) a running job moves by migrating its VM: it
 * keeps running here while the strategy copies pages before freezing (pre-copy), then leaves its CPU and arrives
 * at the target when the frozen part has crossed the link; it resumes there with its remaining work plus the
 * time its vCPU will stall on page faults. The VMs of the jobs a node holds must fit in its memory: a node
 * without room refuses an incoming VM, which then resumes on its source.
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
    private final Migrator migrator;

    private final ArrayDeque<Job> waiting = new ArrayDeque<>();
    private final Job[] running;
    /** Model time at which each CPU's current service ends. */
    private final double[] serviceEnds;
    /** Model time at which each CPU's current service started. */
    private final double[] serviceStarts;
    /** Running jobs handed to the policy as migration candidates, until they migrate or finish. */
    private final List<Job> candidates = new ArrayList<>(1);
    /** Memory of the VMs of the jobs this node holds (only with a migrator). */
    private long heldVmBytes;
    /** Running jobs whose home is another node. */
    private int foreignRunning;
    /** Jobs stopped by {@link #suspend}, each with the work it has left. */
    private final List<Job> suspended = new ArrayList<>(0);

    /** The host's owner, if it has one (hosts.owner): null otherwise. */
    private final OwnerWatch owner;
    private long negotiations;
    private int idleCpus;
    private int runningJobs;
    private double pendingOverhead;
    private double now;

    public NodeCore(int self, int nodeCount, int coordinator, Host host, CostSettings costs, Policy policy,
                    RandomGenerator random, Effects effects) {
        this(self, nodeCount, coordinator, host, costs, policy, random, effects, null);
    }

    /** @param migrator how running jobs migrate, or null if the policy never moves a running job */
    public NodeCore(int self, int nodeCount, int coordinator, Host host, CostSettings costs, Policy policy,
                    RandomGenerator random, Effects effects, Migrator migrator) {
        this(self, nodeCount, coordinator, host, costs, policy, random, effects, migrator, false);
    }

    /**
     * @param migrator how running jobs migrate, or null if the policy never moves a running job
     * @param owned    whether the host has an owner (who starts away at time 0; see {@link #onOwnerChange})
     */
    public NodeCore(int self, int nodeCount, int coordinator, Host host, CostSettings costs, Policy policy,
                    RandomGenerator random, Effects effects, Migrator migrator, boolean owned) {
        this.self = self;
        this.owner = owned ? new OwnerWatch() : null;
        this.migrator = migrator;
        this.nodeCount = nodeCount;
        this.coordinator = coordinator;
        this.host = host;
        this.costs = costs;
        this.policy = policy;
        this.random = random;
        this.effects = effects;
        this.running = new Job[host.cpus()];
        this.serviceEnds = new double[host.cpus()];
        this.serviceStarts = new double[host.cpus()];
        this.idleCpus = host.cpus();
    }

    // ---- inputs ----

    /** The run begins. */
    public void onStart(double now) {
        advance(now);
        policy.onStart(this);
    }

    /** A new job arrived here from the workload. */
    public void onJobArrived(double now, Job job) {
        advance(now);
        if (owner != null) {
            owner.arriving(job);
        }
        policy.onJobArrival(job, this);
        if (owner != null) {
            owner.arriving(null);
        }
    }

    /** CPU {@code cpu} finished what it was running. */
    public void onServiceCompleted(double now, int cpu) {
        advance(now);
        Job done = running[cpu];
        running[cpu] = null;
        idleCpus++;
        if (done != OVERHEAD) {
            runningJobs--;
            if (done.home() != self) {
                foreignRunning--;
            }
            if (owner != null) {
                owner.finished(done, now);
            }
            left(done);
            if (!candidates.isEmpty()) {
                candidates.remove(done);
            }
            effects.jobFinished(self, done, now);
        }
        startNext(cpu);
        if (done != OVERHEAD) {
            policy.onJobDeparture(done, this);
        }
    }

    /** A protocol message arrived. Returns false if the policy did not expect it (the runtime logs and drops it). */
    public boolean onMessage(double now, int from, NodeMessage message) {
        advance(now);
        if (migrator != null) {
            if (message instanceof VmMigration incoming) {
                return admit(from, incoming);
            }
            if (message instanceof MigrationRefused refused) {
                effects.migrationRefused(self);
                runLocally(refused.job());
                return true;
            }
        }
        return policy.onMessage(from, message, this);
    }

    public void onTimer(double now, long tag) {
        advance(now);
        policy.onTimer(tag, this);
    }

    /**
     * Peer {@code node} left the cluster or died. The policy ends or moves on any negotiation waiting for it;
     * {@code jobsThere} are this home's jobs that were last sent to it (see {@link AwayJobs}): they are
     * resubmitted, i.e. given to the policy again as if they had just arrived (keeping their arrival time).
     */
    public void onPeerDown(double now, int node, List<Job> jobsThere) {
        advance(now);
        policy.onPeerDown(node, this);
        for (Job job : jobsThere) {
            policy.onJobArrival(job, this);
        }
    }

    /** A job this node sent away could not be delivered (its destination is no longer a member): it runs here. */
    public void onUndeliverable(double now, Job job) {
        advance(now);
        runLocally(job);
    }

    /** The host's owner came back to the keyboard ({@code active}) or left it (hosts with an owner only). */
    public void onOwnerChange(double now, boolean active) {
        advance(now);
        if (owner != null && owner.change(active, now)) {
            policy.onOwnerChange(active, this);
        }
    }

    /** This node's policy (for tests that compare it with its coordinator). */
    public Policy policy() {
        return policy;
    }

    /** What the owner saw so far, or null if the host has no owner. */
    public OwnerLedger ownerLedger() {
        return owner == null ? null : owner.ledger();
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
        if (isCandidate(job)) {
            return; // a migration candidate kept here: it still runs (until it finishes or migrates after all)
        }
        held(job);
        if (owner != null) {
            owner.runHere(job);
        }
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
        if (!candidates.isEmpty() && candidates.remove(job)) {
            migrate(job, to, negotiation, load);
            return;
        }
        chargeCpu(costs.transfer());
        if (owner != null) {
            owner.left(job);
        }
        effects.send(self, to, new JobTransfer(job.transferred(), negotiation, load));
    }

    @Override
    public boolean withdraw(Job job) {
        if (isCandidate(job)) {
            return cpuOf(job) >= 0;
        }
        // The job is usually the newest one: search from the tail.
        if (waiting.removeLastOccurrence(job)) {
            left(job);
            return true;
        }
        return false;
    }

    @Override
    public Job takeOldestWaiting() {
        Job job = waiting.poll();
        if (job != null) {
            left(job);
        }
        return job;
    }

    @Override
    public Job migrationCandidate(double minRatio) {
        if (migrator == null) {
            return null;
        }
        int oldest = -1;
        for (int cpu = 0; cpu < running.length; cpu++) {
            Job job = running[cpu];
            if (job != null && job != OVERHEAD && !candidates.contains(job)
                    && (oldest < 0 || serviceStarts[cpu] < serviceStarts[oldest])) {
                oldest = cpu;
            }
        }
        if (oldest < 0) {
            return null;
        }
        Job job = running[oldest];
        double expectedRemaining = now - serviceStarts[oldest];
        if (expectedRemaining < minRatio * migrator.expectedCost(job)) {
            return null;
        }
        candidates.add(job);
        return job;
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

    /** Memory held by the VMs of this node's jobs (0 without a migrator). */
    public long heldVmBytes() {
        return heldVmBytes;
    }

    /** CPUs running a job or overhead work. */
    public int busyCpus() {
        return running.length - idleCpus;
    }

    @Override
    public double speed() {
        return host.speed();
    }

    @Override
    public long memoryBytes() {
        return migrator == null ? 0 : migrator.memoryBytes();
    }

    @Override
    public long vmBytes(Job job) {
        return migrator == null ? 0 : migrator.vmBytes(job);
    }

    @Override
    public boolean ownerActive() {
        return owner != null && owner.active();
    }

    @Override
    public double ownerAwayFor() {
        return owner == null ? Double.POSITIVE_INFINITY : owner.awayFor(now);
    }

    @Override
    public List<Job> foreignJobs() {
        List<Job> foreign = new ArrayList<>();
        for (Job job : running) {
            if (job != null && job != OVERHEAD && job.home() != self) {
                foreign.add(job);
            }
        }
        for (Job job : suspended) {
            if (job.home() != self) {
                foreign.add(job);
            }
        }
        for (Job job : waiting) {
            if (job.home() != self) {
                foreign.add(job);
            }
        }
        return foreign;
    }

    @Override
    public void evict(Job job, int to) {
        int cpu = cpuOf(job);
        if (cpu >= 0) {
            double remainingWork = detach(cpu);
            moveStopped(withDemand(job, remainingWork), now - serviceStarts[cpu], to);
            if (running[cpu] == null) {
                startNext(cpu);
            }
        } else if (suspended.remove(job)) {
            moveStopped(job, 0, to);
        } else if (waiting.removeLastOccurrence(job)) {
            left(job);
            chargeCpu(costs.transfer());
            effects.send(self, to, new JobTransfer(job.transferred(), 0, load()));
        } else {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " to evict is not here");
        }
        if (owner != null) {
            owner.evicted();
        }
    }

    /** A job stopped here (its demand is the work left) leaves for {@code to}: its VM migrates, if VMs are modelled. */
    private void moveStopped(Job job, double age, int to) {
        chargeCpu(costs.migration());
        if (migrator == null) {
            left(job);
            effects.send(self, to, new JobTransfer(job.transferred(), 0, load()));
            return;
        }
        ship(job, migrator.migrate(job, age, host.serviceTime(job.demand()), now), to, 0, load());
    }

    @Override
    public void suspend(Job job) {
        int cpu = cpuOf(job);
        if (cpu < 0) {
            if (!waiting.removeLastOccurrence(job)) {
                throw new IllegalStateException("node " + self + ": job " + job.id() + " to suspend is not here");
            }
            suspended.add(job); // a waiting job just does not start
            return;
        }
        suspended.add(withDemand(job, detach(cpu)));
        if (owner != null) {
            owner.suspended();
        }
        if (running[cpu] == null) {
            startNext(cpu);
        }
    }

    @Override
    public void resume(Job job) {
        if (!suspended.remove(job)) {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " to resume is not suspended");
        }
        if (idleCpus > 0) {
            start(freeCpu(), job, host.serviceTime(job.demand()));
        } else {
            waiting.add(job); // behind the jobs that came while it was suspended
        }
    }

    @Override
    public List<Job> suspendedJobs() {
        return List.copyOf(suspended);
    }

    /** Model time moves to {@code now}: the owner's ledger integrates what happened since the last input. */
    private void advance(double now) {
        if (owner != null && now > this.now) {
            owner.elapse(now - this.now, runningJobs, foreignRunning, waiting, host.speed());
        }
        this.now = now;
    }

    // ---- migration ----

    /** Moves the running {@code job}'s VM to {@code to} (see the class comment). */
    private void migrate(Job job, int to, long negotiation, double load) {
        int cpu = cpuOf(job);
        if (cpu < 0) {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " was to migrate but no longer runs here");
        }
        double remaining = serviceEnds[cpu] - now;
        Migrator.Migration m = migrator.migrate(job, now - serviceStarts[cpu], remaining, now);
        if (remaining <= m.beforeFreeze()) {
            // It would finish before its VM froze: it stays, and a receiver that asked for it looks elsewhere.
            if (negotiation != 0) {
                effects.send(self, to, new NoWork(negotiation, load));
            }
            return;
        }
        detach(cpu);
        double speed = host.speed();
        // While pre-copy rounds run, the VM keeps its CPU here; then the source pays for the migration.
        chargeCpu(m.beforeFreeze() * speed + costs.migration());
        if (running[cpu] == null) {
            startNext(cpu);
        }
        ship(withDemand(job, (remaining - m.beforeFreeze()) * speed), m, to, negotiation, load);
    }

    /** Sends a job that no longer runs here (its demand is the work it has left) to {@code to} as a migrated VM. */
    private void ship(Job job, Migrator.Migration m, int to, long negotiation, double load) {
        left(job);
        if (owner != null) {
            owner.left(job);
        }
        Job moving = new Job(job.id(), job.home(), job.arrivalTime(), job.demand(), job.transfers() + 1);
        effects.migrated(self, to, m);
        effects.sendAfter(self, to, new VmMigration(moving, negotiation, load, migrator.vmBytes(job), m.stall()),
                m.beforeFreeze() + m.freeze());
    }

    /** Takes the job off CPU {@code cpu} and stops its service; returns the work it has left. */
    private double detach(int cpu) {
        Job job = running[cpu];
        running[cpu] = null;
        idleCpus++;
        runningJobs--;
        if (job.home() != self) {
            foreignRunning--;
        }
        effects.cancelService(self, cpu);
        return Math.max(0, serviceEnds[cpu] - now) * host.speed();
    }

    private static Job withDemand(Job job, double demand) {
        return new Job(job.id(), job.home(), job.arrivalTime(), demand, job.transfers());
    }

    /** A VM arrives: admitted if it fits in the free memory, else refused (it resumes on its source). */
    private boolean admit(int from, VmMigration incoming) {
        long free = migrator.memoryBytes() - heldVmBytes;
        if (incoming.vmBytes() > free && incoming.job().home() != self) { // a job coming home is always let in
            effects.send(self, from, new MigrationRefused(incoming.job(), "node " + self + " has " + free
                    + " bytes of memory free; the VM needs " + incoming.vmBytes()));
            // The node that asked for this work got none: its request ends as if refused.
            return incoming.negotiation() == 0 || policy.onMessage(from, new NoWork(incoming.negotiation(), incoming.load()), this);
        }
        Job job = incoming.job();
        Job resumed = new Job(job.id(), job.home(), job.arrivalTime(), job.demand() + incoming.stall() * host.speed(),
                job.transfers());
        return policy.onMessage(from, new JobTransfer(resumed, incoming.negotiation(), incoming.load()), this);
    }

    private void held(Job job) {
        if (migrator != null) {
            heldVmBytes += migrator.vmBytes(job);
        }
    }

    private void left(Job job) {
        if (migrator != null) {
            heldVmBytes -= migrator.vmBytes(job);
        }
    }

    /** Whether {@code job} was handed out as a migration candidate (the list is nearly always empty). */
    private boolean isCandidate(Job job) {
        return !candidates.isEmpty() && candidates.contains(job);
    }

    private int cpuOf(Job job) {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] == job) {
                return cpu;
            }
        }
        return -1;
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
        serviceStarts[cpu] = now;
        serviceEnds[cpu] = now + duration;
        idleCpus--;
        if (job != OVERHEAD) {
            runningJobs++;
            if (job.home() != self) {
                foreignRunning++;
            }
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
