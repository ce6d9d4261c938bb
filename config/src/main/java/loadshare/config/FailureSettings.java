package loadshare.config;

import java.io.Serializable;
import java.util.List;

/**
 * {@code failures}: hosts that go down and are repaired, and what a failure does to the jobs on them.
 *
 * <p>A host is down while any of its sources says so: its own up/down process ({@link #hosts}), a correlated
 * failure of a group it belongs to ({@link #groups}), or an outage of the replayed failure log ({@link #log}).
 * Every process draws from its own random stream, so the same seed gives the same failures to every policy.
 *
 * @param hosts        the independent failures of single hosts ({@link Outages#NONE}: none)
 * @param groups       groups of hosts that fail together (a rack, a power domain), each at its own rate
 * @param log          outages replayed from {@code logFile}, in the order of the file
 * @param logFile      the failure log as written in the experiment, or empty
 * @param onFailure    what a failure does to the jobs on the host
 * @param checkpoint   how jobs checkpoint ({@code on-failure = checkpoint} only)
 * @param probeTimeout model seconds after which a message to a down host is given up (its sender moves on)
 */
public record FailureSettings(Outages hosts, List<Group> groups, List<Outage> log, String logFile,
                              OnFailure onFailure, Checkpoints checkpoint, double probeTimeout) implements Serializable {

    /** Hosts never fail. */
    public static final FailureSettings NONE = new FailureSettings(Outages.NONE, List.of(), List.of(), "",
            OnFailure.RESUME, Checkpoints.NONE, 1.0);

    public FailureSettings {
        groups = List.copyOf(groups);
        log = List.copyOf(log);
    }

    /** Whether any host can fail. */
    public boolean present() {
        return hosts.present() || !groups.isEmpty() || !log.isEmpty();
    }

    /**
     * What these settings promise a cluster of {@code nodes} hosts: each host up while all its processes are (they are
     * independent), MTBF / (MTBF + MTTR) each, averaged over the hosts; NaN where a failure log decides.
     */
    public double expectedAvailability(int nodes) {
        if (!log.isEmpty()) {
            return Double.NaN;
        }
        double sum = 0;
        for (int host = 0; host < nodes; host++) {
            double up = hosts.applies(host) ? hosts.availability() : 1.0;
            for (Group group : groups) {
                up *= group.hosts().contains(host) ? group.outages().availability() : 1.0;
            }
            sum += up;
        }
        return sum / nodes;
    }

    /** What a failure does to the jobs on the failed host. */
    public enum OnFailure {
        /** A transient outage: the host's jobs wait and continue where they stopped when it is back. */
        RESUME,
        /** Fail-stop: running and waiting jobs are lost with the host; each job's home resubmits it. */
        RESTART,
        /** As restart, but a job restarts from its last checkpoint (taken every interval, at a cost). */
        CHECKPOINT;

        /** The name as written in a configuration. */
        public String configName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** How a distribution of times between failures or of repair times is shaped; its mean is given apart. */
    public enum Law {
        /** Memoryless. */
        EXPONENTIAL,
        /** Weibull with a shape (below 1: failures cluster, as field studies of HPC and cloud clusters find). */
        WEIBULL,
        /** Lognormal with a sigma (repair times). */
        LOGNORMAL,
        /** Always the mean. */
        FIXED;

        public String configName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * An up/down process: up for a time drawn with mean {@code mtbf} from {@code uptime}, then down for a repair
     * time drawn with mean {@code mttr} from {@code repair}, again and again; up at first.
     *
     * @param uptimeShape the Weibull shape of the time between failures (1 unless {@code uptime} is Weibull)
     * @param repairSigma the lognormal sigma of the repair time (0 unless {@code repair} is lognormal)
     * @param hosts       which hosts (node indices) the process applies to, each on its own; empty: every host
     */
    public record Outages(double mtbf, Law uptime, double uptimeShape, double mttr, Law repair, double repairSigma,
                          List<Integer> hosts) implements Serializable {

        /** No failures. */
        public static final Outages NONE = new Outages(0, Law.EXPONENTIAL, 1, 0, Law.EXPONENTIAL, 0, List.of());

        public Outages {
            hosts = List.copyOf(hosts);
        }

        public boolean present() {
            return mtbf > 0;
        }

        /** Whether node {@code node} of a cluster has this process. */
        public boolean applies(int node) {
            return present() && (hosts.isEmpty() || hosts.contains(node));
        }

        /** The long-run fraction of time a host with this process is up: MTBF / (MTBF + MTTR). */
        public double availability() {
            return present() ? mtbf / (mtbf + mttr) : 1.0;
        }
    }

    /** Hosts that fail together (one power supply, one switch): the whole group goes down at once. */
    public record Group(String name, List<Integer> hosts, Outages outages) implements Serializable {

        public Group {
            hosts = List.copyOf(hosts);
        }
    }

    /**
     * One outage of the failure log: {@code host} is down from {@code downAt} to {@code upAt}, model seconds.
     *
     * @param detectionDelay how long after {@code downAt} the other nodes learn of the failure (the homes of the jobs
     *                       lost with it resubmit them then, a coordinator's failure detector reports it then), model
     *                       seconds; NaN where the log does not say: then it is {@link FailureSettings#probeTimeout},
     *                       as for every other failure
     */
    public record Outage(int host, double downAt, double upAt, double detectionDelay) implements Serializable {

        /** An outage whose detection is the probe timeout's. */
        public Outage(int host, double downAt, double upAt) {
            this(host, downAt, upAt, Double.NaN);
        }
    }

    /**
     * Checkpoints of running jobs: every {@code interval} of a job's work it writes a checkpoint to the file
     * server, which costs {@code cost} of CPU work; a lost job restarts from its last one.
     *
     * @param interval work between checkpoints; {@link Double#NaN} for {@code auto} (Young's √(2 · cost · MTBF))
     */
    public record Checkpoints(double interval, double cost) implements Serializable {

        /** Not configured. */
        public static final Checkpoints NONE = new Checkpoints(Double.NaN, 0);

        public boolean auto() {
            return Double.isNaN(interval);
        }
    }
}
