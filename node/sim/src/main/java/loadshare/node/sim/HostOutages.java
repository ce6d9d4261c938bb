package loadshare.node.sim;

import loadshare.config.FailureSettings;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.failure.FailureSchedule;
import loadshare.hardware.random.RandomStreams;

/**
 * The hosts' failures as a simulated runtime meets them: the {@link FailureSchedule} fed into its event queue one
 * transition at a time (the same for every policy of a seed), and what only the runtime sees of the hosts while
 * measuring — how long they were down, how many failures began, how many messages to a down host timed out. Both
 * simulated runtimes use it: the node cores' ({@link SimulatedCluster}) and the central schedulers'
 * ({@code BatchCluster}).
 *
 * <p>It says when the others learn of each failure ({@link #seenDown}): the probe timeout after it, or the detection
 * delay its outage of the failure log gives (a live run's twin: each kill as late as the live survivors learnt of it).
 */
public final class HostOutages {

    private final FailureSettings settings;
    private final FailureSchedule schedule;
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
    /** Per host, when a failure detector sees its last failure: a probe timeout after it, or its own delay. */
    private final double[] seenDownAt;
    /** Per host, the detection delay of its next or current failure, as the schedule says; NaN: the probe timeout. */
    private final double[] detectionDelay;
    /** Per host, whether its current failure's detection is its own (the log's) rather than the probe timeout. */
    private final boolean[] ownDetection;

    /**
     * Failures of {@code nodes} hosts as {@code settings} says, drawn from {@code streams} (the run's), their
     * transitions queued as events of kind {@code eventKind}: target the host, arg 1 when it goes down and 0 when it
     * comes back.
     */
    public HostOutages(FailureSettings settings, int nodes, RandomStreams streams, int eventKind) {
        this.settings = settings;
        this.schedule = new FailureSchedule(settings, nodes, streams);
        this.nodes = nodes;
        this.eventKind = eventKind;
        this.seenDownAt = new double[nodes];
        this.detectionDelay = new double[nodes];
        this.ownDetection = new boolean[nodes];
    }

    /** The failures' settings. */
    public FailureSettings settings() {
        return settings;
    }

    /** Queues the next transition of the schedule, if any. */
    public void scheduleNext(EventQueue events) {
        FailureSchedule.Transition next = schedule.next();
        if (next != null) {
            if (next.down()) {
                detectionDelay[next.host()] = next.detectionDelay();
            }
            events.schedule(next.time(), eventKind, next.host(), next.down() ? 1 : 0, null);
        }
    }

    /** The measurement begins at {@code now}. */
    public void measuring(double now) {
        measuring = true;
        measuredFrom = now;
        lastChange = now;
        downArea = 0;
    }

    /** A host went down ({@code down}) or came back at {@code now}. */
    public void hostChanged(boolean down, double now) {
        if (measuring) {
            downArea += hostsDown * (now - lastChange);
            allDownTime += hostsDown == nodes ? now - lastChange : 0;
            lastChange = now;
            failures += down ? 1 : 0;
        }
        hostsDown += down ? 1 : -1;
    }

    /**
     * Host {@code node} failed at {@code now}: when the others learn of it — the homes of the jobs lost with it, a
     * failure detector — a probe timeout later, or as much later as its outage of the failure log says.
     */
    public double seenDown(int node, double now) {
        ownDetection[node] = !Double.isNaN(detectionDelay[node]);
        seenDownAt[node] = now + (ownDetection[node] ? detectionDelay[node] : settings.probeTimeout());
        return seenDownAt[node];
    }

    /**
     * A message sent at {@code now} reached host {@code node}, which is down, and was lost: when its sender gives it
     * up. A probe timeout later; but where the failure log says when the others learn of this failure, a message
     * sent before then is given up then (as a live node learns of a dead peer only when its cluster drops it).
     */
    public double givenUpAt(int node, double now) {
        return ownDetection[node] && now < seenDownAt[node] ? seenDownAt[node] : now + settings.probeTimeout();
    }

    /** Host {@code node} is back at {@code now}: when a failure detector sees it, never before it saw it fail. */
    public double seenUp(int node, double now) {
        return Math.max(now, seenDownAt[node]);
    }

    /** A message to a down host was given up by its sender. */
    public void probeTimedOut() {
        probeTimeouts += measuring ? 1 : 0;
    }

    /** The share of host-time the hosts were up, from the start of the measurement to {@code now}; NaN if none. */
    public double availability(double now) {
        double area = downArea + hostsDown * (now - lastChange);
        double span = (now - measuredFrom) * nodes;
        return span > 0 ? 1 - area / span : Double.NaN;
    }

    /** How long every host was down at once, from the start of the measurement to {@code now}. */
    public double allDownTime(double now) {
        return allDownTime + (measuring && hostsDown == nodes ? now - lastChange : 0);
    }

    /** What the settings promise ({@link FailureSettings#expectedAvailability}). */
    public double expectedAvailability() {
        return settings.expectedAvailability(nodes);
    }

    /** Failures that began while measuring. */
    public long failures() {
        return failures;
    }

    /** Messages given up while measuring. */
    public long probeTimeouts() {
        return probeTimeouts;
    }
}
