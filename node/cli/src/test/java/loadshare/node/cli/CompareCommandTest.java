package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loadshare compare}: matched points, paired with the same seeds, Welch otherwise; clear errors. */
class CompareCommandTest {

    @TempDir
    static Path dir;

    private static CliRunner run(String out, String... sets) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("run", "quickstart", "--out",
                dir.resolve(out).toString(), "--no-progress", "--set", "nodes=4", "--set", "workload.loads=[0.5, 0.8]",
                "--set", "run.jobs=3000", "--set", "run.warmup-jobs=300", "--set", "run.replications=3",
                "--set", "policies=[{name=none}, {name=sender-threshold}]"));
        for (String set : sets) {
            args.add("--set");
            args.add(set);
        }
        return CliRunner.run(args.toArray(String[]::new));
    }

    @BeforeAll
    static void twoRuns() {
        assertEquals(0, run("a").status());
        assertEquals(0, run("b", "network.latency=0.2").status());
        assertEquals(0, run("c", "run.seed=7").status());
    }

    @Test
    void sameSeeds_arePaired_andTheCostOfLatencyIsSignificant() {
        CliRunner r = CliRunner.run("compare", dir.resolve("a").toString(), dir.resolve("b").toString(),
                "--plot", dir.resolve("d.png").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("paired across replications: both runs used the same seeds"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("\\s+none\\s+0\\.5\\s.*\\+0\\.000 ± 0\\.000\\s.*paired\\s+no")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("\\s+sender-threshold\\s+0\\.8\\s.*yes, B higher")), r.out());
        assertTrue(Files.isRegularFile(dir.resolve("d.png")));
        assertTrue(Files.isRegularFile(dir.resolve("d.svg")), "the SVG beside the PNG");
        assertTrue(Files.isRegularFile(dir.resolve("d.pdf")), "the PDF beside the PNG");
    }

    @Test
    void withoutPlotTitles_thePlotIsStillWrittenInItsThreeFormats() {
        CliRunner r = CliRunner.run("compare", dir.resolve("a").toString(), dir.resolve("b").toString(),
                "--plot", dir.resolve("untitled.png").toString(), "--no-plot-titles");
        assertEquals(0, r.status(), r.err());
        for (String file : java.util.List.of("untitled.png", "untitled.svg", "untitled.pdf")) {
            assertTrue(Files.isRegularFile(dir.resolve(file)), file);
        }
    }

    @Test
    void aPlotNotNamedPng_isOneLine_exit2() {
        CliRunner r = CliRunner.run("compare", dir.resolve("a").toString(), dir.resolve("b").toString(),
                "--plot", dir.resolve("d.svg").toString());
        assertEquals(Main.BAD_INPUT, r.status());
        assertEquals("error: --plot " + dir.resolve("d.svg") + ": name a .png file (its SVG and PDF are written beside "
                + "it)", r.err().strip());
    }

    @Test
    void otherSeeds_useWelch() {
        CliRunner r = CliRunner.run("compare", dir.resolve("a").toString(), dir.resolve("c").toString(),
                "--plot", dir.resolve("e.png").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Welch's interval: the runs used different seeds"), r.out());
    }

    @Test
    void notAResultsFolder_isOneLine_exit2() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        CliRunner r = CliRunner.run("compare", dir.resolve("a").toString(), empty.toString());
        assertEquals(Main.BAD_INPUT, r.status());
        assertEquals("error: " + empty + ": not a results folder (no results.csv; give a folder that loadshare run wrote)",
                r.err().strip());
        CliRunner missing = CliRunner.run("compare", dir.resolve("nowhere").toString(), empty.toString());
        assertEquals(Main.BAD_INPUT, missing.status());
        assertTrue(missing.err().contains("does not exist"), missing.err());
    }

    @Test
    void foldersWithoutACommonPoint_areOneLine_exit2() throws IOException {
        Path other = Files.createDirectories(dir.resolve("other"));
        Files.writeString(other.resolve("results.csv"), Files.readString(dir.resolve("a/results.csv"))
                .replace("none,", "random,").replace("sender-threshold,", "receiver-threshold,"));
        CliRunner r = CliRunner.run("compare", dir.resolve("a").toString(), other.toString());
        assertEquals(Main.BAD_INPUT, r.status());
        assertTrue(r.err().startsWith("error: the folders share no point (policy and load): "), r.err());
        assertEquals(1, r.err().strip().lines().count());
    }
}
