package loadshare.node.workload;

import java.util.random.RandomGenerator;
import loadshare.config.ArrivalSettings;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Exponential;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.protocol.Job;

/**
 * The jobs of a run, one source of truth for both runtimes: node i has arrivals at mean rate {@code arrivalRates[i]}
 * (Poisson, or another {@link ArrivalProcess}) drawn from its own {@link StreamPurpose#ARRIVALS} stream, and service
 * demands from
 * the service distribution and its own {@link StreamPurpose#SERVICE} stream. Arrivals and demands do not
 * depend on the policy, so every policy (and every runtime) of one seed sees the same jobs.
 *
 * <p>Not thread-safe per node: each node's draws must come from one thread at a time (in the live runtime
 * each node only draws its own).
 */
public final class Workload {

    /**
     * Per node in {@link #seeds}: its arrival stream's state, its service stream's state and its Poisson rate's bits,
     * and a fourth long so that no node's three straddle two cache lines.
     */
    private static final int STRIDE = 4;

    private final int nodes;
    /** The nodes' arrival processes and streams, or null where arrivals are Poisson (then in {@link #seeds}). */
    private final ArrivalProcess[] processes;
    private final RandomGenerator[] arrivalStreams;
    private final Distribution service;
    /** The service distribution if it is exponential (its streams are then in {@link #seeds}), or null. */
    private final Exponential exponentialService;
    private final RandomGenerator[] serviceStreams;
    /**
     * The streams of Poisson arrivals and exponential demands, the commonest, as seeds ({@link RandomStreams#seed})
     * in one array: an arrival reads one cache line of it instead of three objects and three arrays of references —
     * on a cluster of 100,000 nodes each of those a cache miss (docs/performance.md). The draws are the streams' own.
     */
    private final long[] seeds;

    /** Poisson arrivals. */
    public Workload(double[] arrivalRates, Distribution service, RandomStreams streams) {
        this(arrivalRates, ArrivalSettings.POISSON, service, streams);
    }

    /**
     * @param arrivalRates mean arrival rate of each node, jobs per model second
     * @param arrivals     the arrival process
     * @param service      the service-demand distribution
     * @param streams      the run's random streams
     */
    public Workload(double[] arrivalRates, ArrivalSettings arrivals, Distribution service, RandomStreams streams) {
        int n = arrivalRates.length;
        this.nodes = n;
        this.service = service;
        this.exponentialService = service instanceof Exponential e ? e : null;
        boolean poisson = arrivals.process() == ArrivalSettings.Process.POISSON;
        this.processes = poisson ? null : new ArrivalProcess[n];
        this.arrivalStreams = poisson ? null : new RandomGenerator[n];
        this.serviceStreams = exponentialService != null ? null : new RandomGenerator[n];
        this.seeds = poisson || exponentialService != null ? new long[STRIDE * n] : null;
        for (int i = 0; i < n; i++) {
            if (poisson) {
                seeds[STRIDE * i] = streams.seed(i, StreamPurpose.ARRIVALS);
                seeds[STRIDE * i + 2] = Double.doubleToRawLongBits(arrivalRates[i]);
            } else {
                arrivalStreams[i] = streams.stream(i, StreamPurpose.ARRIVALS);
                processes[i] = ArrivalProcess.of(arrivals, arrivalRates[i]);
            }
            if (exponentialService != null) {
                seeds[STRIDE * i + 1] = streams.seed(i, StreamPurpose.SERVICE);
            } else {
                serviceStreams[i] = streams.stream(i, StreamPurpose.SERVICE);
            }
        }
    }

    /** Model seconds from one arrival at {@code node} to the next (from time 0 to the first). */
    public double nextGap(int node) {
        if (processes == null) {
            return ArrivalProcess.exponential(RandomStreams.nextDouble(seeds, STRIDE * node),
                    Double.longBitsToDouble(seeds[STRIDE * node + 2]));
        }
        return processes[node].nextGap(arrivalStreams[node]);
    }

    /** A new job {@code id} arriving at its home {@code node} at model time {@code now}, with its demand drawn. */
    public Job newJob(long id, int node, double now) {
        double demand = exponentialService != null
                ? exponentialService.ofUniform(RandomStreams.nextDouble(seeds, STRIDE * node + 1))
                : service.sample(serviceStreams[node]);
        return new Job(id, node, now, demand, 0);
    }

    public int nodes() {
        return nodes;
    }
}
