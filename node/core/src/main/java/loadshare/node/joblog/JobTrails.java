package loadshare.node.joblog;

import java.util.HashMap;
import java.util.Map;
import loadshare.protocol.Job;

/**
 * The {@link JobTrail} of every job in the system, by id: a runtime tells it when a job gets a CPU, migrates or is
 * restarted, and takes the trail out when the job ends. Only the jobs in the system are held.
 */
public final class JobTrails {

    private static final JobTrail NONE = new JobTrail();

    private final Map<Long, JobTrail> trails = new HashMap<>();

    /** {@code job} got a CPU on {@code node} at {@code now}. */
    public void started(int node, Job job, double now) {
        trail(job).ranOn(node, now);
    }

    /** {@code job}'s VM was migrated (while it ran) to another node. */
    public void migrated(Job job) {
        trail(job).migrated();
    }

    /** {@code job}'s home resubmitted it after a failure lost it. */
    public void restarted(Job job) {
        trail(job).restarted();
    }

    /** {@code job} ended: its trail, no longer held (an empty one if nothing was heard of it). */
    public JobTrail finished(Job job) {
        JobTrail trail = trails.remove(job.id());
        return trail == null ? NONE : trail;
    }

    /** Jobs held: those in the system that got a CPU, migrated or were restarted. */
    public int size() {
        return trails.size();
    }

    private JobTrail trail(Job job) {
        return trails.computeIfAbsent(job.id(), id -> new JobTrail());
    }
}
