package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
 * Real JVMs, forked by {@code loadshare cluster}'s launcher, with the central queue; node 0 — where the results
 * collector and the central queue's dispatcher run — is killed with SIGKILL mid-run. Both move to the oldest
 * survivor, the jobs the dead node held are resubmitted by their homes, the survivors finish the run, and the results
 * the launcher collects are those of the node that took the collector over.
 */
class LiveForkedClusterIT {

    @TempDir
    Path dir;

    @Test
    @Timeout(330)
    void nodeZeroKilledWithSigkillMidRun_aSurvivorFinishesTheRun_noJobLostOrRunTwice_andNoNodeProcessRemains()
            throws Exception {
        // node 0 is ten times slower: at load 0.9 the central queue keeps its three CPUs busy with other homes' jobs
        List<String> sets = List.of("hosts.cpus=3", "hosts.speeds=[0.1,1.0,1.0]");
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
            Process node0 = nodes.get(0);
            assertTrue(node0.isAlive(), "node 0 is running before the kill: " + console);
            node0.destroyForcibly();    // SIGKILL
            assertTrue(node0.waitFor(10, TimeUnit.SECONDS));
            LocalCluster.Outcome outcome = cluster.await(Duration.ofSeconds(150), Duration.ofSeconds(15));
            assertTrue(outcome.written(), String.join("\n", console));
            assertEquals(0, outcome.exitStatus(), String.join("\n", console));
            cluster.collect(outcome, dir);
            m = LiveSummary.of(dir);
        }
        assertEquals(List.of(0), m.nodesGone(), String.join("\n", console));
        assertTrue(m.drained(), String.join("\n", console));
        assertEquals(0, m.lost(), m.toString());
        assertEquals(0, m.duplicates(), m.toString());
        assertTrue(m.balances(), m.toString());
        System.out.println("after the kill: " + m);
        assertTrue(m.resubmitted() > 0, m.toString());
        int collector = m.collector();
        assertNotEquals(0, collector, m.toString());
        assertEquals(0, m.live().get("collector").get("handOvers").get(0).get("from").asInt(), m.toString());
        assertTrue(console.stream().anyMatch(l -> l.startsWith("collector taken up on node " + collector)),
                String.join("\n", console));
        // the collector's node's failure detector saw node 0 go
        assertTrue(Files.readString(dir.resolve("logs").resolve("child-" + collector + ".log")).contains("as UNREACHABLE"));
        for (Process node : nodes) {
            assertFalse(node.isAlive(), "node JVM " + node.pid() + " still running");
            assertFalse(ProcessHandle.of(node.pid()).map(ProcessHandle::isAlive).orElse(false));
        }
        assertFalse(Files.exists(dir.resolve(".nodes")), "the nodes' own result folders are removed");
    }
}
