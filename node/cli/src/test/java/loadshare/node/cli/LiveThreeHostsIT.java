package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadshare.node.live.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three machines, as a user runs them: {@code loadshare certs init} makes a CA, {@code certs node} a TLS directory
 * per host, and {@code loadshare node} runs on 127.0.0.1, 127.0.0.2 and 127.0.0.3 (each its own loopback address,
 * its own JVM), over mutual TLS with one run id. Node 0 writes the results; the run must complete with every job
 * accounted for.
 */
class LiveThreeHostsIT {

    private static final List<String> RUN = List.of("--experiment", "quickstart", "--policy", "sender-threshold",
            "--load", "0.7", "--duration", "300", "--warmup", "30", "--time-scale", "0.02", "--nodes", "3",
            "--run-id", "three-hosts-it");

    @TempDir
    Path tmp;

    @Test
    @Timeout(240)
    void nodesOnThreeLoopbackAddresses_withCertificatesFromCertsCommand_completeTheRun() throws Exception {
        Path ca = tmp.resolve("ca");
        CliRunner init = CliRunner.run("certs", "init", ca.toString());
        assertEquals(0, init.status(), init.err());
        List<Path> tls = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Path dir = tmp.resolve("host-" + (i + 1));
            CliRunner node = CliRunner.run("certs", "node", "host-" + (i + 1), "--ca", ca.toString(),
                    "--out", dir.toString());
            assertEquals(0, node.status(), node.err());
            tls.add(dir);
        }
        int port = ForkedNodes.freePort("127.0.0.1");
        String seed = "127.0.0.1:" + port;
        Path out = tmp.resolve("results");
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        try (Launcher launcher = new Launcher(logs)) {
            Process collector = launcher.start(node("127.0.0.1", port, seed, 0, tls.get(0), List.of("--out", out.toString())));
            for (int i = 1; i < 3; i++) {
                launcher.start(node("127.0.0." + (i + 1), 0, seed, i, tls.get(i), List.of()));
            }
            assertTrue(collector.waitFor(180, TimeUnit.SECONDS),
                    () -> "node 0 did not finish:\n" + ForkedNodes.logsOf(logs));
            assertEquals(0, collector.exitValue(), () -> ForkedNodes.logsOf(logs));
            launcher.awaitOrDestroy(java.time.Duration.ofSeconds(20));
        }
        JsonNode live = new ObjectMapper().readTree(out.resolve("summary.json").toFile()).get("live");
        assertTrue(live.get("jobsCompleted").asLong() > 500, live.toString());
        assertEquals(live.get("jobsArrived").asLong(), live.get("jobsCompleted").asLong(), live.toString());
        assertEquals(0, live.get("jobsLost").asLong(), live.toString());
        assertEquals(0, live.get("nodesGone").size(), live.toString());
        assertTrue(Files.isRegularFile(out.resolve("results.csv")));
        String joins = Files.readString(logs.resolve("child-0.log"));
        for (String host : List.of("127.0.0.2", "127.0.0.3")) {
            assertTrue(joins.contains(host), "node 0 never saw " + host + " join:\n" + joins);
        }
    }

    private static List<String> node(String host, int port, String seed, int index, Path tls, List<String> extra) {
        List<String> args = new ArrayList<>(List.of("node", "--host", host, "--port", Integer.toString(port),
                "--seeds", seed, "--index", Integer.toString(index), "--tls", tls.toString()));
        args.addAll(RUN);
        args.addAll(extra);
        return args;
    }
}
