package loadshare.node.workload;

import java.util.random.RandomGenerator;
import loadshare.config.TraceSettings;
import loadshare.config.trace.Trace;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.protocol.Job;

/**
 * A trace's jobs as one run replays them, the source of truth for both runtimes: job i (in submit-time order) is
 * job id i, arrives at its home at its submit time x the pace factor, and needs its demand. Homes depend only on
 * the trace, the cluster's size and the experiment's root seed ({@code random} homes), never on the replication or
 * the policy, so every run of an experiment replays the very same jobs. Immutable; shared between threads.
 */
public final class TraceReplay {

    private final Trace trace;
    private final int[] homes;
    private final double factor;
    private final int jobs;

    private TraceReplay(Trace trace, int[] homes, double factor, int jobs) {
        this.trace = trace;
        this.homes = homes;
        this.factor = factor;
        this.jobs = jobs;
    }

    /**
     * The replay of {@code settings}' trace on {@code nodes} nodes at {@code load}.
     *
     * @param rootSeed the experiment's {@code run.seed} (random homes are drawn from it)
     * @param capacity the cluster's total capacity, sum of cpus x speed
     */
    public static TraceReplay of(TraceSettings settings, int nodes, long rootSeed, double load, double capacity) {
        double factor = settings.paced() ? settings.trace().paceFactor(settings.jobs(), capacity, load) : 1.0;
        return new TraceReplay(settings.trace(), homes(settings, nodes, rootSeed), factor, settings.jobs());
    }

    /** Every replayed job's home node. */
    static int[] homes(TraceSettings settings, int nodes, long rootSeed) {
        Trace trace = settings.trace();
        int[] homes = new int[settings.jobs()];
        RandomGenerator random = new RandomStreams(rootSeed).stream(0, StreamPurpose.ARRIVALS);
        for (int i = 0; i < homes.length; i++) {
            homes[i] = trace.node(i) >= 0 ? trace.node(i) : switch (settings.homes()) {
                case USER -> trace.user(i) % nodes;
                case ROUND_ROBIN -> i % nodes;
                case RANDOM -> random.nextInt(nodes);
            };
        }
        return homes;
    }

    /** Jobs replayed. */
    public int jobs() {
        return jobs;
    }

    /** Job {@code i}'s arrival, model seconds after the run starts. */
    public double arrival(int i) {
        return trace.submit(i) * factor;
    }

    public int home(int i) {
        return homes[i];
    }

    public double demand(int i) {
        return trace.demand(i);
    }

    /** The factor every submit time is multiplied by (1 at the trace's own pace). */
    public double factor() {
        return factor;
    }

    /** Job {@code i}, as it arrives. */
    public Job job(int i) {
        return new Job(i, homes[i], arrival(i), trace.demand(i), 0);
    }

    /** The demand below which a fraction {@code q} of the replayed jobs lie (nearest rank). */
    public double demandQuantile(double q) {
        return trace.demandQuantile(jobs, q);
    }

    /** Mean demand of the replayed jobs. */
    public double meanDemand() {
        return trace.totalDemand(jobs) / jobs;
    }

    /** Arrivals per model second, per node, over the replay's span (0 without span). */
    public double[] arrivalRates(int nodes) {
        double[] rates = new double[nodes];
        double span = arrival(jobs - 1);
        for (int i = 0; i < jobs; i++) {
            rates[homes[i]]++;
        }
        for (int i = 0; i < nodes; i++) {
            rates[i] = span > 0 ? rates[i] / span : 0;
        }
        return rates;
    }
}
