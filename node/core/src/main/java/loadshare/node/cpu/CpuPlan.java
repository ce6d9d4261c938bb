package loadshare.node.cpu;

import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.config.CpuSchedulingSettings.UserClass;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.ThreadSettings;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.protocol.Job;

/**
 * What one node's time-shared CPU scheduler is built from: the settings, the user classes with their tickets,
 * the node's {@link StreamPurpose#CPU} stream, and the run's streams to draw each job's class from its own
 * {@link StreamPurpose#USERS} stream (so a job has the same class wherever it runs and whichever policy moves it).
 */
public final class CpuPlan {

    private final CpuSchedulingSettings settings;
    private final RandomStreams streams;
    private final RandomGenerator random;
    private final int[] tickets;
    private final double[] cumulativeShares;
    private final CpuLedger ledger;

    private CpuPlan(CpuSchedulingSettings settings, long seed, int node) {
        this.settings = settings;
        this.streams = new RandomStreams(seed);
        this.random = streams.stream(node, StreamPurpose.CPU);
        List<UserClass> users = settings.users();
        int k = Math.max(1, users.size());
        this.tickets = new int[k];
        this.cumulativeShares = new double[k];
        double sum = 0;
        for (int c = 0; c < k; c++) {
            tickets[c] = users.isEmpty() ? 1 : users.get(c).tickets();
            sum += users.isEmpty() ? 1 : users.get(c).shareOfArrivals();
            cumulativeShares[c] = sum;
        }
        this.ledger = new CpuLedger(users.isEmpty() ? List.of("all") : users.stream().map(UserClass::name).toList(),
                tickets, settings.shareWindow());
        this.ledger.threads(settings.threads().threads());
    }

    /** The plan of node {@code node} in a run of seed {@code seed}, or null where hosts schedule as always. */
    public static CpuPlan of(CpuSchedulingSettings settings, long seed, int node) {
        return settings == null || settings.isDefault() ? null : new CpuPlan(settings, seed, node);
    }

    public CpuSchedulingSettings settings() {
        return settings;
    }

    /** The node's stream for the scheduler's own choices. */
    public RandomGenerator random() {
        return random;
    }

    /** Tickets of each class (one class with one ticket without users). */
    public int[] tickets() {
        return tickets.clone();
    }

    public int classes() {
        return tickets.length;
    }

    /** The user class of {@code job}: drawn by share of arrivals from the job's own stream. */
    public int classOf(Job job) {
        if (tickets.length == 1) {
            return 0;
        }
        double u = streams.jobStream(job.id(), 0, StreamPurpose.USERS).nextDouble() * cumulativeShares[tickets.length - 1];
        for (int c = 0; c < tickets.length - 1; c++) {
            if (u < cumulativeShares[c]) {
                return c;
            }
        }
        return tickets.length - 1;
    }

    /** What the node's scheduler counts. */
    public CpuLedger ledger() {
        return ledger;
    }

    /** {@code job} as the threads of a parallel application (workload.threads > 1). */
    ParallelJob parallel(Job job) {
        ThreadSettings t = settings.threads();
        return new ParallelJob(job, classOf(job), t.threads(), t.criticalSection(), t.criticalSections());
    }

    /** A run queue sharing by the settings' rule. */
    ShareQueue newQueue() {
        return ShareQueue.of(settings.share(), tickets, settings.quantum(), settings.cfs(), random);
    }
}
