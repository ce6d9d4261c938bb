package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C (SIGINT) to a forked {@code loadshare cluster}: the run ends within 15 s with its results so far, marked
 * interrupted.
 */
@Tag("timing")   // compares live timing with a number: run alone (failsafe's "timing" pass)
class ClusterInterruptIT {

    @TempDir
    Path dir;

    @Test
    @Timeout(180)
    void sigint_endsTheRunWithin15s_writesTheResultsSoFar_markedInterrupted_andNoChildRemains() throws Exception {
        Path out = dir.resolve("out");
        Path console = dir.resolve("console.txt");
        Process cluster = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), "loadshare.node.cli.Main",
                "cluster", "--nodes", "3", "--duration", "3000", "--time-scale", "0.02", "--out", out.toString(),
                "--no-plot-titles")
                .redirectErrorStream(true).redirectOutput(console.toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Files.readString(console).contains("t=") && System.nanoTime() < deadline && cluster.isAlive()) {
                Thread.sleep(200);
            }
            assertTrue(Files.readString(console).contains("t="), "the run did not start:\n" + Files.readString(console));
            Thread.sleep(2000);     // some jobs complete
            List<ProcessHandle> children = cluster.toHandle().children().toList();
            assertEquals(3, children.size(), Files.readString(console));
            String signal = ignoresInterrupt(cluster.pid()) ? "TERM" : "INT";
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(cluster.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            assertTrue(cluster.waitFor(15, TimeUnit.SECONDS), "still running 15 s after SIGINT:\n"
                    + Files.readString(console));
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
