package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run command end to end: a small experiment writes every report, reproducibly. */
class RunCommandTest {

    private static final String[] SMALL = {"--set", "nodes=4", "--set", "workload.loads=[0.5,0.8]",
            "--set", "run.jobs=5000", "--set", "run.warmup-jobs=500", "--set", "run.replications=3"};

    @TempDir
    Path dir;

    private CliRunner run(Path out, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("run", "quickstart", "--out", out.toString(), "--no-progress"));
        args.addAll(List.of(SMALL));
        args.addAll(List.of(extra));
        return CliRunner.run(args.toArray(String[]::new));
    }

    @Test
    void run_writesEveryReport_andPrintsTheTable() {
        CliRunner r = run(dir.resolve("a"));
        assertEquals(0, r.status(), r.err());
        for (String file : List.of("results.csv", "summary.json", "report.html", "response-time.png",
                "idle-while-waiting.png", "percentiles.png")) {
            assertTrue(Files.isRegularFile(dir.resolve("a").resolve(file)), file);
        }
        assertTrue(r.out().contains("central-queue") && r.out().contains("none"), r.out());
    }

    @Test
    void sameConfigAndSeed_giveByteIdenticalResults_whateverTheThreadCount() throws IOException {
        assertEquals(0, run(dir.resolve("a"), "--set", "run.threads=1").status());
        assertEquals(0, run(dir.resolve("b"), "--set", "run.threads=2").status());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a/results.csv")), Files.readAllBytes(dir.resolve("b/results.csv")));
        assertArrayEquals(Files.readAllBytes(dir.resolve("a/summary.json")), Files.readAllBytes(dir.resolve("b/summary.json")));
    }

    @Test
    void anotherSeed_givesOtherResults() throws IOException {
        assertEquals(0, run(dir.resolve("a")).status());
        assertEquals(0, run(dir.resolve("b"), "--set", "run.seed=2").status());
        assertTrue(!java.util.Arrays.equals(Files.readAllBytes(dir.resolve("a/results.csv")),
                Files.readAllBytes(dir.resolve("b/results.csv"))));
    }

    @Test
    void policies_listsEveryPolicyWithItsClass() {
        CliRunner r = CliRunner.run("policies");
        assertEquals(0, r.status());
        assertTrue(r.out().contains("none  [static, preemptive: no]"), r.out());
        assertTrue(r.out().contains("central-queue  [dynamic, preemptive: no]"), r.out());
        assertTrue(r.out().contains("stable-symmetric  [adaptive, preemptive: with preemptive = true]"), r.out());
        assertTrue(r.out().contains("probe-limit"), r.out());
    }
}
