package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C to a forked {@code loadshare cluster}: the run ends within 15 s with its results so far, marked interrupted. */
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
                "cluster", "--nodes", "3", "--duration", "3000", "--time-scale", "0.02", "--out", out.toString())
                .redirectErrorStream(true).redirectOutput(console.toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Files.readString(console).contains("t=") && System.nanoTime() < deadline && cluster.isAlive()) {
                Thread.sleep(200);
            }
            assertTrue(Files.readString(console).contains("t="), "the run did not start:\n" + Files.readString(console));
            Thread.sleep(2000);     // some jobs complete
            List<ProcessHandle> children = cluster.toHandle().children().toList();
            assertEquals(2, children.size(), Files.readString(console));
            Process kill = new ProcessBuilder("kill", "-INT", Long.toString(cluster.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            assertTrue(cluster.waitFor(15, TimeUnit.SECONDS), "still running 15 s after SIGINT:\n"
                    + Files.readString(console));
            String text = Files.readString(console);
            assertEquals(1, cluster.exitValue(), text);
            assertTrue(text.contains("interrupted by SIGINT"), text);
            JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
            assertTrue(summary.at("/interrupted").asBoolean(), summary.toString());
            assertTrue(summary.at("/live/interrupted").asText().contains("SIGINT"), summary.toString());
            assertTrue(Files.readString(out.resolve("report.html")).contains("interrupted by SIGINT"));
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
}
