package loadshare.node.core;

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
 * One workstation as a pure state machine: it takes inputs (a job arrived, a service completed, a message, a
 * timer, the owner came or went) with the current model time and puts the resulting effects into an
 * {@link Effects} sink; it never blocks, sleeps, sends or schedules anything itself, reads no clock and makes no
 * randomness (the policy stream is given). It is the {@link NodeContext} its policy sees, and coordinates four
 * parts:
 *
 * <ul>
 *   <li>the {@link CpuScheduler}: the run queue and the host's CPUs (overhead work — the CPU cost of probes,
 *       transfers and migrations — runs before the next waiting job and delays it);</li>
 *   <li>the {@link VmCustody}: with a {@link Migrator} (a policy that moves running jobs), a running job moves
 *       by migrating its VM: it keeps running here while the strategy copies pages before freezing (pre-copy),
 *       then leaves its CPU and arrives at the target when the frozen part has crossed the link; it resumes there
 *       with its remaining work plus the time its vCPU will stall on page faults. The VMs of the jobs a node
 *       holds must fit in its memory: a node without room refuses an incoming VM, which resumes on its
 *       source;</li>
 *   <li>the {@link OwnerWatch} of the host's owner, if it has one;</li>
 *   <li>the jobs suspended here, each with the work it has left.</li>
 * </ul>
 */
public final class NodeCore implements NodeContext {

    private final int self;
    private final int nodeCount;
    private final int coordinator;
    private final Host host;
    private final CostSettings costs;
    private final Policy policy;
    private final RandomGenerator random;
    private final Effects effects;
    private final CpuScheduler cpus;
    private final VmCustody vms;
    private final OwnerWatch owner;
    /** Jobs stopped by {@link #suspend}, each with the work it has left. */
    private final List<Job> suspended = new ArrayList<>(0);
    private long negotiations;
    private double now;

    public NodeCore(NodeSetup setup) {
        this.self = setup.self();
        this.nodeCount = setup.nodeCount();
        this.coordinator = setup.coordinator();
        this.host = setup.host();
        this.costs = setup.costs();
        this.policy = setup.policy();
        this.random = setup.random();
        this.effects = setup.effects();
        this.cpus = new CpuScheduler(self, host, effects);
        this.vms = VmCustody.of(setup.migrator());
        this.owner = setup.owned() ? new PresentOwner() : OwnerWatch.ABSENT;
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
        owner.arriving(job);
        policy.onJobArrival(job, this);
        owner.arriving(null);
    }

    /** CPU {@code cpu} finished what it was running. */
    public void onServiceCompleted(double now, int cpu) {
        advance(now);
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
        if (owner.change(active, now)) {
            policy.onOwnerChange(active, this);
        }
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

    @Override
    public int idleCpus() {
        return cpus.idleCpus();
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
            migrate(job, to, negotiation, load);
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
        if (work > 0) {
            cpus.overhead(work, now);
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

    // ---- the owner, suspensions and evictions ----

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
        for (Job job : suspended) {
            if (job.home() != self) {
                foreign.add(job);
            }
        }
        cpus.addForeignWaiting(foreign);
        return foreign;
    }

    @Override
    public void evict(Job job, int to) {
        int cpu = cpus.cpuOf(job);
        if (cpu >= 0) {
            double age = now - cpus.startedAt(cpu);
            moveStopped(job.withDemand(cpus.detach(cpu, now)), age, to);
            cpus.startNext(cpu, now);
        } else if (suspended.remove(job)) {
            moveStopped(job, 0, to);
        } else if (cpus.removeWaiting(job)) {
            vms.left(job);
            chargeCpu(costs.transfer());
            effects.send(self, to, new JobTransfer(job.transferred(), 0, load()));
        } else {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " to evict is not here");
        }
        owner.evicted();
    }

    @Override
    public void suspend(Job job) {
        int cpu = cpus.cpuOf(job);
        if (cpu < 0) {
            if (!cpus.removeWaiting(job)) {
                throw new IllegalStateException("node " + self + ": job " + job.id() + " to suspend is not here");
            }
            suspended.add(job); // a waiting job just does not start
            return;
        }
        suspended.add(job.withDemand(cpus.detach(cpu, now)));
        owner.suspended();
        cpus.startNext(cpu, now);
    }

    @Override
    public void resume(Job job) {
        if (!suspended.remove(job)) {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " to resume is not suspended");
        }
        cpus.run(job, now); // on a free CPU, else behind the jobs that came while it was suspended
    }

    @Override
    public List<Job> suspendedJobs() {
        return List.copyOf(suspended);
    }

    /** Model time moves to {@code now}: the owner's ledger integrates what happened since the last input. */
    private void advance(double now) {
        if (now > this.now) {
            owner.elapse(now - this.now, cpus.runningJobs(), cpus.foreignRunning(), cpus.waiting(), host.speed());
        }
        this.now = now;
    }

    // ---- migration ----

    /** Moves the running {@code job}'s VM to {@code to} (see the class comment). */
    private void migrate(Job job, int to, long negotiation, double load) {
        int cpu = cpus.cpuOf(job);
        if (cpu < 0) {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " was to migrate but no longer runs here");
        }
        double remaining = cpus.endsAt(cpu) - now;
        Migrator.Migration m = vms.playOut(job, now - cpus.startedAt(cpu), remaining, now);
        if (remaining <= m.beforeFreeze()) {
            // It would finish before its VM froze: it stays, and a receiver that asked for it looks elsewhere.
            if (negotiation != 0) {
                effects.send(self, to, new NoWork(negotiation, load));
            }
            return;
        }
        cpus.detach(cpu, now);
        double speed = host.speed();
        // While pre-copy rounds run, the VM keeps its CPU here; then the source pays for the migration.
        chargeCpu(m.beforeFreeze() * speed + costs.migration());
        cpus.startNext(cpu, now);
        ship(job.withDemand((remaining - m.beforeFreeze()) * speed), m, to, negotiation, load);
    }

    /** A job stopped here (its demand is the work left) leaves for {@code to}: its VM migrates, if VMs are modelled. */
    private void moveStopped(Job job, double age, int to) {
        chargeCpu(costs.migration());
        if (!vms.modelled()) {
            effects.send(self, to, new JobTransfer(job.transferred(), 0, load()));
            return;
        }
        ship(job, vms.playOut(job, age, host.serviceTime(job.demand()), now), to, 0, load());
    }

    /** Sends a job that no longer runs here (its demand is the work it has left) to {@code to} as a migrated VM. */
    private void ship(Job job, Migrator.Migration m, int to, long negotiation, double load) {
        vms.left(job);
        owner.left(job);
        effects.migrated(self, to, m);
        effects.sendAfter(self, to, new VmMigration(job.transferred(), negotiation, load, vms.vmBytes(job), m.stall()),
                m.beforeFreeze() + m.freeze());
    }

    /** A VM arrives: admitted if it fits in the free memory, else refused (it resumes on its source). */
    private boolean admit(int from, VmMigration incoming) {
        long free = vms.memoryBytes() - vms.heldBytes();
        if (incoming.vmBytes() > free && incoming.job().home() != self) { // a job coming home is always let in
            effects.send(self, from, new MigrationRefused(incoming.job(), "node " + self + " has " + free
                    + " bytes of memory free; the VM needs " + incoming.vmBytes()));
            // The node that asked for this work got none: its request ends as if refused.
            return incoming.negotiation() == 0 || policy.onMessage(from, new NoWork(incoming.negotiation(), incoming.load()), this);
        }
        Job job = incoming.job();
        Job resumed = job.withDemand(job.demand() + incoming.stall() * host.speed());
        return policy.onMessage(from, new JobTransfer(resumed, incoming.negotiation(), incoming.load()), this);
    }
}
