package loadshare.node.workload;

import java.util.random.RandomGenerator;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.protocol.Job;

/**
 * The jobs of a run, one source of truth for both runtimes: node i has Poisson arrivals at rate
 * {@code arrivalRates[i]} drawn from its own {@link StreamPurpose#ARRIVALS} stream, and service demands from
 * the service distribution and its own {@link StreamPurpose#SERVICE} stream. Arrivals and demands do not
 * depend on the policy, so every policy (and every runtime) of one seed sees the same jobs.
 *
 * <p>Not thread-safe per node: each node's draws must come from one thread at a time (in the live runtime
 * each node only draws its own).
 */
public final class Workload {

    private final double[] arrivalRates;
    private final Distribution service;
    private final RandomGenerator[] arrivalStreams;
    private final RandomGenerator[] serviceStreams;

    /**
     * @param arrivalRates Poisson arrival rate of each node, jobs per model second
     * @param service      the service-demand distribution
     * @param streams      the run's random streams
     */
    public Workload(double[] arrivalRates, Distribution service, RandomStreams streams) {
        int n = arrivalRates.length;
        this.arrivalRates = arrivalRates.clone();
        this.service = service;
        this.arrivalStreams = new RandomGenerator[n];
        this.serviceStreams = new RandomGenerator[n];
        for (int i = 0; i < n; i++) {
            arrivalStreams[i] = streams.stream(i, StreamPurpose.ARRIVALS);
            serviceStreams[i] = streams.stream(i, StreamPurpose.SERVICE);
        }
    }

    /** Model seconds from one arrival at {@code node} to the next (exponential). */
    public double nextGap(int node) {
        return -Math.log(1.0 - arrivalStreams[node].nextDouble()) / arrivalRates[node];
    }

    /** A new job {@code id} arriving at its home {@code node} at model time {@code now}, with its demand drawn. */
    public Job newJob(long id, int node, double now) {
        return new Job(id, node, now, service.sample(serviceStreams[node]), 0);
    }

    public int nodes() {
        return arrivalRates.length;
    }
}
