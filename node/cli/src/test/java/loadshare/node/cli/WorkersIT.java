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
 * TLS directory per machine, {@code loadshare worker} runs on 127.0.0.1, 127.0.0.2 and 127.0.0.3 (each its own
 * loopback address, its own JVM), and {@code loadshare run --cluster} joins them. A sweep's results.csv must be the
 * same bytes as the local run's, computed by two workers of which one is killed while it holds units (which another
 * worker computes) and a third that joins late and takes work.
 */
class WorkersIT {

    /** A sweep (12 points, 3 policies: 25 runs to do) at one load, two replications: 50 units. */
    private static final List<String> SWEEP = List.of("thresholds", "--set", "workload.loads=[0.8]",
            "--set", "run.warmup-jobs=1000", "--set", "run.replications=2", "--no-progress", "--force");
    private static final Pattern UNITS = Pattern.compile("worker (127\\.0\\.0\\.\\d+):\\d+: (\\d+) units");

    @TempDir
    Path tmp;

    @Test
    @Timeout(420)
    void aSweepOnWorkersOfThreeHosts_isTheLocalRunsBytes_whenAWorkerDiesAndAnotherJoinsLate() throws Exception {
        List<Path> tls = certificates("worker-1", "worker-2", "worker-3", "runner");
        int port = ForkedNodes.freePort("127.0.0.1");
        String seed = "127.0.0.1:" + port;
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        try (Launcher launcher = new Launcher(logs)) {
            launcher.start(WorkerOptions.WORKER_JVM, worker("127.0.0.1", port, seed, tls.get(0)));
            Process second = launcher.start(WorkerOptions.WORKER_JVM, worker("127.0.0.2", 0, seed, tls.get(1)));

            // worker 2 is killed once it computes units, worker 3 joins after that
            byte[] localLong = runHere("run.jobs=40000", tmp.resolve("local-long"));
            CompletableFuture<CliRunner> run = CompletableFuture.supplyAsync(
                    () -> onCluster("run.jobs=40000", tmp.resolve("long"), seed, tls.get(3)));
            ForkedNodes.awaitLine(logs.resolve("child-1.log"), "computing units of run", Duration.ofSeconds(120), logs);
            Thread.sleep(1000);     // inside a unit, with more held
            second.destroyForcibly();
            launcher.start(WorkerOptions.WORKER_JVM, worker("127.0.0.3", 0, seed, tls.get(2)));
            CliRunner longer = run.get(300, TimeUnit.SECONDS);
            assertEquals(0, longer.status(), () -> longer.err() + ForkedNodes.logsOf(logs));
            assertArrayEquals(localLong, Files.readAllBytes(tmp.resolve("long/results.csv")), longer.err());
            assertTrue(unitsByHost(longer.err()).keySet().containsAll(List.of("127.0.0.1", "127.0.0.3")),
                    () -> "the worker that joined late took no unit:\n" + longer.err() + ForkedNodes.logsOf(logs));
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

    private static List<String> worker(String host, int port, String seed, Path tls) {
        return List.of("worker", "--host", host, "--port", Integer.toString(port), "--seeds", seed, "--threads", "1",
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

    private static CliRunner onCluster(String jobs, Path out, String seed, Path tls) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(SWEEP);
        args.addAll(List.of("--set", jobs, "--out", out.toString(), "--cluster", seed, "--tls", tls.toString(),
                "--runner-host", "127.0.0.1", "--worker-wait", "120"));
        return CliRunner.run(args.toArray(String[]::new));
    }

    /** The units each host's worker computed, from the run's closing lines. */
    private static java.util.Map<String, Integer> unitsByHost(String err) {
        java.util.Map<String, Integer> units = new java.util.TreeMap<>();
        Matcher m = UNITS.matcher(err);
        while (m.find()) {
            units.merge(m.group(1), Integer.parseInt(m.group(2)), Integer::sum);
        }
        return units;
    }
}
