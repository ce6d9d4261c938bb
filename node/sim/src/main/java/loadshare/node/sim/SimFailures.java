package loadshare.node.sim;

import java.util.List;
import loadshare.config.FailureSettings;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.failure.FailureSchedule;
import loadshare.hardware.random.RandomStreams;
import loadshare.node.failure.JobLosses;
import loadshare.node.run.FailureFigures;
import loadshare.protocol.Job;

/**
 * The simulator's side of host failures: the failure schedule fed into the event queue one transition at a time,
 * the jobs' ledger ({@link JobLosses}), and what only the runtime sees — how long hosts were down, how many failures
 * began and how many messages timed out while measuring.
 */
final class SimFailures {

    private final FailureSettings settings;
    private final FailureSchedule schedule;
    private final JobLosses losses;
    private final int nodes;
    private final int eventKind;
    private boolean measuring;
    private double measuredFrom;
    private int hostsDown;
    private double lastChange;
    private double downArea;
    private long failures;
    private long probeTimeouts;

    /** Failures of {@code nodes} hosts as {@code settings} says, their transitions queued as {@code eventKind}. */
    SimFailures(FailureSettings settings, int nodes, RandomStreams streams, int eventKind) {
        this.settings = settings;
        this.schedule = new FailureSchedule(settings, nodes, streams);
        this.losses = new JobLosses(settings);
        this.nodes = nodes;
        this.eventKind = eventKind;
    }

    /** Queues the next transition of the schedule, if any. */
    void scheduleNext(EventQueue events) {
        FailureSchedule.Transition next = schedule.next();
        if (next != null) {
            events.schedule(next.time(), eventKind, next.host(), next.down() ? 1 : 0, null);
        }
    }

    /** The measurement begins at {@code now}. */
    void measuring(double now) {
        measuring = true;
        measuredFrom = now;
        lastChange = now;
        downArea = 0;
        losses.measuring();
    }

    /** A host went down ({@code down}) or came back at {@code now}. */
    void hostChanged(boolean down, double now) {
        if (measuring) {
            downArea += hostsDown * (now - lastChange);
            lastChange = now;
            failures += down ? 1 : 0;
        }
        hostsDown += down ? 1 : -1;
    }

    /** Whether every host is down. */
    boolean allDown() {
        return hostsDown == nodes;
    }

    /** A message to a down host was given up by its sender. */
    void probeTimedOut() {
        probeTimeouts += measuring ? 1 : 0;
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
        double area = downArea + hostsDown * (now - lastChange);
        double span = (now - measuredFrom) * nodes;
        return losses.figures(span > 0 ? 1 - area / span : Double.NaN, expectedAvailability(), failures,
                probeTimeouts);
    }

    /** Each host up while all its processes are (independent), averaged over the hosts; NaN with a failure log. */
    private double expectedAvailability() {
        if (!settings.log().isEmpty()) {
            return Double.NaN;
        }
        double sum = 0;
        for (int host = 0; host < nodes; host++) {
            double up = settings.hosts().applies(host) ? settings.hosts().availability() : 1.0;
            for (FailureSettings.Group group : settings.groups()) {
                up *= group.hosts().contains(host) ? group.outages().availability() : 1.0;
            }
            sum += up;
        }
        return sum / nodes;
    }
}
