package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loadshare run --job-log}: the job logs land in the results folder, and change nothing else. */
class JobLogCliTest {

    private static final String[] SMALL = {"--no-progress", "--set", "nodes=4", "--set", "workload.loads=[0.8]",
            "--set", "run.jobs=3000", "--set", "run.warmup-jobs=300", "--set", "run.replications=2"};

    @TempDir
    Path dir;

    private CliRunner run(Path out, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("run", "quickstart", "--out", out.toString()));
        args.addAll(List.of(SMALL));
        args.addAll(List.of(extra));
        return CliRunner.run(args.toArray(String[]::new));
    }

    @Test
    void jobLogOption_writesOneGzipCsvPerReplication_andLeavesTheResultsAsTheyWere() throws IOException {
        CliRunner logged = run(dir.resolve("a"), "--job-log");
        assertEquals(0, logged.status(), logged.err());
        assertTrue(logged.err().contains("job logs in "), logged.err());
        List<String> names;
        try (Stream<Path> files = Files.list(dir.resolve("a/jobs"))) {
            names = files.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(List.of("central-queue_load0.8_r0.csv.gz", "central-queue_load0.8_r1.csv.gz",
                "none_load0.8_r0.csv.gz", "none_load0.8_r1.csv.gz"), names);
        for (String name : names) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(
                    new GZIPInputStream(Files.newInputStream(dir.resolve("a/jobs").resolve(name))),
                    StandardCharsets.UTF_8))) {
                assertEquals("id,home,arrival,start,end,nodes,transfers,migrations,restarts", in.readLine());
                assertEquals(3000, in.lines().count(), name);
            }
        }
        CliRunner plain = run(dir.resolve("b"));
        assertEquals(0, plain.status(), plain.err());
        assertFalse(Files.exists(dir.resolve("b/jobs")), "no job log unless asked");
        assertArrayEquals(Files.readAllBytes(dir.resolve("b/results.csv")), Files.readAllBytes(dir.resolve("a/results.csv")));
    }

    @Test
    void jobLogOption_isInTheHelp() {
        CliRunner help = CliRunner.run("run", "--help");
        assertTrue(help.out().contains("--job-log"), help.out());
    }

    @Test
    void jobLog_onABatchScheduler_isRefusedInOneLine() {
        CliRunner.rejected("run.job-log = true (", "run", "batch-nasa", "--out", dir.resolve("c").toString(),
                "--job-log");
    }

    @Test
    void jobLog_onALiveCentralScheduler_isRefusedInOneLine() {
        CliRunner.rejected("run.job-log = true (", "cluster", "--nodes", "2", "--experiment", "batch-nasa",
                "--out", dir.resolve("e").toString(), "--job-log");
    }

    @Test
    void jobLogOption_isInTheLiveHelp() {
        assertTrue(CliRunner.run("cluster", "--help").out().contains("--job-log"));
        assertTrue(CliRunner.run("node", "--help").out().contains("--job-log"));
    }

    @Test
    void jobLog_thatIsNotABoolean_isRefusedInOneLine() {
        CliRunner.rejected("run.job-log", "run", "quickstart", "--out", dir.resolve("d").toString(),
                "--set", "run.job-log=sometimes");
    }
}
