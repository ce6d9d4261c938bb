package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadshare.node.live.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * An experiment's replications on a workers' cluster, as a user runs one: {@code loadshare certs} makes a CA and a
 * TLS directory per machine, {@code loadshare run --cluster} founds the workers' cluster on 127.0.0.1, and
 * {@code loadshare worker} runs on 127.0.0.2, 127.0.0.3 and 127.0.0.1 (each its own loopback address, its own JVM).
 * A sweep's results.csv must be the same bytes as the local run's, computed by a worker that is killed while it holds
 * units, one that joins late and takes them over, and one that joins later still and shares the rest.
 */
class WorkersIT {

    /** A sweep (12 points, 3 policies: 25 runs to do) at one load, two replications: 50 replications to compute. */
    private static final List<String> SWEEP = List.of("thresholds", "--set", "workload.loads=[0.8]",
            "--set", "run.warmup-jobs=1000", "--set", "run.replications=2", "--no-progress", "--force");
    private static final Pattern UNITS = Pattern.compile("worker (127\\.0\\.0\\.\\d+):\\d+: (\\d+) replications");

    @TempDir
    Path tmp;

    @Test
    @Timeout(420)
    void aSweepOnWorkersOfThreeHosts_isTheLocalRunsBytes_whenAWorkerDiesAndAnotherJoinsLate() throws Exception {
        List<Path> tls = certificates("worker-1", "worker-2", "worker-3", "runner");
        int port = ForkedNodes.freePort("127.0.0.1");
        String seed = "127.0.0.1:" + port;        // the runner founds the cluster, the workers join through it
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        byte[] local = runHere("run.jobs=40000", tmp.resolve("local"));
        try (Launcher launcher = new Launcher(logs)) {
            CompletableFuture<CliRunner> run = CompletableFuture.supplyAsync(
                    () -> onCluster("run.jobs=40000", tmp.resolve("cluster"), port, tls.get(3)));
            Process first = launcher.start(WorkerOptions.WORKER_JVM, worker("127.0.0.2", seed, tls.get(0)));

            // the first worker is killed inside a unit, with more held; until the second joins, no worker is left,
            // so the second computes every unit the first did not confirm: whatever the machine's speed
            ForkedNodes.awaitLine(logs.resolve("child-0.log"), "computing units of run", Duration.ofSeconds(120), logs);
            Thread.sleep(1000);
            first.destroyForcibly();
            launcher.start(WorkerOptions.WORKER_JVM, worker("127.0.0.3", seed, tls.get(1)));
            // a third joins once the second computes, and shares what is left with it
            ForkedNodes.awaitLine(logs.resolve("child-1.log"), "computing units of run", Duration.ofSeconds(120), logs);
            launcher.start(WorkerOptions.WORKER_JVM, worker("127.0.0.1", seed, tls.get(2)));
            CliRunner cluster = run.get(300, TimeUnit.SECONDS);
            assertEquals(0, cluster.status(), () -> cluster.err() + ForkedNodes.logsOf(logs));
            assertArrayEquals(local, Files.readAllBytes(tmp.resolve("cluster/results.csv")), cluster.err());
            Map<String, Integer> units = unitsByHost(cluster.err());
            assertTrue(units.getOrDefault("127.0.0.3", 0) > 0,
                    () -> "the worker that joined late computed no replication:\n" + cluster.err() + ForkedNodes.logsOf(logs));
            assertTrue(units.getOrDefault("127.0.0.2", 0) < 50, () -> "the killed worker computed every replication:\n"
                    + cluster.err() + ForkedNodes.logsOf(logs));
            assertEquals(50, units.values().stream().mapToInt(Integer::intValue).sum(), () -> "each replication counted once: "
                    + units + "\n" + cluster.err());
        }
    }

    @Test
    @Timeout(120)
    void aSeedThatDoesNotAnswer_isSaidInOneLineAfterTheJoinTimeout() throws Exception {
        List<Path> tls = certificates("runner");
        int port = ForkedNodes.freePort("127.0.0.1");
        CliRunner r = CliRunner.run("run", "quickstart", "--out", tmp.resolve("out").toString(), "--no-progress",
                "--cluster", "127.0.0.1:" + port, "--tls", tls.get(0).toString(), "--join-timeout", "3");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().lines().anyMatch(l -> l.startsWith("error: ") && l.contains("127.0.0.1:" + port)), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(Files.exists(tmp.resolve("out/results.csv")));
    }

    private List<Path> certificates(String... names) {
        Path ca = tmp.resolve("ca");
        if (!Files.isDirectory(ca)) {
            CliRunner init = CliRunner.run("certs", "init", ca.toString());
            assertEquals(0, init.status(), init.err());
        }
        List<Path> dirs = new ArrayList<>();
        for (String name : names) {
            Path dir = tmp.resolve(name);
            CliRunner node = CliRunner.run("certs", "node", name, "--ca", ca.toString(), "--out", dir.toString());
            assertEquals(0, node.status(), node.err());
            dirs.add(dir);
        }
        return dirs;
    }

    private static List<String> worker(String host, String seed, Path tls) {
        return List.of("worker", "--host", host, "--port", "0", "--seeds", seed, "--threads", "1",
                "--tls", tls.toString());
    }

    private static byte[] runHere(String jobs, Path out) throws Exception {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(SWEEP);
        args.addAll(List.of("--set", jobs, "--out", out.toString()));
        CliRunner r = CliRunner.run(args.toArray(String[]::new));
        assertEquals(0, r.status(), r.err());
        return Files.readAllBytes(out.resolve("results.csv"));
    }

    /** The runner at 127.0.0.1:{@code port}, the first seed of the workers' cluster: it founds it. */
    private static CliRunner onCluster(String jobs, Path out, int port, Path tls) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(SWEEP);
        args.addAll(List.of("--set", jobs, "--out", out.toString(), "--cluster", "127.0.0.1:" + port, "--tls",
                tls.toString(), "--runner-host", "127.0.0.1", "--runner-port", Integer.toString(port), "--worker-wait",
                "120"));
        return CliRunner.run(args.toArray(String[]::new));
    }

    /** The replications each host's worker computed, from the run's closing lines. */
    private static Map<String, Integer> unitsByHost(String err) {
        Map<String, Integer> units = new TreeMap<>();
        Matcher m = UNITS.matcher(err);
        while (m.find()) {
            units.merge(m.group(1), Integer.parseInt(m.group(2)), Integer::sum);
        }
        return units;
    }
}
