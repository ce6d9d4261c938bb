package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.TraceReplays;
import loadshare.node.sim.SimulatedCluster;
import loadshare.node.workload.TraceReplay;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A trace replayed live: three actor systems, each node submitting its own jobs of a bursty, skewed CSV trace at
 * their scaled times, agree with the simulated twin on the mean response time within 15%, at a time scale where the
 * live run takes well under 60 s. The twin meets the live run's own lateness as the live run met it (each message as
 * late as the live messages sent at that model time were: {@link LiveMeasurement#twinLateness}), so a stall no
 * longer spreads over the whole twin. One policy that moves
 * trace jobs between nodes: that the replay submits exactly the trace's jobs is proved exactly in the simulator
 * ({@code TraceReplayExactTest}), and both runtimes take them from one source ({@code HomeArrivals}); a {@code none}
 * case here (7.392 live against 7.392 simulated) cost 27 s of every build. A run late by more than
 * {@link LiveAgreementIT#LATE} on average is run again slower, as there ({@link LiveClusterFixture#onTime}).
 */
class LiveTraceAgreementIT {

    /** One model second = 30 ms, as in {@link LiveAgreementIT}; the trace spans about 500 model seconds. */
    private static final double TIME_SCALE = 0.03;
    private static final int JOBS = 900;

    @TempDir
    Path dir;

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void senderThreshold_replayingATrace_liveMeanResponseWithin15PercentOfSimulated() throws Exception {
        agree("sender-threshold");
    }

    /** Bursts of jobs every few seconds, 45% of them at node 0, demands 0.1 to 3 model seconds. */
    private Path experiment() throws Exception {
        StringBuilder csv = new StringBuilder("submit,node,demand\n");
        long state = 7;
        double t = 0;
        for (int i = 0; i < JOBS; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            int r = (int) (state >>> 33);
            t += (r % 10 < 6) ? 0 : (r >>> 4) % 3 + 1;       // 60% in the same second as the previous job
            int node = r % 100 < 45 ? 0 : r % 100 < 75 ? 1 : 2;
            double demand = 0.1 + ((r >>> 8) % 30) / 10.0;
            csv.append(t).append(',').append(node).append(',').append(demand).append('\n');
        }
        Files.writeString(dir.resolve("trace.csv"), csv);
        return Files.writeString(dir.resolve("e.conf"), "loadshare.experiment {\n nodes = 3\n"
                + " workload { trace { file = trace.csv, format = csv }, loads = [0.7] }\n"
                + " run.replications = 1\n}\n");
    }

    private void agree(String policyName) throws Exception {
        Path file = experiment();
        List<String> sets = List.of("policies=[{name=" + policyName + "}]");
        ExperimentSettings settings = ExperimentLoader.load(file.toString(), sets);
        ResolvedPolicy policy = PolicyRegistry.standard().resolve(settings.policies().get(0));
        TraceReplay replay = TraceReplays.replay(settings, 0.7);
        double lastArrival = replay.arrival(replay.jobs() - 1);
        long started = System.nanoTime();
        LiveClusterFixture.Timed timed = LiveClusterFixture.onTime(TIME_SCALE, LiveAgreementIT.LATE,
                LiveAgreementIT.SLOWEST, scale -> {
                    try (LiveClusterFixture cluster = new LiveClusterFixture(
                            new LiveRun(settings, policy, 0.7, lastArrival + 1, 0, scale)).start()) {
                        return cluster.awaitResult();
                    }
                }, (scale, m) -> String.format("live %.3f (%d jobs)", m.run().meanResponseTime(), m.run().jobs()));
        LiveMeasurement live = timed.measurement();
        double wall = (System.nanoTime() - started) / 1e9;
        assertEquals(0, live.accounting().lost());
        assertEquals(JOBS, live.run().jobs(), "every replayed job measured once");

        // the twin: the same trace, each message as late as the live run's messages to the same side were when
        // they were sent; the twin of the mean delay as network.latency is printed beside it, for comparison
        RunMeasurement sim = new SimulatedCluster(RunSetup.model(settings, policy, 0.7, RunSetup.seed(settings, 0)))
                .twinOf(live.twinLateness(settings.nodes())).run(0, settings.run().jobs(), done -> { });
        ExperimentSettings mean = ExperimentLoader.load(file.toString(), List.of(sets.get(0),
                "network.latency=" + (Double.isNaN(live.meanMessageDelay()) ? 0 : live.meanMessageDelay())));
        double meanDelayTwin = new SimulatedCluster(RunSetup.model(mean, policy, 0.7, RunSetup.seed(mean, 0)))
                .run(0, mean.run().jobs(), done -> { }).meanResponseTime();

        double error = Math.abs(live.run().meanResponseTime() - sim.meanResponseTime()) / sim.meanResponseTime();
        System.out.printf("live trace %s: live %.3f (%d jobs, %.0f s wall), twin %.3f (%d jobs), mean-delay twin "
                        + "%.3f, mean delay %.4f model s%n", policyName, live.run().meanResponseTime(),
                live.run().jobs(), wall, sim.meanResponseTime(), sim.jobs(), meanDelayTwin, live.meanMessageDelay());
        assertTrue(error <= 0.15, String.format("live %.3f vs twin %.3f: %.1f%% apart; tries: %s",
                live.run().meanResponseTime(), sim.meanResponseTime(), 100 * error, timed.tries()));
    }
}
