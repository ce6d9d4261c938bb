package loadshare.node.core;

import loadshare.config.CostSettings;
import loadshare.hardware.host.Host;
import loadshare.node.cpu.CpuScheduler;
import loadshare.node.migration.Migrator;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.MigrationMessage.MigrationRefused;
import loadshare.protocol.MigrationMessage.VmMigration;
import loadshare.protocol.NodeMessage;

/**
 * How jobs that have started leave a node and arrive at another: a running job's VM migrates (it keeps its CPU
 * through pre-copy rounds, leaves it when it freezes, and arrives when the frozen part has crossed the link); a
 * stopped job (evicted while running or suspended) migrates its VM, or is transferred where VMs are not
 * modelled; an arriving VM is admitted only if it fits in the free memory.
 */
final class VmMoves {

    private final int self;
    private final Host host;
    private final CostSettings costs;
    private final Effects effects;
    private final CpuScheduler cpus;
    private final VmCustody vms;
    private final OwnerWatch owner;

    VmMoves(int self, Host host, CostSettings costs, Effects effects, CpuScheduler cpus, VmCustody vms,
            OwnerWatch owner) {
        this.self = self;
        this.host = host;
        this.costs = costs;
        this.effects = effects;
        this.cpus = cpus;
        this.vms = vms;
        this.owner = owner;
    }

    /** Moves the running {@code job}'s VM to {@code to}, answering request {@code negotiation} (0 if none). */
    void migrate(Job job, int to, long negotiation, double load, double now) {
        int cpu = cpus.cpuOf(job);
        if (cpu < 0) {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " was to migrate but no longer runs here");
        }
        double remaining = cpus.endsAt(cpu) - now;
        Migrator.Migration m = vms.playOut(job, self, to, now - cpus.startedAt(cpu), remaining, now);
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
        cpus.overhead(m.beforeFreeze() * speed + costs.migration(), now);
        cpus.startNext(cpu, now);
        ship(job.withDemand((remaining - m.beforeFreeze()) * speed), m, to, negotiation, load);
    }

    /**
     * Sends {@code job} (held here: running, suspended or waiting) to {@code to}: a waiting job is transferred, a
     * running or suspended one moves as a stopped job. Counted as an eviction.
     */
    void evict(Job job, int to, Suspensions suspensions, double now) {
        int cpu = cpus.cpuOf(job);
        if (cpu >= 0) {
            double age = now - cpus.startedAt(cpu);
            moveStopped(job.withDemand(cpus.detach(cpu, now)), age, to, now);
            cpus.startNext(cpu, now);
        } else if (suspensions.take(job)) {
            moveStopped(job, 0, to, now);
        } else if (cpus.removeWaiting(job)) {
            vms.left(job);
            cpus.overhead(costs.transfer(), now);
            effects.send(self, to, new JobTransfer(job.transferred(), 0, cpus.load()));
        } else {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " to evict is not here");
        }
        owner.evicted();
    }

    /**
     * A job stopped here after running {@code age} (its demand is the work left) leaves for {@code to}: its VM
     * migrates if VMs are modelled, else it is transferred.
     */
    private void moveStopped(Job job, double age, int to, double now) {
        cpus.overhead(costs.migration(), now);
        if (!vms.modelled()) {
            effects.send(self, to, new JobTransfer(job.transferred(), 0, cpus.load()));
            return;
        }
        ship(job, vms.playOut(job, self, to, age, host.serviceTime(job.demand()), now), to, 0, cpus.load());
    }

    /**
     * A VM arrives from {@code from}: the message to hand to the policy — the job, with the time it will stall on
     * page faults added to its work, if its VM fits in the free memory (a job coming home always does); else the
     * VM is refused (it resumes on its source) and a request that asked for this work ends as if refused, or
     * null if none did.
     */
    NodeMessage admit(int from, VmMigration incoming) {
        long free = vms.memoryBytes() - vms.heldBytes();
        if (incoming.vmBytes() > free && incoming.job().home() != self) {
            effects.send(self, from, new MigrationRefused(incoming.job(), "node " + self + " has " + free
                    + " bytes of memory free; the VM needs " + incoming.vmBytes()));
            return incoming.negotiation() == 0 ? null : new NoWork(incoming.negotiation(), incoming.load());
        }
        Job job = incoming.job();
        Job resumed = job.withDemand(job.demand() + incoming.stall() * host.speed());
        return new JobTransfer(resumed, incoming.negotiation(), incoming.load());
    }

    /** Sends a job that no longer runs here (its demand is the work it has left) to {@code to} as a migrated VM. */
    private void ship(Job job, Migrator.Migration m, int to, long negotiation, double load) {
        vms.left(job);
        owner.left(job);
        effects.shipVm(self, to, job, m,
                new VmMigration(job.transferred(), negotiation, load, vms.vmBytes(job), m.stall()));
    }
}
