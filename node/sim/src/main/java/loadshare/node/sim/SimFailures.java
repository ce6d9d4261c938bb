package loadshare.node.sim;

import java.util.List;
import loadshare.config.FailureSettings;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.random.RandomStreams;
import loadshare.node.failure.JobLosses;
import loadshare.node.run.FailureFigures;
import loadshare.protocol.Job;

/**
 * The node cores' side of host failures: the hosts' {@link HostOutages} (the schedule fed into the event queue, and
 * what only the runtime sees — how long hosts were down, how many failures began and how many messages timed out
 * while measuring) and the jobs' ledger ({@link JobLosses}).
 */
final class SimFailures {

    private final FailureSettings settings;
    private final HostOutages hosts;
    private final JobLosses losses;

    /** Failures of {@code nodes} hosts as {@code settings} says, their transitions queued as {@code eventKind}. */
    SimFailures(FailureSettings settings, int nodes, RandomStreams streams, int eventKind) {
        this.settings = settings;
        this.hosts = new HostOutages(settings, nodes, streams, eventKind);
        this.losses = new JobLosses(settings);
    }

    /** Queues the next transition of the schedule, if any. */
    void scheduleNext(EventQueue events) {
        hosts.scheduleNext(events);
    }

    /** The measurement begins at {@code now}. */
    void measuring(double now) {
        hosts.measuring(now);
        losses.measuring();
    }

    /** A host went down ({@code down}) or came back at {@code now}. */
    void hostChanged(boolean down, double now) {
        hosts.hostChanged(down, now);
    }

    /** Whether every host is down. */
    boolean allDown() {
        return hosts.allDown();
    }

    /** A message to a down host was given up by its sender. */
    void probeTimedOut() {
        hosts.probeTimedOut();
    }

    double probeTimeout() {
        return settings.probeTimeout();
    }

    /** Whether a failure loses the jobs on the host (fail-stop) rather than stops them. */
    boolean losesJobs() {
        return losses.losesJobs();
    }

    /** The jobs' ledger. */
    JobLosses losses() {
        return losses;
    }

    /** The jobs {@code hit} by a failure: lost ones are returned as their homes resubmit them. */
    List<Job> hit(List<Job> hit) {
        if (!losesJobs()) {
            hit.forEach(losses::stopped);
            return List.of();
        }
        return hit.stream().map(losses::lost).toList();
    }

    /** The figures of the measurement that ended at {@code now}. */
    FailureFigures figures(double now) {
        return losses.figures(hosts.availability(now), hosts.expectedAvailability(), hosts.failures(),
                hosts.probeTimeouts());
    }
}
