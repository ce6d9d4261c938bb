package loadshare.node.live;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;
import loadshare.node.core.AwayJobs;
import loadshare.node.core.NodeCore;
import loadshare.protocol.Job;

/**
 * A workstation as the home of its jobs in the live cluster: where those it sent away are ({@link AwayJobs}), and
 * what must be given back to its core once the current input is done — its jobs that could not be delivered, and
 * the participants a probe could not reach (so that a negotiation waiting for their answer moves on). Counts the
 * jobs it resubmitted, and tells each resubmission to the job logs.
 */
final class HomeJobs {

    private final AwayJobs away;
    private final List<Job> returned = new ArrayList<>();
    private final List<Integer> unreachable = new ArrayList<>();
    private final JobEvents events;
    private long resubmitted;

    /**
     * A home that keeps where its jobs are in {@code journal}, with the unique id of the actor each went to
     * ({@code incarnationOf} a participant's index; 0 if none is known), and tells its resubmissions to {@code events}.
     */
    HomeJobs(HomeJournal journal, IntToLongFunction incarnationOf, JobEvents events) {
        this.events = events;
        this.away = new AwayJobs(new AwayJobs.Changes() {
            @Override
            public void away(long id, int at, long hop) {
                journal.away(id, at, incarnationOf.applyAsLong(at), hop);
            }

            @Override
            public void back(long id) {
                journal.back(id);
            }
        });
    }

    AwayJobs away() {
        return away;
    }

    /** One of this home's jobs could not be delivered: it runs here after the current input. */
    void returned(Job job) {
        returned.add(job);
    }

    /** A protocol message could not reach {@code participant}. */
    void unreachable(int participant) {
        unreachable.add(participant);
    }

    /** One of this home's jobs bounced back at {@code now} from where it was sent: it runs here again. */
    void bounced(Job job, double now) {
        away.returned(job.id());
        resubmit(job, now);
    }

    /** Participant {@code index} has gone at {@code now}: the jobs of this home that were there, to resubmit. */
    List<Job> takeAt(int index, double now) {
        List<Job> there = away.takeAt(index);
        there.forEach(job -> resubmit(job, now));
        return there;
    }

    /**
     * Once an input is done: jobs that could not be delivered run here, and negotiations waiting for a participant
     * a probe could not reach move on (each such step probes at most the next candidate, so this ends).
     */
    void giveBack(NodeCore core, double now) {
        while (!returned.isEmpty() || !unreachable.isEmpty()) {
            if (!returned.isEmpty()) {
                Job job = returned.remove(0);
                resubmit(job, now);
                core.onUndeliverable(now, job);
            } else {
                core.onPeerDown(now, unreachable.remove(0), List.of());
            }
        }
    }

    /** Jobs lost with this node's previous incarnation (they were here when it died) are resubmitted {@code now}. */
    void resubmittedAfterRestart(List<Job> jobs, double now) {
        jobs.forEach(job -> resubmit(job, now));
    }

    private void resubmit(Job job, double now) {
        resubmitted++;
        events.restarted(job, now);
    }

    long resubmitted() {
        return resubmitted;
    }
}
