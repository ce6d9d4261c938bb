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
    /** Model time every host was down at once, while measuring. */
    private double allDownTime;
    private long failures;
    private long probeTimeouts;
    /** Per node, when the coordinator's failure detector sees its last failure. */
    private final double[] seenDownAt;
    /** The nodes the coordinator has taken as down and not yet back. */
    private final java.util.BitSet forgotten = new java.util.BitSet();
    /** The coordinator's timers that fell due while it was down, in order, once each. */
    private final java.util.Set<Long> coordinatorTimers = new java.util.LinkedHashSet<>();
    private final List<Job> heldForCoordinator = new java.util.ArrayList<>();

    /** Failures of {@code nodes} hosts as {@code settings} says, their transitions queued as {@code eventKind}. */
    SimFailures(FailureSettings settings, int nodes, RandomStreams streams, int eventKind) {
        this.settings = settings;
        this.schedule = new FailureSchedule(settings, nodes, streams);
        this.losses = new JobLosses(settings);
        this.nodes = nodes;
        this.eventKind = eventKind;
        this.seenDownAt = new double[nodes];
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
            allDownTime += hostsDown == nodes ? now - lastChange : 0;
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

    /**
     * The jobs {@code hit} by a failure: lost ones are returned as their homes resubmit them (a work unit of the
     * coordinator's application is returned as it was: its server, not a home, reissues it).
     */
    List<Job> hit(List<Job> hit) {
        if (!losesJobs()) {
            hit.forEach(losses::stopped);
            return List.of();
        }
        return hit.stream().map(job -> job.isWorkUnit(nodes) ? job : losses.lost(job)).toList();
    }

    /** {@code node} failed at {@code now}: when the coordinator's failure detector sees it (a probe timeout later). */
    double detectDown(int node, double now) {
        seenDownAt[node] = now + probeTimeout();
        return seenDownAt[node];
    }

    /** {@code node} is back at {@code now}: when the coordinator may take it back (not before it saw it down). */
    double detectUp(int node, double now) {
        return Math.max(now, seenDownAt[node]);
    }

    /** The coordinator takes {@code node} as down. */
    void forget(int node) {
        forgotten.set(node);
    }

    /** Whether the coordinator had taken {@code node} as down; it takes it back now. */
    boolean takeBack(int node) {
        boolean was = forgotten.get(node);
        forgotten.clear(node);
        return was;
    }

    /** {@code job} could not reach the coordinator, which is down: its home keeps it until the coordinator is back. */
    void holdForCoordinator(Job job) {
        heldForCoordinator.add(job);
    }

    /** The jobs the homes kept while the coordinator was down, in the order they came; none are left. */
    List<Job> releaseForCoordinator() {
        List<Job> held = List.copyOf(heldForCoordinator);
        heldForCoordinator.clear();
        return held;
    }

    /** A coordinator's timer fell due while it was down: it fires when it is back. */
    void coordinatorTimerMissed(long tag) {
        coordinatorTimers.add(tag);
    }

    /** The coordinator's timers that fell due while it was down; none are left. */
    List<Long> takeCoordinatorTimers() {
        List<Long> due = List.copyOf(coordinatorTimers);
        coordinatorTimers.clear();
        return due;
    }

    /** The figures of the measurement that ended at {@code now}. */
    FailureFigures figures(double now) {
        double area = downArea + hostsDown * (now - lastChange);
        double span = (now - measuredFrom) * nodes;
        double allDown = allDownTime + (hostsDown == nodes ? now - lastChange : 0);
        return losses.figures(span > 0 ? 1 - area / span : Double.NaN, expectedAvailability(), failures,
                probeTimeouts, allDown);
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
