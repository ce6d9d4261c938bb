package loadshare.node.workload;

import java.util.random.RandomGenerator;
import loadshare.config.ArrivalSettings;
import loadshare.hardware.random.Distribution;
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

    private final ArrivalProcess[] processes;
    private final Distribution service;
    private final RandomGenerator[] arrivalStreams;
    private final RandomGenerator[] serviceStreams;

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
        this.processes = new ArrivalProcess[n];
        this.service = service;
        this.arrivalStreams = new RandomGenerator[n];
        this.serviceStreams = new RandomGenerator[n];
        for (int i = 0; i < n; i++) {
            arrivalStreams[i] = streams.stream(i, StreamPurpose.ARRIVALS);
            serviceStreams[i] = streams.stream(i, StreamPurpose.SERVICE);
            processes[i] = ArrivalProcess.of(arrivals, arrivalRates[i]);
        }
    }

    /** Model seconds from one arrival at {@code node} to the next (from time 0 to the first). */
    public double nextGap(int node) {
        return processes[node].nextGap(arrivalStreams[node]);
    }

    /** A new job {@code id} arriving at its home {@code node} at model time {@code now}, with its demand drawn. */
    public Job newJob(long id, int node, double now) {
        return new Job(id, node, now, service.sample(serviceStreams[node]), 0);
    }

    public int nodes() {
        return processes.length;
    }
}
