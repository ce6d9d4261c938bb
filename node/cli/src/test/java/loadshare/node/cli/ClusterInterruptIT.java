package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C (SIGINT) to a forked {@code loadshare cluster}: the run ends within 15 s with its results so far, marked
 * interrupted; on a busy machine, 15 s plus the time its work was held back waiting for a CPU ({@link CpuWaits}).
 */
class ClusterInterruptIT {

    /** How long the ending may take on an idle machine: the signal handled, the results written, every JVM gone. */
    private static final Duration ENDING = Duration.ofSeconds(15);
    /** The collector's status line, with the jobs completed so far. */
    private static final Pattern DONE = Pattern.compile("t=\\s*[0-9.]+ .* done (\\d+)");

    @TempDir
    Path dir;

    @Test
    @Timeout(420)
    void sigint_endsTheRunWithin15sAndItsCpuWaits_writesTheResultsSoFar_markedInterrupted_andNoChildRemains()
            throws Exception {
        Path out = dir.resolve("out");
        Path console = dir.resolve("console.txt");
        Process cluster = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), "loadshare.node.cli.Main",
                "cluster", "--nodes", "3", "--duration", "3000", "--time-scale", "0.02", "--out", out.toString(),
                "--no-plot-titles")
                .redirectErrorStream(true).redirectOutput(console.toFile()).start();
        try {
            // the JVMs' start and the join are slow on a busy machine: the launcher gives up by itself if they fail
            while (!someJobsDone(Files.readString(console)) && cluster.isAlive()) {
                Thread.sleep(200);
            }
            assertTrue(someJobsDone(Files.readString(console)), "no job completed:\n" + Files.readString(console));
            List<ProcessHandle> children = cluster.toHandle().children().toList();
            assertEquals(3, children.size(), Files.readString(console));
            String signal = ignoresInterrupt(cluster.pid()) ? "TERM" : "INT";
            List<ProcessHandle> processes = new ArrayList<>(List.of(cluster.toHandle()));
            processes.addAll(children);
            try (CpuWaits waits = CpuWaits.of(processes.stream().map(ProcessHandle::pid).toList())) {
                long signalled = System.nanoTime();
                long signalledAt = System.currentTimeMillis();
                Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(cluster.pid())).inheritIO().start();
                assertEquals(0, kill.waitFor());
                // the bound grows while the ending's work waits for a CPU, not while anything waits for anything else
                Duration took;
                while (!cluster.waitFor(100, TimeUnit.MILLISECONDS)) {
                    took = Duration.ofNanos(System.nanoTime() - signalled);
                    if (took.compareTo(ENDING.plus(waits.heldBack())) > 0) {
                        fail(String.format("still running %.1f s after SIG%s, its work held back %.1f s waiting for a "
                                        + "CPU:%n%s%nthe files in --out, written (ms after the signal): %s%n%s%s",
                                took.toMillis() / 1e3, signal, waits.heldBack().toMillis() / 1e3,
                                Files.readString(console), written(out, signalledAt),
                                ForkedNodes.mainStacksOf(processes), ForkedNodes.logsOf(out.resolve("logs"))));
                    }
                }
                took = Duration.ofNanos(System.nanoTime() - signalled);
                System.out.printf("ended %.1f s after SIG%s, its work held back %.1f s waiting for a CPU (load average %s)%n",
                        took.toMillis() / 1e3, signal, waits.heldBack().toMillis() / 1e3,
                        Files.readString(Path.of("/proc/loadavg")).trim());
            }
            String text = Files.readString(console);
            assertEquals(1, cluster.exitValue(), text);
            assertTrue(text.contains("interrupted by SIG" + signal), text);
            JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
            assertTrue(summary.at("/interrupted").asBoolean(), summary.toString());
            assertTrue(summary.at("/live/interrupted").asText().contains("SIG" + signal), summary.toString());
            assertTrue(Files.readString(out.resolve("report.html")).contains("interrupted by SIG" + signal));
            assertTrue(summary.at("/live/jobsCompleted").asLong() > 0, summary.toString());
            assertTrue(Files.readString(out.resolve("results.csv")).lines().count() == 2);
            assertTrue(Files.exists(out.resolve("report.html")));
            for (ProcessHandle child : children) {
                child.onExit().get(5, TimeUnit.SECONDS);
                assertFalse(child.isAlive(), "child " + child.pid() + " still running");
            }
        } finally {
            cluster.destroyForcibly();
        }
    }

    /** Each file the nodes wrote into {@code out}'s staging folder, with when: milliseconds after {@code since}. */
    private static String written(Path out, long since) throws IOException {
        StringBuilder files = new StringBuilder();
        try (Stream<Path> all = Files.walk(out)) {
            for (Path f : all.filter(Files::isRegularFile).sorted().toList()) {
                files.append(String.format("%n  %s %+d", out.relativize(f), Files.getLastModifiedTime(f).toMillis() - since));
            }
        }
        return files.toString();
    }

    /** Whether a status line on {@code console} says some job has completed. */
    private static boolean someJobsDone(String console) {
        Matcher done = DONE.matcher(console);
        while (done.find()) {
            if (Long.parseLong(done.group(1)) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether process {@code pid} was started with SIGINT ignored: a background job of a non-interactive shell (a
     * build started with {@code &} or nohup) passes SIGINT ignored down to every process it starts, and the JVM then
     * leaves it ignored, as such programs expect. The test then sends SIGTERM, which the command handles the same way.
     */
    private static boolean ignoresInterrupt(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("SigIgn:")) {
                long ignored = Long.parseLong(line.substring("SigIgn:".length()).trim(), 16);
                return (ignored & (1L << (2 - 1))) != 0;      // SIGINT is signal 2
            }
        }
        return false;
    }
}
