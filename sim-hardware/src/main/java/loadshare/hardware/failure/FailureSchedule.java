package loadshare.hardware.failure;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import loadshare.config.FailureSettings;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;

/**
 * When each host of a cluster goes down and comes back, in time order, as {@code failures} describes it: each host's
 * own up/down process, the correlated failures of groups of hosts, and the outages of a failure log. A host is down
 * while any of these says so; the schedule tells only its transitions (down when the first source fails it, up
 * when the last one lets it go).
 *
 * <p>Each process draws from its own stream ({@link StreamPurpose#FAILURES} of the host, or of participant
 * {@code nodes + 1 + g} for group {@code g}), and the schedule is generated as it is read, so it is the same for
 * every policy run with the same seed, however long the run. Both runtimes read it the same way.
 */
public final class FailureSchedule {

    /**
     * Host {@code host} goes down ({@code down}) or comes back up at model time {@code time}.
     *
     * @param detectionDelay a failure's: how long after it the other nodes learn of it, as the failure log's outage
     *                       that brought the host down says ({@link FailureSettings.Outage#detectionDelay}); NaN where
     *                       nothing says (the probe timeout), and for every repair
     */
    public record Transition(double time, int host, boolean down, double detectionDelay) {

        /** A transition whose detection, if it is a failure, is the probe timeout's. */
        public Transition(double time, int host, boolean down) {
            this(time, host, down, Double.NaN);
        }
    }

    /** A source's next change: the process or outage {@code source} fails ({@code down}) or repairs its hosts. */
    private record Change(double time, int source, boolean down) {
    }

    private final List<int[]> hostsOf = new ArrayList<>();
    /** Per source: the detection delay of its failures (an outage of the log may say one), or NaN. */
    private final List<Double> detectionDelays = new ArrayList<>();
    /** Per source: its process, or null for an outage of the log (whose changes are queued from the start). */
    private final List<UpDownProcess> processes = new ArrayList<>();
    private final PriorityQueue<Change> changes = new PriorityQueue<>((a, b) -> a.time != b.time
            ? Double.compare(a.time, b.time) : a.source != b.source ? Integer.compare(a.source, b.source)
            : Boolean.compare(a.down, b.down));
    /** Per host, how many sources hold it down. */
    private final int[] holds;
    private final List<Transition> ready = new ArrayList<>();
    private int nextReady;

    public FailureSchedule(FailureSettings failures, int nodes, RandomStreams streams) {
        this.holds = new int[nodes];
        for (int host = 0; host < nodes; host++) {
            if (failures.hosts().applies(host)) {
                addProcess(new int[] {host}, new UpDownProcess(failures.hosts(), streams.stream(host,
                        StreamPurpose.FAILURES)));
            }
        }
        for (int g = 0; g < failures.groups().size(); g++) {
            FailureSettings.Group group = failures.groups().get(g);
            addProcess(group.hosts().stream().mapToInt(Integer::intValue).toArray(),
                    new UpDownProcess(group.outages(), streams.stream(nodes + 1 + g, StreamPurpose.FAILURES)));
        }
        for (FailureSettings.Outage outage : failures.log()) {
            int source = hostsOf.size();
            hostsOf.add(new int[] {outage.host()});
            processes.add(null);
            detectionDelays.add(outage.detectionDelay());
            changes.add(new Change(outage.downAt(), source, true));
            changes.add(new Change(outage.upAt(), source, false));
        }
    }

    private void addProcess(int[] hosts, UpDownProcess process) {
        int source = hostsOf.size();
        hostsOf.add(hosts);
        processes.add(process);
        detectionDelays.add(Double.NaN);
        changes.add(new Change(process.nextUptime(), source, true));
    }

    /** The next transition of some host, or null if no host ever changes again. */
    public Transition next() {
        while (nextReady == ready.size()) {
            ready.clear();
            nextReady = 0;
            Change change = changes.poll();
            if (change == null) {
                return null;
            }
            UpDownProcess process = processes.get(change.source);
            if (process != null) {
                double period = change.down ? process.nextRepair() : process.nextUptime();
                changes.add(new Change(change.time + period, change.source, !change.down));
            }
            for (int host : hostsOf.get(change.source)) {
                holds[host] += change.down ? 1 : -1;
                if (change.down ? holds[host] == 1 : holds[host] == 0) {
                    ready.add(new Transition(change.time, host, change.down,
                            change.down ? detectionDelays.get(change.source) : Double.NaN));
                }
            }
        }
        return ready.get(nextReady++);
    }
}
