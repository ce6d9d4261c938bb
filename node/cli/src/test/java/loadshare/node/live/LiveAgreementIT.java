package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.sim.SimulatedCluster;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Sim and live agree: the bundled {@code live-agreement} experiment run live (three actor systems) and simulated
 * (with the mean delay, in model time, of the messages the live run's nodes received) give mean response times within
 * 15% of each other; and so they do on two racks, whose distances the live run plays out message by message (the
 * twin's distances lengthened by what the live messages took beyond them).
 */
@Tag("timing")   // compares live timing with a number: run alone (failsafe's "timing" pass)
class LiveAgreementIT {

    private static final double DURATION = 600;
    /**
     * One model second = 30 ms: Akka's timers fire a few ms late on a busy 2-core machine, which at 20 ms per model
     * second put sender-threshold 7 to 15% off the simulation from run to run.
     */
    private static final double TIME_SCALE = 0.03;

    @Test
    @Timeout(90)
    void none_atLoad07_onThreeNodes_liveMeanResponseWithin15PercentOfSimulated() throws Exception {
        agree(0);
    }

    @Test
    @Timeout(90)
    void senderThreshold_atLoad07_onThreeNodes_liveMeanResponseWithin15PercentOfSimulated() throws Exception {
        agree(1);
    }

    /**
     * Two racks: nodes 0 and 1 in one, 0.05 model s apart; node 2 in the other, 0.05 + 2 x 0.25 = 0.55 away from
     * both. A probe and a transfer between racks take half a mean service time.
     */
    @Test
    @Timeout(90)
    void senderThreshold_onTwoRacks_liveMeanResponseWithin15PercentOfSimulated() throws Exception {
        agree(1, RACKS_LATENCY, List.of("network.topology=racks", "network.racks.hosts-per-rack=2",
                "network.racks.uplink-latency=0.25"));
    }

    private static final double RACKS_LATENCY = 0.05;

    private static void agree(int index) throws Exception {
        agree(index, Double.NaN, List.of());
    }

    /**
     * Runs the experiment's policy number {@code index} live and simulated with {@code network} set, and compares the
     * means. On a flat network ({@code rackLatency} NaN) the twin's latency is the live messages' mean delay; on racks
     * its within-rack latency is {@code rackLatency} plus what the live messages took beyond their distances.
     */
    private static void agree(int index, double rackLatency, List<String> network) throws Exception {
        boolean racks = !Double.isNaN(rackLatency);
        List<String> live0 = new java.util.ArrayList<>(network);
        if (racks) {
            live0.add("network.racks.latency=" + rackLatency);
        }
        ExperimentSettings settings = ExperimentLoader.load("live-agreement", live0);
        ResolvedPolicy policy = PolicyRegistry.standard().resolve(settings.policies().get(index));
        LiveRun run = new LiveRun(settings, policy, 0.7, DURATION, DURATION / 10, TIME_SCALE);
        LiveMeasurement live;
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            live = cluster.result.get(60, TimeUnit.SECONDS);
        }
        assertEquals(0, live.accounting().lost());
        // the twin's network is as slow in model time as the run's messages were: on a busy machine, every moment a
        // sender or a receiver waited for a CPU is message delay, which the run measured (not a separate echo)
        // (none: no message, no delay)
        double oneWayLatency = Double.isNaN(live.meanMessageDelay()) ? 0 : live.meanMessageDelay();
        List<String> twin = new java.util.ArrayList<>(network);
        if (racks) {
            oneWayLatency = rackLatency + (Double.isNaN(live.meanLateness()) ? 0 : live.meanLateness());
            twin.add("network.racks.latency=" + oneWayLatency);
        } else {
            twin.add("network.latency=" + oneWayLatency);
        }
        ExperimentSettings simulated = ExperimentLoader.load("live-agreement", twin);
        long warmupJobs = Math.round(live.run().flow().arrivalRate() * run.warmup());
        RunMeasurement sim = new SimulatedCluster(RunSetup.model(simulated, policy, 0.7,
                RunSetup.seed(simulated, 0))).run(warmupJobs, live.run().jobs(), done -> { });

        double error = Math.abs(live.run().meanResponseTime() - sim.meanResponseTime()) / sim.meanResponseTime();
        System.out.printf("live-agreement " + policy.label() + (racks ? " on racks" : "") + " 0.7: live %.3f (%d jobs), simulated %.3f (%d jobs), latency %.4f model s%n",
                live.run().meanResponseTime(), live.run().jobs(), sim.meanResponseTime(), sim.jobs(), oneWayLatency);
        assertTrue(error <= 0.15, String.format("live %.3f vs simulated %.3f (latency %.4f model s): %.1f%% apart",
                live.run().meanResponseTime(), sim.meanResponseTime(), oneWayLatency, 100 * error));
    }
}
