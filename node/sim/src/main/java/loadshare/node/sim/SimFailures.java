package loadshare.node.sim;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import loadshare.config.FailureSettings;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.random.RandomStreams;
import loadshare.node.failure.JobLosses;
import loadshare.node.run.FailureFigures;
import loadshare.protocol.Job;

/**
 * The node cores' side of host failures: the hosts' {@link HostOutages} (the schedule fed into the event queue, and
 * what only the runtime sees — how long hosts were down, how many failures began and how many messages timed out
 * while measuring), the jobs' ledger ({@link JobLosses}), and the coordinator's view of the nodes: its failure
 * detector, the timers it missed while down and the jobs the homes keep for it until it is back.
 */
final class SimFailures {

    private final HostOutages hosts;
    private final JobLosses losses;
    private final int nodes;
    /** The nodes the coordinator has taken as down and not yet back. */
    private final BitSet forgotten = new BitSet();
    /** The coordinator's timers that fell due while it was down, in order, once each. */
    private final Set<Long> coordinatorTimers = new LinkedHashSet<>();
    private final List<Job> heldForCoordinator = new ArrayList<>();

    /** Failures of {@code nodes} hosts as {@code settings} says, their transitions queued as {@code eventKind}. */
    SimFailures(FailureSettings settings, int nodes, RandomStreams streams, int eventKind) {
        this.hosts = new HostOutages(settings, nodes, streams, eventKind);
        this.losses = new JobLosses(settings);
        this.nodes = nodes;
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

    /** A message to a down host was given up by its sender. */
    void probeTimedOut() {
        hosts.probeTimedOut();
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

    /** The hosts' outages (and the failure detector's view of them). */
    HostOutages hosts() {
        return hosts;
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
        return takeAll(heldForCoordinator);
    }

    /** A coordinator's timer fell due while it was down: it fires when it is back. */
    void coordinatorTimerMissed(long tag) {
        coordinatorTimers.add(tag);
    }

    /** The coordinator's timers that fell due while it was down; none are left. */
    List<Long> takeCoordinatorTimers() {
        return takeAll(coordinatorTimers);
    }

    /** What {@code held} holds, in order; it holds nothing any more. */
    private static <T> List<T> takeAll(Collection<T> held) {
        List<T> all = List.copyOf(held);
        held.clear();
        return all;
    }

    /** The figures of the measurement that ended at {@code now}. */
    FailureFigures figures(double now) {
        return losses.figures(hosts.availability(now), hosts.expectedAvailability(), hosts.failures(),
                hosts.probeTimeouts(), hosts.allDownTime(now));
    }
}
