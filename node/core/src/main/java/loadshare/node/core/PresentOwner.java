package loadshare.node.core;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import loadshare.protocol.Job;

/**
 * A host's owner (hosts.owner) as its core sees them: at the keyboard or away (since when), which of the node's
 * jobs are the owner's interactive ones (arrived while the owner was active and run here at once), and the
 * {@link OwnerLedger} of what load sharing did to the owner, integrated as model time passes. The owner starts
 * away at time 0.
 */
final class PresentOwner implements OwnerWatch {

    private final OwnerLedger ledger = new OwnerLedger();
    private final Set<Long> interactive = new HashSet<>();
    private boolean active;
    private double awaySince;
    /** The job arriving from the workload while the owner is active, during its arrival. */
    private Job arriving;

    @Override
    public boolean active() {
        return active;
    }

    @Override
    public double awayFor(double now) {
        return active ? 0 : now - awaySince;
    }

    /** The owner came back or left; false if that is no change. */
    @Override
    public boolean change(boolean nowActive, double now) {
        if (nowActive == active) {
            return false;
        }
        active = nowActive;
        if (!nowActive) {
            awaySince = now;
        }
        return true;
    }

    /** {@code job} arrives from the workload (null: its arrival is over). */
    @Override
    public void arriving(Job job) {
        arriving = active ? job : null;
    }

    /** {@code job} is run here; if it is arriving while the owner is active, it is one of the owner's. */
    @Override
    public void runHere(Job job) {
        if (job == arriving) {
            interactive.add(job.id());
        }
    }

    /** {@code job} leaves this node unfinished. */
    @Override
    public void left(Job job) {
        interactive.remove(job.id());
    }

    /** {@code job} finished here at {@code now}. */
    @Override
    public void finished(Job job, double now) {
        if (interactive.remove(job.id()) && job.transfers() == 0) {
            ledger.ownerJobFinished(now - job.arrivalTime());
        }
    }

    @Override
    public void evicted() {
        ledger.evicted();
    }

    @Override
    public void suspended() {
        ledger.suspended();
    }

    /**
     * {@code dt} model seconds passed with {@code running} jobs on the CPUs, {@code foreignRunning} of them foreign,
     * {@code waiting} in the queue, on a host of {@code speed}.
     */
    @Override
    public void elapse(double dt, int running, int foreignRunning, Collection<Job> waiting, double speed) {
        ledger.elapsed(dt, active, running, foreignRunning, speed);
        if (foreignRunning > 0 && !interactive.isEmpty()) {
            // Each CPU a foreign job holds keeps one of the owner's waiting jobs from starting.
            ledger.ownerJobsDelayed(Math.min(foreignRunning, interactiveWaiting(waiting)), dt);
        }
    }

    @Override
    public OwnerLedger ledger() {
        return ledger;
    }

    private int interactiveWaiting(Collection<Job> waiting) {
        int count = 0;
        for (Job job : waiting) {
            if (interactive.contains(job.id())) {
                count++;
            }
        }
        return count;
    }
}
