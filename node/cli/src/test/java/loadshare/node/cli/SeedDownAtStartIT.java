package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadshare node} JVMs over mutual TLS, given four seeds: node 0, node 1, one whose port nothing ever listens
 * on, and node 3 (node 2 is not a seed). With node 0, the first seed, down at start, the second seed founds the
 * cluster once node 0 has taken no connection for {@code --found-after} seconds; the others join it through the live
 * seeds (the dead one changes nothing, and node 3, a seed after it, does not found), and node 0, started once they
 * have, joins that cluster rather than founding its own: the run of four nodes completes, its results written by
 * one node, the oldest. (One run for both cases the issue names, node 0 down at start and a seed down throughout:
 * each forked cluster costs a minute of {@code mvn verify}.)
 */
class SeedDownAtStartIT {

    private static final String FOUNDING = "founding the cluster";

    @TempDir
    Path tmp;

    @Test
    @Timeout(600)   // a hang guard: beside a second build (load average 36) the case took more than 180 s
    void nodeZeroDownAtStart_andASeedDownThroughout_theSecondSeedFounds_theOthersAndLaterNodeZeroJoinIt()
            throws Exception {
        int[] ports = {ForkedNodes.freePort("127.0.0.1"), ForkedNodes.freePort("127.0.0.1"),
                ForkedNodes.freePort("127.0.0.1"), ForkedNodes.freePort("127.0.0.1")};
        String seeds = seedList(ports);     // the third seed's port: nothing ever listens there
        int[] portOf = {ports[0], ports[1], 0, ports[3]};
        RunCertificates certs = RunCertificates.create("seed-down");
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        try (Launcher launcher = new Launcher(logs)) {
            Map<Integer, Process> nodes = new TreeMap<>();
            Map<Integer, Path> logOf = new TreeMap<>();
            for (int i : List.of(1, 2, 3)) {      // node 0's port: nothing listens there yet
                nodes.put(i, launcher.start(node(i, portOf[i], seeds, 4, 5, certs)));
                logOf.put(i, launcher.logOf(logOf.size()));
            }
            for (int i : List.of(1, 2, 3)) {
                ForkedNodes.awaitLine(logOf.get(1), "node " + i + " joined", ForkedNodes.STARTING, logs);
            }
            assertTrue(Files.readString(logOf.get(1)).contains(FOUNDING + ": no seed before this node in --seeds (127.0.0.1:"
                    + ports[0] + ") took a connection for 5 s"), () -> ForkedNodes.logsOf(logs));
            nodes.put(0, launcher.start(node(0, ports[0], seeds, 4, 5, certs)));
            logOf.put(0, launcher.logOf(logOf.size()));
            JsonNode live = awaitOneWriter(nodes, 1, logs);
            assertEquals(List.of(1), founders(logOf), () -> ForkedNodes.logsOf(logs));
            // node 0 asked only the seeds that were up: the one down throughout could not hold it to a timeout
            assertTrue(Files.readString(logOf.get(0)).contains("seed 127.0.0.1:" + ports[2] + " takes no connection"),
                    () -> ForkedNodes.logsOf(logs));
            assertEquals("[]", live.get("nodesGone").toString(), live.toString());
        }
    }

    private static String seedList(int[] ports) {
        List<String> seeds = new ArrayList<>();
        for (int port : ports) {
            seeds.add("127.0.0.1:" + port);
        }
        return String.join(",", seeds);
    }

    /**
     * {@code loadshare node} as node {@code index} of {@code nodes}, on {@code port}, founding after {@code foundAfter}
     * seconds of silence if it is a later seed; a small quickstart run.
     */
    private List<String> node(int index, int port, String seeds, int nodes, int foundAfter, RunCertificates certs)
            throws Exception {
        Path tls = tmp.resolve("tls-" + index);
        certs.node("node-" + index).writeTo(tls);
        return List.of("node", "--host", "127.0.0.1", "--port", Integer.toString(port), "--seeds", seeds,
                "--index", Integer.toString(index), "--nodes", Integer.toString(nodes), "--tls", tls.toString(),
                "--run-id", "seed-down", "--found-after", Integer.toString(foundAfter), "--join-timeout", "60",
                "--out", tmp.resolve("out-" + index).toString(),
                "--experiment", "quickstart", "--load", "0.6", "--duration", "200", "--warmup", "20",
                "--time-scale", "0.05", "--drain-timeout", "60");
    }

    /**
     * Waits for every node to end with status 0 and checks that exactly {@code writer} wrote the results, as the
     * collector, with every job that arrived completed or unfinished and none lost; returns its {@code live} figures.
     */
    private JsonNode awaitOneWriter(Map<Integer, Process> nodes, int writer, Path logs) throws Exception {
        List<Integer> writers = new ArrayList<>();
        for (var node : nodes.entrySet()) {
            assertTrue(node.getValue().waitFor(200, TimeUnit.SECONDS), () -> "node " + node.getKey() + " did not end:\n"
                    + ForkedNodes.logsOf(logs));
            assertEquals(0, node.getValue().exitValue(), () -> "node " + node.getKey() + ":\n" + ForkedNodes.logsOf(logs));
            if (Files.isRegularFile(tmp.resolve("out-" + node.getKey()).resolve("summary.json"))) {
                writers.add(node.getKey());
            }
        }
        assertEquals(List.of(writer), writers, () -> ForkedNodes.logsOf(logs));
        JsonNode live = new ObjectMapper().readTree(tmp.resolve("out-" + writer).resolve("summary.json").toFile())
                .get("live");
        String all = live.toString();
        assertFalse(live.has("interrupted"), all);
        assertEquals(0, live.get("jobsLost").asLong(), all);
        assertEquals(0, live.get("duplicateCompletions").asLong(), all);
        assertEquals(live.get("jobsArrived").asLong(), live.get("jobsCompleted").asLong()
                + live.get("jobsUnfinished").asLong(), all);
        assertTrue(live.get("jobsCompleted").asLong() > 100, all);
        assertEquals(writer, live.get("collector").get("node").asInt(), all);
        return live;
    }

    /** The nodes whose log says they founded the cluster themselves. */
    private static List<Integer> founders(Map<Integer, Path> logOf) throws Exception {
        List<Integer> founders = new ArrayList<>();
        for (var log : logOf.entrySet()) {
            if (Files.readString(log.getValue()).contains(FOUNDING)) {
                founders.add(log.getKey());
            }
        }
        return founders;
    }
}
