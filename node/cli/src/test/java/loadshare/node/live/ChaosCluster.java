package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import loadshare.node.testing.LogCapture;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * A five-JVM cluster for chaos tests ({@code loadshare cluster}'s launcher: node 0 in this JVM, nodes 1-4 forked),
 * running sender-threshold at load 0.8, and what a test does to it: SIGKILL, signals, and on failure a transcript
 * that says what decided the membership on every node. The chaos cases are split over two test classes so that
 * failsafe's two forks can run them at the same time.
 */
abstract class ChaosCluster {

    static final int NODES = 5;

    /** Every node's log; kept when a case fails, to find out why. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path logs;

    /** Unreachable members, downed nodes, quarantined associations: expected here, kept off the console. */
    @RegisterExtension
    final LogCapture captured = new LogCapture();

    final List<String> console = new CopyOnWriteArrayList<>();

    /** What the test does to the children (nodes 1..4, in that order) once the run is under way. */
    interface Chaos {
        void on(List<Process> children) throws Exception;
    }

    LiveMeasurement runWith(Chaos chaos) throws Exception {
        LiveRun run = LiveClusterFixture.run(NODES, "sender-threshold", 0.8, 600, 0.02);
        List<String> childArgs = List.of("--experiment", "quickstart", "--policy", "sender-threshold", "--load",
                "0.8", "--duration", "600", "--warmup", "60", "--time-scale", "0.02");
        try (Launcher launcher = new Launcher(logs);
             LiveNode first = LocalCluster.start(run, childArgs, false, launcher, Duration.ofSeconds(90), console::add)) {
            List<Process> children = launcher.children();
            assertEquals(NODES - 1, children.size());
            assertTrue(LiveClusterFixture.awaitModelTime(console, 100, Duration.ofSeconds(120)), this::transcript);
            chaos.on(children);
            LiveMeasurement m = first.result().get(180, TimeUnit.SECONDS);
            launcher.awaitOrDestroy(Duration.ofSeconds(15));
            return m;
        }
    }

    static void kill(Process child) throws InterruptedException {
        child.destroyForcibly();                            // SIGKILL
        assertTrue(child.waitFor(10, TimeUnit.SECONDS));
    }

    static void signal(String signal, Process child) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(child.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
    }

    /**
     * The first node's console, then what decided the cluster's membership on every node: the resolver's decisions
     * and the quarantines (from node 0's log capture and the children's log files, which are kept on failure).
     */
    String transcript() {
        StringBuilder text = new StringBuilder(String.join("\n", console));
        text.append("\n-- node 0 --\n");
        captured.lines(Level.WARN).stream().filter(ChaosCluster::decisive).forEach(l -> text.append(l).append('\n'));
        try (var files = Files.list(logs)) {
            for (Path log : files.sorted().toList()) {
                text.append("-- ").append(log.getFileName()).append(" --\n");
                Files.readAllLines(log).stream().filter(ChaosCluster::decisive)
                        .forEach(l -> text.append(l).append('\n'));
            }
        } catch (IOException e) {
            text.append("(children's logs unreadable: ").append(e.getMessage()).append(")\n");
        }
        return text.append("(every child's whole log is kept in ").append(logs).append(")").toString();
    }

    private static boolean decisive(String line) {
        return line.contains("SBR took decision") || line.contains("quarantined") || line.contains("Quarantine");
    }
}
