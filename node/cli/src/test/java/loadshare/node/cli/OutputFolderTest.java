package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import loadshare.config.SettingsException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Never losing a result: an existing results folder is not overwritten without --force; a bad --out fails at once. */
class OutputFolderTest {

    private static final String[] TINY = {"--no-progress", "--set", "nodes=2", "--set", "workload.loads=[0.5]",
            "--set", "run.jobs=500", "--set", "run.warmup-jobs=50", "--set", "run.replications=2"};

    @TempDir
    Path dir;

    private static CliRunner run(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("run", "quickstart", "--out", out.toString()));
        args.addAll(List.of(TINY));
        args.addAll(List.of(extra));
        return CliRunner.run(args.toArray(String[]::new));
    }

    @Test
    void secondRunToTheSameFolder_writesToName2_andSaysWhy() throws IOException {
        Path a = dir.resolve("a");
        assertEquals(0, run(a).status());
        byte[] first = Files.readAllBytes(a.resolve("results.csv"));
        Files.writeString(a.resolve("notes.txt"), "mine");
        CliRunner second = run(a, "--set", "run.seed=2");
        assertEquals(0, second.status(), second.err());
        assertTrue(second.err().contains(a + " already holds results (not overwritten without --force); writing to "
                + dir.resolve("a-2") + " instead"), second.err());
        assertArrayEquals(first, Files.readAllBytes(a.resolve("results.csv")), "the first run's results are kept");
        assertTrue(Files.isRegularFile(dir.resolve("a-2/results.csv")));
        assertTrue(second.err().contains("results in " + dir.resolve("a-2")), second.err());
    }

    @Test
    void force_overwritesTheFolder() throws IOException {
        Path a = dir.resolve("a");
        assertEquals(0, run(a).status());
        byte[] first = Files.readAllBytes(a.resolve("results.csv"));
        CliRunner forced = run(a, "--force", "--set", "run.seed=2");
        assertEquals(0, forced.status(), forced.err());
        assertFalse(forced.err().contains("already holds"), forced.err());
        assertFalse(Files.exists(dir.resolve("a-2")));
        assertFalse(java.util.Arrays.equals(first, Files.readAllBytes(a.resolve("results.csv"))));
    }

    @Test
    void outPointingAtAFile_isOneLine_exit2_beforeSimulating() throws IOException {
        Path file = Files.writeString(dir.resolve("taken"), "a file");
        CliRunner r = run(file);
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        assertEquals("error: --out " + file + ": is a file, not a folder; name a folder for the results", r.err().strip());
        assertEquals("", r.out(), "no table: nothing was simulated");
        assertEquals("a file", Files.readString(file));
    }

    @Test
    void outUnderAFile_cannotBeCreated_isOneLine_exit2() throws IOException {
        Path file = Files.writeString(dir.resolve("taken"), "a file");
        CliRunner r = run(file.resolve("sub"));
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        assertTrue(r.err().startsWith("error: --out " + file.resolve("sub") + ": cannot write results there ("), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void emptyExistingFolder_isUsed() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        CliRunner r = run(empty);
        assertEquals(0, r.status(), r.err());
        assertFalse(r.err().contains("already holds"), r.err());
        assertTrue(Files.isRegularFile(empty.resolve("results.csv")));
    }

    @Test
    void theNextFreeName_skipsTakenOnes() throws IOException {
        Files.createDirectories(dir.resolve("r"));
        Files.writeString(dir.resolve("r/x"), "x");
        Files.createDirectories(dir.resolve("r-2"));
        Files.writeString(dir.resolve("r-2/x"), "x");
        OutputFolder chosen = OutputFolder.prepare(dir.resolve("r"), "--out", false, new PrintWriter(new StringWriter()));
        assertEquals(dir.resolve("r-3"), chosen.dir());
        assertTrue(chosen.created());
    }

    @Test
    void anInterruptedSimulation_saysHowFarItGot_andThatNothingWasWritten() {
        StringWriter text = new StringWriter();
        OutputFolder folder = OutputFolder.prepare(dir.resolve("new"), "--out", false, new PrintWriter(text));
        try (RunGuard guard = RunGuard.start(folder, 1000, new PrintWriter(text))) {
            guard.counting(jobs -> { }).accept(250);
            assertEquals("interrupted: the run was stopped after 250 of 1,000 jobs (25%), before it finished; "
                    + "no results were written", guard.notice());
            guard.writing();
            assertTrue(guard.notice().startsWith("interrupted while writing the results to " + dir.resolve("new")));
        }
    }

    @Test
    void runsStartedAtOnce_neverShareAFolder_andReleaseTheirClaims() throws Exception {
        int runs = 8;
        for (int round = 0; round < 20; round++) {
            Path wanted = dir.resolve("race-" + round);
            java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(runs);
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(runs);
            List<java.util.concurrent.Future<OutputFolder>> chosen = new ArrayList<>();
            for (int r = 0; r < runs; r++) {
                chosen.add(pool.submit(() -> {
                    start.await();
                    return OutputFolder.prepare(wanted, "--out", false, new PrintWriter(new StringWriter()));
                }));
            }
            java.util.Set<Path> folders = new java.util.HashSet<>();
            for (var f : chosen) {
                folders.add(f.get().dir());
            }
            pool.shutdown();
            assertEquals(runs, folders.size(), "round " + round + ": " + folders);
            for (var f : chosen) {
                assertTrue(Files.exists(f.get().dir().resolve(OutputFolder.CLAIM)));
                f.get().release();
                assertFalse(Files.exists(f.get().dir().resolve(OutputFolder.CLAIM)));
            }
        }
    }

    @Test
    void force_refusesAFolderALiveRunIsWriting_butTakesOverAClaimLeftByADeadOne() throws Exception {
        Path busy = Files.createDirectories(dir.resolve("busy"));
        Files.writeString(busy.resolve(OutputFolder.CLAIM), Long.toString(ProcessHandle.current().pid()));
        SettingsException refused = assertThrows(SettingsException.class,
                () -> OutputFolder.prepare(busy, "--out", true, new PrintWriter(new StringWriter())));
        assertEquals("--out " + busy + ": another run is writing its results there now (process "
                + ProcessHandle.current().pid() + "); wait for it to end, or name another folder", refused.getMessage());

        Process gone = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-version").redirectErrorStream(true).start();
        gone.getInputStream().readAllBytes();
        gone.waitFor();
        Path left = Files.createDirectories(dir.resolve("left"));
        Files.writeString(left.resolve(OutputFolder.CLAIM), Long.toString(gone.pid()));
        OutputFolder taken = OutputFolder.prepare(left, "--out", true, new PrintWriter(new StringWriter()));
        assertEquals(left, taken.dir());
        assertEquals(Long.toString(ProcessHandle.current().pid()), Files.readString(left.resolve(OutputFolder.CLAIM)));
        taken.release();
    }

    @Test
    void aFinishedRun_leavesNoClaimInItsFolder() throws IOException {
        Path a = dir.resolve("done");
        assertEquals(0, run(a).status());
        assertFalse(Files.exists(a.resolve(OutputFolder.CLAIM)));
    }
}
