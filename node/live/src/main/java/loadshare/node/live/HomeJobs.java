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
 * jobs it resubmitted.
 */
final class HomeJobs {

    private final AwayJobs away;
    private final List<Job> returned = new ArrayList<>();
    private final List<Integer> unreachable = new ArrayList<>();
    private long resubmitted;

    /**
     * A home that keeps where its jobs are in {@code journal}, with the unique id of the actor each went to
     * ({@code incarnationOf} a participant's index; 0 if none is known).
     */
    HomeJobs(HomeJournal journal, IntToLongFunction incarnationOf) {
        this.away = new AwayJobs(new AwayJobs.Changes() {
            @Override
            public void away(long id, int at) {
                journal.away(id, at, incarnationOf.applyAsLong(at));
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

    /** One of this home's jobs bounced back from where it was sent: it is no longer away and runs here again. */
    void bounced(Job job) {
        away.returned(job.id());
        resubmitted++;
    }

    /** Participant {@code index} has gone: the jobs of this home that were there, to resubmit. */
    List<Job> takeAt(int index) {
        List<Job> there = away.takeAt(index);
        resubmitted += there.size();
        return there;
    }

    /**
     * Once an input is done: jobs that could not be delivered run here, and negotiations waiting for a participant
     * a probe could not reach move on (each such step probes at most the next candidate, so this ends).
     */
    void giveBack(NodeCore core, double now) {
        while (!returned.isEmpty() || !unreachable.isEmpty()) {
            if (!returned.isEmpty()) {
                resubmitted++;
                core.onUndeliverable(now, returned.remove(0));
            } else {
                core.onPeerDown(now, unreachable.remove(0), List.of());
            }
        }
    }

    /** Jobs lost with this node's previous incarnation (they were here when it died) are resubmitted now. */
    void resubmittedAfterRestart(int jobs) {
        resubmitted += jobs;
    }

    long resubmitted() {
        return resubmitted;
    }
}
