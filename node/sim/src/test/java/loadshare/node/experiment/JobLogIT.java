package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.SettingsException;
import loadshare.node.joblog.JobLogCsv;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.ReplicationResult;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * run.job-log: every replication logs one row per measured job, in a file of its own, with what happened to the
 * job (where it ran, how it moved, how often it was restarted); the log changes nothing that is measured, and the
 * same settings give the same bytes whatever the thread count.
 */
class JobLogIT {

    private static final List<String> MIGRATION = List.of("workload.loads=[0.9]", "run.jobs=2000",
            "run.warmup-jobs=200", "run.replications=2", "migration-sweep.sizes=[]", "run.job-log=true");

    @TempDir
    Path dir;

    /** A job's row, parsed. */
    record Row(long id, int home, double arrival, double start, double end, int[] nodes, int transfers,
               int migrations, int restarts) {

        static Row parse(String line) {
            String[] f = line.split(",", -1);
            assertEquals(9, f.length, line);
            int[] nodes = Arrays.stream(f[5].split(";")).mapToInt(Integer::parseInt).toArray();
            return new Row(Long.parseLong(f[0]), Integer.parseInt(f[1]), Double.parseDouble(f[2]),
                    Double.parseDouble(f[3]), Double.parseDouble(f[4]), nodes, Integer.parseInt(f[6]),
                    Integer.parseInt(f[7]), Integer.parseInt(f[8]));
        }
    }

    static List<String> lines(Path gz) throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(gz)), StandardCharsets.UTF_8))) {
            return in.lines().toList();
        }
    }

    static List<Row> rows(Path gz) throws IOException {
        List<String> lines = lines(gz);
        assertEquals(JobLogCsv.HEADER, lines.get(0));
        return lines.stream().skip(1).map(Row::parse).toList();
    }

    private ExperimentResult run(String experiment, List<String> overrides, Path logs) throws InterruptedException {
        ExperimentSettings s = ExperimentLoader.load(experiment, overrides);
        return new ExperimentRunner(PolicyRegistry.standard()).logJobsTo(logs).run(s, done -> { });
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }

    @Test
    void migrationRuns_logEveryMeasuredJob_withWhereItRanAndHowItMoved() throws Exception {
        List<String> overrides = new ArrayList<>(MIGRATION);
        overrides.add("run.threads=2");
        run("migration", overrides, dir.resolve("jobs"));
        List<String> names = files(dir.resolve("jobs")).stream().map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of("non-preemptive_load0.9_r0.csv.gz", "non-preemptive_load0.9_r1.csv.gz",
                "none_load0.9_r0.csv.gz", "none_load0.9_r1.csv.gz",
                "preemptive-demand-paging_load0.9_r0.csv.gz", "preemptive-demand-paging_load0.9_r1.csv.gz",
                "preemptive-pre-copy_load0.9_r0.csv.gz", "preemptive-pre-copy_load0.9_r1.csv.gz"), names);
        for (String name : names) {
            List<Row> rows = rows(dir.resolve("jobs").resolve(name));
            assertEquals(2000, rows.size(), name);
            assertEquals(2000, rows.stream().mapToLong(Row::id).distinct().count(), name + ": each job once");
            for (Row r : rows) {
                assertTrue(r.arrival() <= r.start() && r.start() <= r.end(), name + ": " + r);
                assertTrue(r.nodes().length >= 1 && r.migrations() <= r.transfers(), name + ": " + r);
                assertEquals(0, r.restarts(), name + ": no failures, no restarts");
            }
        }
        List<Row> none = rows(dir.resolve("jobs/none_load0.9_r0.csv.gz"));
        assertTrue(none.stream().allMatch(r -> r.transfers() == 0 && r.nodes().length == 1 && r.nodes()[0] == r.home()),
                "none shares nothing: every job runs at home");
        List<Row> placed = rows(dir.resolve("jobs/non-preemptive_load0.9_r0.csv.gz"));
        assertTrue(placed.stream().anyMatch(r -> r.transfers() > 0 && r.nodes()[0] != r.home()),
                "receiver-threshold moves waiting jobs");
        assertTrue(placed.stream().allMatch(r -> r.migrations() == 0), "non-preemptive migrates nothing");
        List<Row> migrated = rows(dir.resolve("jobs/preemptive-pre-copy_load0.9_r0.csv.gz"));
        assertTrue(migrated.stream().anyMatch(r -> r.migrations() > 0), "preemptive receivers migrate running jobs");
        assertTrue(migrated.stream().filter(r -> r.migrations() > 0).allMatch(r -> r.nodes().length >= 2),
                "a migrated job ran before it moved and after");
    }

    @Test
    void jobLog_changesNothingMeasured_andIsTheSameBytesWhateverTheThreadCount() throws Exception {
        List<String> one = new ArrayList<>(MIGRATION);
        one.add("run.threads=1");
        ExperimentResult logged = run("migration", one, dir.resolve("a"));
        List<String> two = new ArrayList<>(MIGRATION);
        two.add("run.threads=2");
        run("migration", two, dir.resolve("b"));
        for (Path file : files(dir.resolve("a"))) {
            assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(dir.resolve("b").resolve(file.getFileName())),
                    file.toString());
        }
        List<String> off = new ArrayList<>(MIGRATION.subList(0, MIGRATION.size() - 1));
        ExperimentResult unlogged = run("migration", off, dir.resolve("c"));
        assertFalse(Files.exists(dir.resolve("c")), "no job log without run.job-log");
        assertEquals(unlogged.replications().stream().map(ReplicationResult::response).toList(),
                logged.replications().stream().map(ReplicationResult::response).toList());
    }

    @Test
    void failuresThatLoseJobs_showAsRestarts() throws Exception {
        run("failures", List.of("sweep=[]", "failures.mtbf=500", "failures.on-failure=restart", "workload.loads=[0.7]",
                "run.jobs=3000", "run.warmup-jobs=300", "run.replications=1", "policies=[{name=sender-threshold}]",
                "run.job-log=true"), dir.resolve("jobs"));
        List<Row> rows = rows(dir.resolve("jobs/sender-threshold_load0.7_r0.csv.gz"));
        assertEquals(3000, rows.size());
        assertTrue(rows.stream().anyMatch(r -> r.restarts() > 0), "hosts failing every 500 s lose some jobs");
        assertTrue(rows.stream().allMatch(r -> r.arrival() <= r.start() && r.start() <= r.end()));
    }

    @Test
    void batchSchedulers_refuseTheJobLog_inOneLineNamingIt() {
        ExperimentSettings s = ExperimentLoader.load("batch-nasa", List.of("run.job-log=true"));
        SettingsException e = assertThrows(SettingsException.class,
                () -> new ExperimentRunner(PolicyRegistry.standard()).resolve(s));
        assertTrue(e.getMessage().contains("run.job-log = true") && e.getMessage().contains("batch scheduler"),
                e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }
}
