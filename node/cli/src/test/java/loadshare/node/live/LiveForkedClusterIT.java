package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real JVMs, forked by {@code loadshare cluster}'s launcher; one is killed with SIGKILL mid-run; the others finish the
 * run, and the results are those of the node that collected them.
 */
class LiveForkedClusterIT {

    @TempDir
    Path dir;

    @Test
    @Timeout(210)
    void childKilledWithSigkillMidRun_runCompletes_noJobLost_andNoChildProcessRemains() throws Exception {
        // node 2 is ten times slower: at load 0.9 the central queue keeps its three CPUs busy with other homes' jobs
        List<String> sets = List.of("hosts.cpus=3", "hosts.speeds=[1.0,1.0,0.1]");
        LiveRun run = LiveClusterFixture.run(3, "central-queue", 0.9, 300, 0.02, sets.toArray(String[]::new));
        List<String> args = List.of("--experiment", "quickstart", "--policy", "central-queue", "--load", "0.9",
                "--duration", "300", "--warmup", "30", "--time-scale", "0.02", "--drain-timeout", "60",
                "--set", sets.get(0), "--set", sets.get(1));
        List<String> console = new CopyOnWriteArrayList<>();
        List<Process> nodes;
        LiveSummary m;
        try (LocalCluster cluster = LocalCluster.start(run, args, List.of(), false, dir, console::add)) {
            nodes = cluster.nodes();
            assertEquals(3, nodes.size());
            assertTrue(LiveClusterFixture.awaitModelTime(console, 100, Duration.ofSeconds(120)), String.join("\n", console));
            Process node2 = nodes.get(2);
            assertTrue(node2.isAlive(), "node 2 is running before the kill: " + console);
            node2.destroyForcibly();    // SIGKILL
            assertTrue(node2.waitFor(10, TimeUnit.SECONDS));
            LocalCluster.Outcome outcome = cluster.await(Duration.ofSeconds(90), Duration.ofSeconds(15));
            assertEquals(0, outcome.node(), "node 0 collected the figures: " + console);
            assertEquals(0, outcome.exitStatus());
            cluster.collect(outcome, dir);
            m = LiveSummary.of(dir);
        }
        assertEquals(List.of(2), m.nodesGone(), String.join("\n", console));
        assertTrue(m.drained(), String.join("\n", console));
        assertEquals(0, m.lost(), m.toString());
        System.out.println("after the kill: " + m);
        assertTrue(m.resubmitted() > 0, m.toString());
        // node 0's failure detector saw node 2 go
        assertTrue(Files.readString(dir.resolve("logs").resolve("child-0.log")).contains("as UNREACHABLE"));
        for (Process node : nodes) {
            assertFalse(node.isAlive(), "node JVM " + node.pid() + " still running");
            assertFalse(ProcessHandle.of(node.pid()).map(ProcessHandle::isAlive).orElse(false));
        }
        assertFalse(Files.exists(dir.resolve(".nodes")), "the nodes' own result folders are removed");
    }
}
