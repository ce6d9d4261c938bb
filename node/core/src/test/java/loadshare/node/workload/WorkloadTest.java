package loadshare.node.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.random.RandomGenerator;
import loadshare.config.ArrivalSettings;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Exponential;
import loadshare.hardware.random.Hyperexponential;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import org.junit.jupiter.api.Test;

/**
 * The workload keeps Poisson arrivals and exponential demands as seeds in one array and any other process or
 * distribution as objects per node: either way, every node's gaps and demands are those of its own streams, drawn in
 * whatever order the nodes ask.
 */
class WorkloadTest {

    private static final double[] RATES = {0.9, 0.5, 0.0, 1.7};

    /** Draws 20,000 gaps and jobs from nodes in a random order and compares each with the node's streams. */
    private static void drawsAreEachNodesOwn(ArrivalSettings arrivals, Distribution service) {
        RandomStreams streams = new RandomStreams(11);
        Workload workload = new Workload(RATES, arrivals, service, streams);
        int n = RATES.length;
        ArrivalProcess[] processes = new ArrivalProcess[n];
        RandomGenerator[] arrivalStreams = new RandomGenerator[n];
        RandomGenerator[] serviceStreams = new RandomGenerator[n];
        for (int i = 0; i < n; i++) {
            processes[i] = ArrivalProcess.of(arrivals, RATES[i]);
            arrivalStreams[i] = streams.stream(i, StreamPurpose.ARRIVALS);
            serviceStreams[i] = streams.stream(i, StreamPurpose.SERVICE);
        }
        RandomGenerator order = new java.util.SplittableRandom(5);
        for (int k = 0; k < 20_000; k++) {
            int node = order.nextInt(n);
            if (order.nextBoolean()) {
                assertEquals(processes[node].nextGap(arrivalStreams[node]), workload.nextGap(node), "gap " + k);
            } else {
                assertEquals(service.sample(serviceStreams[node]), workload.newJob(k, node, 1.0).demand(), "job " + k);
            }
        }
        assertEquals(n, workload.nodes());
    }

    @Test
    void poissonArrivalsAndExponentialDemandsKeptAsSeedsAreTheStreamsDraws() {
        drawsAreEachNodesOwn(ArrivalSettings.POISSON, new Exponential(1.0));
    }

    @Test
    void otherProcessesAndDistributionsKeptAsObjectsAreTheStreamsDraws() {
        ArrivalSettings mmpp = new ArrivalSettings(ArrivalSettings.Process.MMPP, 8, 4, 36, 2.5, 50, 0.9);
        Hyperexponential h2 = new Hyperexponential(1.0, 2.0);
        drawsAreEachNodesOwn(mmpp, h2);
        drawsAreEachNodesOwn(ArrivalSettings.POISSON, h2);
        drawsAreEachNodesOwn(mmpp, new Exponential(2.0));
    }
}
