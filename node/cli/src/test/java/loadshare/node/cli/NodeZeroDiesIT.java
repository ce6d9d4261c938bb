package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.Launcher;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Timeout;

/**
 * Node 0 — the first seed, where the results collector and the coordinator start — is killed with SIGKILL in the
 * middle of a run of four {@code loadshare node} JVMs over mutual TLS. The collector and the coordinator are cluster
 * singletons: they start again on the oldest survivor, which takes the run up from what every node recorded, and the
 * workstations send the jobs they held for the coordinator to its new incarnation. The run must end there with its
 * results written in that node's {@code --out}: no job lost, none completed twice, the books balanced, and the
 * hand-over in {@code summary.json}.
 */
class NodeZeroDiesIT {

    private static final int NODES = 4;
    private static final Pattern STATUS_TIME = Pattern.compile("^t=\\s*([0-9.]+)", Pattern.MULTILINE);

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"central-queue", "condor", "dispatcher"})
    @Timeout(300)
    void nodeZeroKilledMidRun_theOldestSurvivorFinishesTheRun_noJobLostOrRunTwice(String policy) throws Exception {
        List<String> run = new ArrayList<>(List.of("--experiment", "quickstart", "--load", "0.6", "--duration", "500",
                "--warmup", "50", "--time-scale", "0.05", "--nodes", Integer.toString(NODES), "--run-id", "node-zero-dies",
                "--drain-timeout", "90"));
        run.addAll(policy.equals("dispatcher")
                ? List.of("--policy", "none", "--set", "workload.arrivals-at=dispatcher", "--set", "dispatch.policy=least-loaded")
                : List.of("--policy", policy));
        RunCertificates certs = RunCertificates.create("node-zero-dies");
        int[] ports = {freePort(), freePort()};
        String seeds = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1];
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        List<Process> nodes = new ArrayList<>();
        try (Launcher launcher = new Launcher(logs)) {
            for (int i = 0; i < NODES; i++) {
                Path tls = tmp.resolve("tls-" + i);
                certs.node("node-" + i).writeTo(tls);
                List<String> args = new ArrayList<>(List.of("node", "--host", "127.0.0.1",
                        "--port", Integer.toString(i < 2 ? ports[i] : 0), "--seeds", seeds,
                        "--index", Integer.toString(i), "--tls", tls.toString(), "--out", tmp.resolve("out-" + i).toString()));
                args.addAll(run);
                nodes.add(launcher.start(args));
                if (i == 0) {
                    awaitLine(launcher.logOf(0), "listening on", Duration.ofSeconds(90));
                }
            }
            awaitModelTime(launcher.logOf(0), 150, Duration.ofSeconds(120));
            nodes.get(0).destroyForcibly();         // SIGKILL: node 0, with the collector and the coordinator
            assertTrue(nodes.get(0).waitFor(10, TimeUnit.SECONDS));
            for (int i = 1; i < NODES; i++) {
                int node = i;
                assertTrue(nodes.get(i).waitFor(200, TimeUnit.SECONDS), () -> "node " + node + " did not end:\n"
                        + logsOf(logs));
            }
            List<Integer> writers = new ArrayList<>();
            for (int i = 1; i < NODES; i++) {
                if (Files.isRegularFile(tmp.resolve("out-" + i).resolve("summary.json"))) {
                    writers.add(i);
                }
            }
            assertEquals(1, writers.size(), () -> "one survivor writes the results, not " + writers + ":\n" + logsOf(logs));
            int writer = writers.get(0);
            assertEquals(0, nodes.get(writer).exitValue(), () -> logsOf(logs));
            JsonNode live = new ObjectMapper().readTree(tmp.resolve("out-" + writer).resolve("summary.json").toFile())
                    .get("live");
            String all = live.toString();
            assertFalse(live.has("interrupted"), all);
            assertEquals(0, live.get("jobsLost").asLong(), all);
            assertEquals(0, live.get("duplicateCompletions").asLong(), all);
            assertEquals(live.get("jobsArrived").asLong(), live.get("jobsCompleted").asLong()
                    + live.get("jobsLost").asLong() + live.get("jobsUnfinished").asLong(), all);
            assertTrue(live.get("jobsCompleted").asLong() > 500, all);
            assertEquals("[0]", live.get("nodesGone").toString(), all);
            JsonNode collector = live.get("collector");
            assertEquals(writer, collector.get("node").asInt(), all);
            assertEquals(1, collector.get("handOvers").size(), all);
            JsonNode handOver = collector.get("handOvers").get(0);
            assertEquals(0, handOver.get("from").asInt(), all);
            assertEquals(writer, handOver.get("to").asInt(), all);
            assertTrue(handOver.get("at").asDouble() > 150, all);
            assertTrue(handOver.get("absent").asDouble() > 0, all);
        }
    }

    private static void awaitLine(Path log, String text, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no '" + text + "' in " + log + " within " + timeout);
    }

    /** Waits until the collector's status lines in node 0's log show model time {@code t} passed. */
    private static void awaitModelTime(Path log, double t, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(log)) {
                Matcher m = STATUS_TIME.matcher(Files.readString(log));
                while (m.find()) {
                    if (Double.parseDouble(m.group(1)) >= t) {
                        return;
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("node 0's collector never reached t = " + t + ":\n" + Files.readString(log));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
            return socket.getLocalPort();
        }
    }

    private static String logsOf(Path logs) {
        StringBuilder all = new StringBuilder();
        try (var files = Files.list(logs)) {
            for (Path f : files.sorted().toList()) {
                all.append("--- ").append(f.getFileName()).append('\n').append(Files.readString(f));
            }
        } catch (IOException e) {
            all.append(e);
        }
        return all.toString();
    }
}
