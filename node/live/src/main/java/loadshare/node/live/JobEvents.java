package loadshare.node.live;

import loadshare.node.live.RunRecord.JobEvent;
import loadshare.protocol.Job;

/**
 * A workstation's part of the run's job logs ({@code run.job-log}): what it sees its jobs do — get a CPU here, migrate
 * away, be resubmitted by their home — goes into the run's record with its completions, where the collector puts
 * each job's trail together ({@link LiveJobLog}). A job's trail is spread over the nodes it ran on; no node holds it.
 * Without job logs, nothing is recorded. Work units of an application are not jobs and are left out.
 */
final class JobEvents {

    private final RunRecord.NodeWriter record;
    private final int self;
    private final int nodes;
    private final boolean on;

    /** The events of node {@code self} of {@code nodes}, written by {@code record} if {@code on}. */
    JobEvents(RunRecord.NodeWriter record, int self, int nodes, boolean on) {
        this.record = record;
        this.self = self;
        this.nodes = nodes;
        this.on = on;
    }

    /** {@code job} got a CPU here at {@code now}. */
    void started(Job job, double now) {
        add(job, now, JobEvent.Kind.STARTED);
    }

    /** {@code job}'s VM left here for another node at {@code now}. */
    void migrated(Job job, double now) {
        add(job, now, JobEvent.Kind.MIGRATED);
    }

    /** This home resubmitted {@code job} at {@code now}: it was lost where it was, or could not get there. */
    void restarted(Job job, double now) {
        add(job, now, JobEvent.Kind.RESTARTED);
    }

    private void add(Job job, double now, JobEvent.Kind kind) {
        if (on && !job.isWorkUnit(nodes)) {
            record.event(new JobEvent(job.id(), self, now, kind));
        }
    }
}
