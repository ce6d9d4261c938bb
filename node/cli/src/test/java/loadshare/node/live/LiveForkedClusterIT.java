package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import loadshare.node.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Real JVMs, forked by the launcher {@code loadshare cluster} uses; one is killed with SIGKILL mid-run. */
class LiveForkedClusterIT {

    @TempDir
    Path logs;

    @RegisterExtension
    final LogCapture captured = new LogCapture();

    @Test
    @Timeout(120)
    void childKilledWithSigkillMidRun_runCompletes_noJobLost_andNoChildProcessRemains() throws Exception {
        // node 2 is ten times slower: at load 0.9 the central queue keeps its three CPUs busy with other homes' jobs
        List<String> sets = List.of("hosts.cpus=3", "hosts.speeds=[1.0,1.0,0.1]");
        LiveRun run = LiveClusterFixture.run(3, "central-queue", 0.9, 300, 0.02, sets.toArray(String[]::new));
        List<String> childArgs = List.of("--experiment", "quickstart", "--policy", "central-queue", "--load", "0.9",
                "--duration", "300", "--warmup", "30", "--time-scale", "0.02",
                "--set", sets.get(0), "--set", sets.get(1));
        List<String> console = new CopyOnWriteArrayList<>();
        List<Process> children;
        LiveMeasurement m;
        try (Launcher launcher = new Launcher(logs)) {
            children = launcher.children();
            try (LiveNode first = LocalCluster.start(run, childArgs, false, launcher, Duration.ofSeconds(60), console::add)) {
                children = launcher.children();
                assertEquals(2, children.size());
                assertTrue(LiveClusterFixture.awaitModelTime(console, 100, Duration.ofSeconds(60)), String.join("\n", console));
                Process node2 = children.get(1);
                assertTrue(node2.isAlive(), "node 2 is running before the kill: " + console);
                node2.destroyForcibly();    // SIGKILL
                assertTrue(node2.waitFor(10, TimeUnit.SECONDS));
                m = first.result().get(90, TimeUnit.SECONDS);
            }
            launcher.awaitOrDestroy(Duration.ofSeconds(15));
        }
        assertEquals(List.of(2), m.accounting().nodesGone(), String.join("\n", console));
        assertTrue(m.drained(), String.join("\n", console));
        assertEquals(0, m.accounting().lost(), m.toString());
        System.out.println("after the kill: " + m);
        assertTrue(m.accounting().resubmitted() > 0, m.toString());
        captured.assertLogged(Level.WARN, "as UNREACHABLE");     // node 0's failure detector saw node 2 go
        for (Process child : children) {
            assertFalse(child.isAlive(), "child " + child.pid() + " still running");
            assertFalse(ProcessHandle.of(child.pid()).map(ProcessHandle::isAlive).orElse(false));
        }
    }
}
