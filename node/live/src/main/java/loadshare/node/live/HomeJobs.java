package loadshare.node.live;

import java.util.ArrayList;
import java.util.List;
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

    private final AwayJobs away = new AwayJobs();
    private final List<Job> returned = new ArrayList<>();
    private final List<Integer> unreachable = new ArrayList<>();
    private long resubmitted;

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
        away.finished(job.id());
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

    long resubmitted() {
        return resubmitted;
    }
}
