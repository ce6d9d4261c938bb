package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * A five-JVM cluster for chaos tests ({@code loadshare cluster}'s: every node a child JVM of this one), running
 * sender-threshold at load 0.8, and what a test does to it: SIGKILL, signals, and on failure a transcript that says
 * what decided the membership on every node. The chaos cases are split over two test classes so that failsafe's two
 * forks can run them at the same time.
 */
abstract class ChaosCluster {

    static final int NODES = 5;

    /** The run's folder: every node's log ({@code logs/child-<i>.log}), kept when a case fails, to find out why. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path dir;

    final List<String> console = new CopyOnWriteArrayList<>();
    /** Which node wrote the results of the last run, and when. */
    LocalCluster.Outcome outcome;

    /** What the test does to the nodes (by index) once the run is under way. */
    interface Chaos {
        void on(List<Process> nodes) throws Exception;
    }

    /** Runs the cluster, does {@code chaos} to it once node 0's collector has passed t = 100; returns the figures. */
    LiveSummary runWith(Chaos chaos) throws Exception {
        return runWith(NODES, chaos);
    }

    /** As {@link #runWith(Chaos)}, with {@code nodes} nodes. */
    LiveSummary runWith(int nodes, Chaos chaos) throws Exception {
        LiveRun run = LiveClusterFixture.run(nodes, "sender-threshold", 0.8, 600, 0.02);
        List<String> args = List.of("--experiment", "quickstart", "--policy", "sender-threshold", "--load",
                "0.8", "--duration", "600", "--warmup", "60", "--time-scale", "0.02", "--drain-timeout", "90");
        try (LocalCluster cluster = LocalCluster.start(run, args, List.of(), false, dir, console::add)) {
            // a liveness bound, not a measure: the JVMs start and shake hands slowly on a busy machine
            assertTrue(LiveClusterFixture.awaitModelTime(console, 100, Duration.ofSeconds(240)), this::transcript);
            chaos.on(cluster.nodes());
            outcome = cluster.await(Duration.ofSeconds(180), Duration.ofSeconds(15));
            assertTrue(outcome.written(), this::transcript);
            cluster.collect(outcome, dir);
            return LiveSummary.of(dir);
        }
    }

    /** Waits until the collector's console has said {@code line}; false on timeout. */
    boolean awaitConsole(String line, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (console.contains(line)) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    static void kill(Process node) throws InterruptedException {
        node.destroyForcibly();                            // SIGKILL
        assertTrue(node.waitFor(10, TimeUnit.SECONDS));
    }

    static void signal(String signal, Process node) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(node.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
    }

    /** Node {@code index}'s log. */
    Path logOf(int index) {
        return dir.resolve("logs").resolve("child-" + index + ".log");
    }

    /**
     * The collector's console, then what decided the cluster's membership on every node: the resolver's decisions
     * and the quarantines (from the nodes' log files, which are kept on failure).
     */
    String transcript() {
        StringBuilder text = new StringBuilder(String.join("\n", console)).append('\n');
        try (var files = Files.list(dir.resolve("logs"))) {
            for (Path log : files.sorted().toList()) {
                text.append("-- ").append(log.getFileName()).append(" --\n");
                Files.readAllLines(log).stream().filter(ChaosCluster::decisive)
                        .forEach(l -> text.append(l).append('\n'));
            }
        } catch (IOException e) {
            text.append("(the nodes' logs unreadable: ").append(e.getMessage()).append(")\n");
        }
        return text.append("(every node's whole log is kept in ").append(dir.resolve("logs")).append(")").toString();
    }

    private static boolean decisive(String line) {
        return line.contains("SBR took decision") || line.contains("quarantined") || line.contains("Quarantine");
    }
}
