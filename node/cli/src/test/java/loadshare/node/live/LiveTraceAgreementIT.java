package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.TraceReplays;
import loadshare.node.sim.SimulatedCluster;
import loadshare.node.workload.TraceReplay;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A trace replayed live: three actor systems, each node submitting its own jobs of a bursty, skewed CSV trace at
 * their scaled times, agree with the simulated twin (with the message latency the live cluster measured) on the
 * mean response time within 15%, at a time scale where the live run takes well under 60 s. One policy that moves
 * trace jobs between nodes: that the replay submits exactly the trace's jobs is proved exactly in the simulator
 * ({@code TraceReplayExactTest}), and both runtimes take them from one source ({@code HomeArrivals}); a {@code none}
 * case here (7.392 live against 7.392 simulated) cost 27 s of every build.
 */
@Tag("timing")   // compares live timing with a number: run alone (failsafe's "timing" pass)
class LiveTraceAgreementIT {

    /** One model second = 30 ms, as in {@link LiveAgreementIT}; the trace spans about 500 model seconds. */
    private static final double TIME_SCALE = 0.03;
    private static final int JOBS = 900;

    @TempDir
    Path dir;

    @Test
    @Timeout(90)
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
        LiveRun run = new LiveRun(settings, policy, 0.7, lastArrival + 1, 0, TIME_SCALE);
        LiveMeasurement live;
        double oneWayLatency;
        long started = System.nanoTime();
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            live = cluster.result.get(60, TimeUnit.SECONDS);
            oneWayLatency = measuredOneWayLatency(cluster) / TIME_SCALE;
        }
        double wall = (System.nanoTime() - started) / 1e9;
        assertEquals(0, live.accounting().lost());
        assertEquals(JOBS, live.run().jobs(), "every replayed job measured once");

        ExperimentSettings simulated = ExperimentLoader.load(file.toString(),
                List.of(sets.get(0), "network.latency=" + oneWayLatency));
        RunMeasurement sim = new SimulatedCluster(RunSetup.model(simulated, policy, 0.7,
                RunSetup.seed(simulated, 0))).run(0, simulated.run().jobs(), done -> { });

        double error = Math.abs(live.run().meanResponseTime() - sim.meanResponseTime()) / sim.meanResponseTime();
        System.out.printf("live trace %s: live %.3f (%d jobs, %.0f s wall), simulated %.3f (%d jobs), latency %.4f%n",
                policyName, live.run().meanResponseTime(), live.run().jobs(), wall, sim.meanResponseTime(), sim.jobs(),
                oneWayLatency);
        assertTrue(error <= 0.15, String.format("live %.3f vs simulated %.3f: %.1f%% apart",
                live.run().meanResponseTime(), sim.meanResponseTime(), 100 * error));
    }

    /** Half the median probe round trip between node 0 and node 1, in wall seconds. */
    private static double measuredOneWayLatency(LiveClusterFixture cluster) throws Exception {
        cluster.kits.get(1).spawn(BenchEcho.create(), "echo");
        CompletableFuture<BenchDriver.Figures> figures = new CompletableFuture<>();
        cluster.kits.get(0).spawn(BenchDriver.create(200, 500, BenchEcho.ACK_EVERY, 500, figures), "probe");
        return figures.get(30, TimeUnit.SECONDS).p50Micros() / 2 / 1e6;
    }
}
