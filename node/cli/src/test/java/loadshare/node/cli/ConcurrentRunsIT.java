package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two {@code loadshare run}s started at once with the same {@code --out}, as two processes: both succeed, each
 * writes its whole results into a folder of its own, and the one that did not get the folder says where it wrote.
 */
class ConcurrentRunsIT {

    @TempDir
    Path dir;

    @Test
    @Timeout(180)
    void twoRunsIntoOneFolder_atTheSameTime_writeToTwoFolders() throws Exception {
        Path out = dir.resolve("out");
        List<Process> runs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            runs.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                    "-cp", System.getProperty("java.class.path"), Main.class.getName(), "run", "quickstart",
                    "--out", out.toString(), "--no-progress", "--set", "nodes=2", "--set", "workload.loads=[0.5]",
                    "--set", "run.jobs=2000", "--set", "run.warmup-jobs=100", "--set", "run.replications=2")
                    .redirectErrorStream(true).redirectOutput(dir.resolve("console-" + i + ".txt").toFile()).start());
        }
        for (Process run : runs) {
            assertTrue(run.waitFor(150, TimeUnit.SECONDS), "a run did not end");
        }
        String[] consoles = {Files.readString(dir.resolve("console-0.txt")), Files.readString(dir.resolve("console-1.txt"))};
        for (int i = 0; i < 2; i++) {
            assertEquals(0, runs.get(i).exitValue(), consoles[i]);
        }
        Path other = dir.resolve("out-2");
        long movedAside = java.util.Arrays.stream(consoles).filter(c -> c.contains("writing to " + other + " instead"))
                .count();
        assertEquals(1, movedAside, "exactly one run took the next folder and said so:\n" + String.join("\n", consoles));
        for (Path folder : List.of(out, other)) {
            for (String file : List.of("results.csv", "summary.json", "report.html")) {
                assertTrue(Files.isRegularFile(folder.resolve(file)), folder + " lacks " + file);
            }
            assertTrue(!Files.exists(folder.resolve(OutputFolder.CLAIM)), folder + " is still claimed");
        }
        assertArrayEquals(Files.readAllBytes(out.resolve("results.csv")), Files.readAllBytes(other.resolve("results.csv")),
                "the same experiment and seed: the same results, whole in both folders");
    }
}
