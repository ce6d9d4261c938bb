package loadshare.node.core;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.config.CostSettings;
import loadshare.hardware.host.Host;
import loadshare.hardware.net.Topology;
import loadshare.node.cpu.CpuScheduler;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.MigrationMessage.MigrationRefused;
import loadshare.protocol.MigrationMessage.VmMigration;
import loadshare.protocol.NodeMessage;

/**
 * One workstation as a pure state machine: it takes inputs (a job arrived, a service completed, a message, a timer,
 * the owner came or went) with the current model time and puts the resulting effects into an {@link Effects} sink;
 * it never blocks, sleeps, sends or schedules anything itself, reads no clock and makes no randomness (the policy
 * stream is given). It is the {@link NodeContext} its policy sees, and coordinates its parts:
 *
 * <ul>
 *   <li>the {@link CpuScheduler}: the run queue and the host's CPUs (overhead work — the CPU cost of probes,
 *       transfers and migrations — runs before the next waiting job and delays it);</li>
 *   <li>the {@link VmCustody}: where a policy moves running jobs, the VMs the node holds (they must fit in its
 *       memory) and the running jobs it offered to migrate;</li>
 *   <li>the {@link OwnerWatch} of the host's owner, if it has one;</li>
 *   <li>the {@link Suspensions}: jobs stopped here without losing them, each with the work it has left;</li>
 *   <li>the {@link VmMoves}: how jobs that have started leave and arrive;</li>
 *   <li>the {@link Downtime}: while the host is down, what waits for it to come back.</li>
 * </ul>
 */
public final class NodeCore implements NodeContext {

    private final int self, nodeCount, coordinator;
    private final RandomGenerator random;
    private final CostSettings costs;
    private final Host host;
    private final Policy policy;
    private final Topology topology;
    private final Effects effects;
    private final CpuScheduler cpus;
    private final VmCustody vms;
    private final OwnerWatch owner;
    private VmMoves moves;   // made when a started job first moves: most nodes of a large cluster never move one
    private final Suspensions suspensions;
    /**
     * Whether the host is down, here rather than in {@link #downtime}: the simulator asks every node it touches
     * ({@link #idleCpus}), and the flag in an object of its own was one more dependent load per event and 32 bytes
     * more per node (docs/performance.md).
     */
    private boolean down;
    private Downtime downtime;   // made on the host's first failure
    private long negotiations;
    private double now;

    public NodeCore(NodeSetup setup) {
        this.self = setup.self();
        this.nodeCount = setup.nodeCount();
        this.coordinator = setup.coordinator();
        this.random = setup.random();
        this.costs = setup.costs();
        this.host = setup.host();
        this.policy = setup.policy();
        this.topology = setup.topology();
        this.effects = setup.effects();
        this.cpus = CpuScheduler.of(self, host, effects, setup.cpuPlan());
        this.vms = VmCustody.of(setup.migrator());
        this.owner = setup.owned() ? new PresentOwner() : OwnerWatch.ABSENT;
        this.suspensions = new Suspensions(self, cpus, owner);
    }

    /** The run begins. */
    public void onStart(double now) {
        advance(now);
        policy.onStart(this);
    }

    /** A new job arrived here from the workload. */
    public void onJobArrived(double now, Job job) {
        advance(now);
        if (down) {
            downtime.arrived(job);
            return;
        }
        owner.arriving(job);
        policy.onJobArrival(job, this);
        owner.arriving(null);
    }

    /** CPU {@code cpu} finished what it was running. */
    public void onServiceCompleted(double now, int cpu) {
        advance(now);
        if (down) {
            cpus.completed(cpu); // overhead work that was under way: nothing starts after it
            return;
        }
        Job done = cpus.completed(cpu);
        if (done != null) {
            owner.finished(done, now);
            vms.left(done);
            vms.dropCandidate(done);
            effects.jobFinished(self, done, now);
        }
        cpus.startNext(cpu, now);
        if (done != null) {
            policy.onJobDeparture(done, this);
        }
    }

    /** A protocol message arrived. Returns false if the policy did not expect it (the runtime logs and drops it). */
    public boolean onMessage(double now, int from, NodeMessage message) {
        advance(now);
        if (vms.modelled()) {
            if (message instanceof VmMigration incoming) {
                NodeMessage passOn = moves().admit(from, incoming);
                return passOn == null || policy.onMessage(from, passOn, this);
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
        if (down) {
            downtime.timer(tag);
            return;
        }
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
        if (owner.change(active, now)) {
            if (down) {
                downtime.ownerChanged();
            } else {
                policy.onOwnerChange(active, this);
            }
        }
    }

    /**
     * The host fails at {@code now}: nothing runs here until {@link #onHostUp}; returns the jobs hit. With
     * {@code keepJobs} (a transient outage) the running jobs stop with the work they have left and every job waits
     * here; the stopped ones are returned. Otherwise (fail-stop) every job here is lost with the host and returned —
     * running ones with the work they had left, waiting and suspended ones as they were — for their homes to
     * resubmit. The runtime delivers no message to a down host
     * (it tells {@link #onMessageLost} instead); arrivals, timers and the owner's comings and goings wait for it.
     */
    public List<Job> onHostDown(double now, boolean keepJobs) {
        advance(now);
        down = true;
        downtime().begin();
        List<Job> hit = new ArrayList<>();
        for (int cpu = 0; cpu < cpus.cpus(); cpu++) {
            Job running = cpus.runningOn(cpu);
            if (running != null) {
                vms.dropCandidate(running);
                Job left = running.withDemand(cpus.detach(cpu, now));
                hit.add(left);
                if (keepJobs) {
                    downtime.stopped(left);
                } else {
                    forget(running);
                }
            }
        }
        if (!keepJobs) {
            for (Job waiting = cpus.pollWaiting(); waiting != null; waiting = cpus.pollWaiting()) {
                hit.add(waiting);
                forget(waiting);
            }
            for (Job suspended : suspensions.jobs()) {
                suspensions.take(suspended);
                hit.add(suspended);
                forget(suspended);
            }
        }
        return hit;
    }

    /**
     * The host is back at {@code now}: the jobs it stopped run first, then its queue; the timers that fell due fire,
     * negotiations waiting for the peers whose messages it missed give up, the policy hears of an owner who came or
     * went, and the jobs that reached it meanwhile arrive, in the order they came.
     */
    public void onHostUp(double now) {
        advance(now);
        Downtime.Backlog backlog = downtime().end();
        down = false;
        for (Job job : backlog.stopped()) {
            cpus.run(job, now);
        }
        for (int cpu = 0; cpu < cpus.cpus(); cpu++) {
            cpus.startNext(cpu, now);
        }
        if (backlog.rejoin()) {
            policy.onRejoin(this);
        }
        for (long tag : backlog.timers()) {
            policy.onTimer(tag, this);
        }
        for (int peer : backlog.missedFrom()) {
            policy.onNoAnswer(peer, this);
        }
        if (backlog.ownerChanged()) {
            policy.onOwnerChange(owner.active(), this);
        }
        for (Job job : backlog.arrived()) {
            policy.onJobArrival(job, this);
        }
    }

    /**
     * The coordinator, which had forgotten this node (its host failed, or the coordinator's did), takes it back: the
     * policy tells it again what it offers ({@code Policy.onRejoin}) — now, or when the host is back if it is down.
     */
    public void onRejoin(double now) {
        advance(now);
        if (down) {
            downtime.rejoin();
            return;
        }
        policy.onRejoin(this);
    }

    /** Whether the host is down. */
    public boolean hostDown() {
        return down;
    }

    /**
     * {@code job}, lost with the host it was on, is resubmitted here, its home (keeping its identity and arrival
     * time): the policy places it as a new arrival. A home that is down resubmits it when it is back.
     */
    public void onResubmitted(double now, Job job) {
        advance(now);
        if (down) {
            downtime.arrived(job);
            return;
        }
        policy.onJobArrival(job, this);
    }

    /** A message from {@code from} reached this host while it was down and was lost. */
    public void onMessageLost(double now, int from) {
        advance(now);
        downtime().missed(from);
    }

    /**
     * A message this node sent to {@code node} went unanswered for the probe timeout ({@code node} is down):
     * every negotiation waiting for {@code node} moves on, as if it had refused. A node that is down itself learns
     * it when it is back (its negotiations give up then).
     */
    public void onNoAnswer(double now, int node) {
        advance(now);
        if (down) {
            downtime.missed(node);
            return;
        }
        policy.onNoAnswer(node, this);
    }

    /** {@code job} is no longer here: its VM, its candidacy and the owner's account of it go. */
    private void forget(Job job) {
        vms.left(job);
        vms.dropCandidate(job);
        owner.left(job);
    }

    /** This node's policy (for tests that compare it with its coordinator). */
    public Policy policy() {
        return policy;
    }

    /** What the owner saw so far, or null if the host has no owner. */
    public OwnerLedger ownerLedger() {
        return owner.ledger();
    }

    /** Memory held by the VMs of this node's jobs (0 where VMs are not modelled). */
    public long heldVmBytes() {
        return vms.heldBytes();
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
    public double distance(int to) {
        return topology.latency(self, to);
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
        return cpus.load();
    }

    @Override
    public int queued() {
        return cpus.queued();
    }

    /** The CPU work charged here so far for load sharing (probes, transfers, migrations), done or not. */
    public double overheadWork() {
        return cpus.overheadWork();
    }

    /**
     * The node's CPU scheduler, for a simulator that reads it ahead of the node's next event (its state is the next
     * object every event of the node reads after this one); nothing may change it but this core.
     */
    public CpuScheduler cpuScheduler() {
        return cpus;
    }

    /** The idle CPUs; a host that is down offers none (they are neither idle nor busy). */
    @Override
    public int idleCpus() {
        return down ? 0 : cpus.idleCpus();
    }

    @Override
    public int cpus() {
        return cpus.cpus();
    }

    @Override
    public double speed() {
        return host.speed();
    }

    @Override
    public long memoryBytes() {
        return vms.memoryBytes();
    }

    @Override
    public long vmBytes(Job job) {
        return vms.vmBytes(job);
    }

    @Override
    public void runLocally(Job job) {
        if (vms.isCandidate(job)) {
            return; // a migration candidate kept here: it still runs (until it finishes or migrates after all)
        }
        vms.held(job);
        owner.runHere(job);
        cpus.run(job, now);
    }

    @Override
    public long nextNegotiation() {
        return ++negotiations;
    }

    @Override
    public void transfer(Job job, int to, long negotiation, double load) {
        if (vms.dropCandidate(job)) {
            moves().migrate(job, to, negotiation, load, now);
            return;
        }
        chargeCpu(costs.transfer());
        owner.left(job);
        effects.send(self, to, new JobTransfer(job.transferred(), negotiation, load));
    }

    @Override
    public boolean withdraw(Job job) {
        if (vms.isCandidate(job)) {
            return cpus.cpuOf(job) >= 0;
        }
        if (cpus.removeWaiting(job)) {
            vms.left(job);
            return true;
        }
        return false;
    }

    @Override
    public Job takeOldestWaiting() {
        Job job = cpus.pollWaiting();
        if (job != null) {
            vms.left(job);
        }
        return job;
    }

    @Override
    public Job migrationCandidate(double minRatio) {
        return vms.offerCandidate(cpus, now, minRatio);
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
        cpus.overhead(work, now);
    }

    @Override
    public void setTimer(long tag, double delay) {
        effects.setTimer(self, tag, delay);
    }

    @Override
    public void cancelTimer(long tag) {
        effects.cancelTimer(self, tag);
    }

    @Override
    public boolean ownerActive() {
        return owner.active();
    }

    @Override
    public double ownerAwayFor() {
        return owner.awayFor(now);
    }

    @Override
    public List<Job> foreignJobs() {
        List<Job> foreign = new ArrayList<>();
        cpus.addForeignRunning(foreign);
        suspensions.addForeign(foreign);
        cpus.addForeignWaiting(foreign);
        return foreign;
    }

    @Override
    public void evict(Job job, int to) {
        moves().evict(job, to, suspensions, now);
    }

    @Override
    public void suspend(Job job) {
        suspensions.suspend(job, now);
    }

    @Override
    public void resume(Job job) {
        suspensions.resume(job, now);
    }

    @Override
    public List<Job> suspendedJobs() {
        return suspensions.jobs();
    }

    private Downtime downtime() {
        if (downtime == null) {
            downtime = new Downtime();
        }
        return downtime;
    }

    private VmMoves moves() {
        if (moves == null) {
            moves = new VmMoves(self, host, costs, effects, cpus, vms, owner);
        }
        return moves;
    }

    /** Model time moves to {@code now}: the owner's ledger integrates what happened since the last input. */
    private void advance(double now) {
        if (now > this.now && owner != OwnerWatch.ABSENT) {
            owner.elapse(now - this.now, cpus.runningJobs(), cpus.foreignRunning(), cpus.waiting(), host.speed());
        }
        this.now = now;
    }
}
