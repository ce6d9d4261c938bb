package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input too large to be meant is refused in one line, fast, before anything runs: a trace "line" of megabytes,
 * huge times whose products overflow, negative waits, endless labels.
 */
class BoundedInputCliTest {

    @TempDir
    Path dir;

    /** A gzip of {@code megabytes} MB of zero bytes without a newline: a few KB on disk. */
    private Path gzippedZeros(String name, int megabytes) throws IOException {
        Path file = dir.resolve(name);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < megabytes; i++) {
                out.write(zeros);
            }
        }
        return file;
    }

    @Test
    void traceInfo_ofAGzipOfZerosWithoutNewline_failsInOneLine_atTheLineBound() throws IOException {
        Path zeros = gzippedZeros("zeros.swf.gz", 8);
        long started = System.nanoTime();
        CliRunner.rejected("error: " + zeros + ":1: a line of more than 65,536 characters: not a trace (its lines are "
                + "short)", "trace", "info", zeros.toString(), "--out", dir.resolve("o").toString());
        assertTrue(System.nanoTime() - started < 10e9, "fast");
        assertFalse(Files.exists(dir.resolve("o")), "nothing written");
    }

    @Test
    void run_ofATraceOfZerosWithoutNewline_failsInOneLine_writingNothing() throws IOException {
        gzippedZeros("zeros.csv.gz", 8);
        Path experiment = Files.writeString(dir.resolve("e.conf"),
                "loadshare.experiment { workload.trace.file = zeros.csv.gz }\n");
        CliRunner.rejected("error: zeros.csv.gz:1: a line of more than 65,536 characters: not a trace",
                "run", experiment.toString(), "--out", dir.resolve("out").toString(), "--no-progress");
        assertFalse(Files.exists(dir.resolve("out")), "nothing written");
    }

    @Test
    void cluster_hugeDurationOrTimeScale_isOneLine_namingTheFlags_beforeAnyNodeStarts() {
        rejected("error: --duration 1.0E308 --time-scale 0.05: the arrivals would last 5.00e+306 wall seconds (1.00000e+308 "
                + "model seconds x 0.05); a live run's last at most 2,592,000 (30 days)", "cluster", "--duration", "1e308",
                "--out", dir.resolve("out").toString());
        rejected("error: --time-scale 1.0E308: the arrivals would last Infinity wall seconds", "cluster", "--time-scale",
                "1e308", "--out", dir.resolve("out").toString());
        rejected("error: --duration 1.0E7 --time-scale 1.0: the arrivals would last 1.00e+07 wall seconds", "cluster",
                "--duration", "1e7", "--time-scale", "1", "--out", dir.resolve("out").toString());
        rejected("error: --warmup 1.0E308: must be in [0, duration = 60.0)", "cluster", "--warmup", "1e308");
        rejected("error: --time-scale 1.0E-300: at least 0.001 (a model second of 1 ms", "cluster", "--time-scale",
                "1e-300", "--out", dir.resolve("out").toString());
        assertFalse(Files.exists(dir.resolve("out")), "nothing started");
    }

    @Test
    void drainTimeout_mustBeOneSecondToADay_negativeAndZeroRefused() {
        for (String bad : new String[] {"-5", "0", "86401"}) {
            rejected("error: --drain-timeout " + bad + ": must be 1..86400 wall seconds", "cluster", "--drain-timeout",
                    bad, "--out", dir.resolve("out").toString());
            rejected("error: --drain-timeout " + bad + ": must be 1..86400", "node", "--seeds", "127.0.0.1:1", "--index",
                    "1", "--nodes", "3", "--drain-timeout", bad);
        }
        assertFalse(Files.exists(dir.resolve("out")), "nothing started");
    }

    @Test
    void hugeMeanDemandOrRunTime_isOneLine_notAnEventAtInfinity() {
        rejected("loadshare.experiment.workload.service.mean = 1.0E308: a mean must be at most 1e9 model seconds", "run",
                "quickstart", "--set", "workload.service.mean=1e308", "--out", dir.resolve("out").toString());
        rejected(".run-time = 1.0E308: a mean run time must be at most 1e9 model seconds", "validate", "quickstart",
                "--set", "workload.job-classes=[{name=a, share-of-arrivals=1, processors=1, memory=1GiB, "
                        + "run-time=1e308}]", "--set", "run.warmup-jobs=0");
        rejected("loadshare.experiment.workload.service.max = 1.0E300: bounded-pareto's max must be at most 1e9", "validate",
                "quickstart", "--set", "workload.service.distribution=bounded-pareto", "--set",
                "workload.service.max=1e300");
        assertFalse(Files.exists(dir.resolve("out")), "nothing written");
    }

    @Test
    void tenMegabyteLabel_isRefused_inOneShortLine() throws IOException {
        Path file = Files.writeString(dir.resolve("x.conf"), "loadshare.experiment.policies = [{ name = none, label = \""
                + "l".repeat(10 << 20) + "\" }]\n");
        long started = System.nanoTime();
        CliRunner r = CliRunner.run("validate", file.toString());
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        assertTrue(r.err().contains(file + ":1: loadshare.experiment.policies[0].label = \"lll"), r.err());
        assertTrue(r.err().contains("(10,485,762 characters): a label must be at most 200 characters"), r.err());
        assertTrue(r.err().length() < 300, "short: " + r.err().length());
        assertTrue(System.nanoTime() - started < 30e9, "refused at once");
        rejected("loadshare.experiment.workload.job-classes[0].name = \"jjjjj", "validate", "quickstart", "--set",
                "workload.job-classes=[{name=" + "j".repeat(201) + ", share-of-arrivals=1, processors=1, memory=1GiB, "
                        + "run-time=1}]", "--set", "run.warmup-jobs=0");
        rejected("a group's name must be at most 200 characters", "validate", "quickstart", "--set",
                "failures.groups=[{name=" + "g".repeat(201) + ", hosts=[0], mtbf=1000}]");
    }

    @Test
    void aLabelsEscapeSequence_isPrintedEscaped_neverRaw() {
        CliRunner r = CliRunner.run("run", "quickstart", "--set", "policies=[{name=none, label=\"a\\u001b[31mred\"}]",
                "--set", "workload.loads=[0.5]", "--set", "run.jobs=2000", "--set", "run.warmup-jobs=200", "--set",
                "run.replications=2", "--out", dir.resolve("out").toString(), "--no-progress");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("a\\u001b[31mred"), r.out());
        assertFalse(r.out().contains("\u001b") || r.err().contains("\u001b"), "no raw escape: " + r.out() + r.err());
    }

    @Test
    void anErrorQuotingAControlCharacter_showsItEscaped() {
        rejected("\\u001b[2J", "cluster", "--policy", "x\u001b[2J");
        CliRunner r = CliRunner.run("cluster", "--policy", "x\u001b[2J");
        assertFalse(r.err().contains("\u001b"), r.err());
    }
}
