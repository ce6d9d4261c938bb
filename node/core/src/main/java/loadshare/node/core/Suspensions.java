package loadshare.node.core;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.cpu.CpuScheduler;
import loadshare.protocol.Job;

/**
 * Jobs stopped on a node without losing them (an owner-aware policy suspends foreign jobs while the owner is
 * at the keyboard): a running job keeps its memory but no CPU, with the work it has left; a waiting job just does
 * not start. A resumed job runs on a free CPU, else last in the queue.
 */
final class Suspensions {

    private static final List<Job> EMPTY = List.of();

    private final int self;
    private final CpuScheduler cpus;
    private final OwnerWatch owner;
    /** Empty until the first suspension (most nodes never suspend a job), then an ArrayList. */
    private List<Job> suspended = EMPTY;

    Suspensions(int self, CpuScheduler cpus, OwnerWatch owner) {
        this.self = self;
        this.cpus = cpus;
        this.owner = owner;
    }

    void suspend(Job job, double now) {
        int cpu = cpus.cpuOf(job);
        if (cpu < 0) {
            if (!cpus.removeWaiting(job)) {
                throw new IllegalStateException("node " + self + ": job " + job.id() + " to suspend is not here");
            }
            made().add(job);
            return;
        }
        made().add(job.withDemand(cpus.detach(cpu, now)));
        owner.suspended();
        cpus.startNext(cpu, now);
    }

    void resume(Job job, double now) {
        if (suspended == EMPTY || !suspended.remove(job)) {
            throw new IllegalStateException("node " + self + ": job " + job.id() + " to resume is not suspended");
        }
        cpus.run(job, now); // behind the jobs that came while it was suspended
    }

    /** Takes {@code job} out of the suspended ones (it leaves); false if it is not suspended. */
    boolean take(Job job) {
        return suspended != EMPTY && suspended.remove(job);
    }

    /** Suspended jobs whose home is not this node. */
    void addForeign(List<Job> to) {
        for (Job job : suspended) {
            if (job.home() != self) {
                to.add(job);
            }
        }
    }

    List<Job> jobs() {
        return List.copyOf(suspended);
    }

    private List<Job> made() {
        if (suspended == EMPTY) {
            suspended = new ArrayList<>(0);
        }
        return suspended;
    }
}
