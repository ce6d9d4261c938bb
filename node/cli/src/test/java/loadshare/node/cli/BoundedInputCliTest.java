package loadshare.node.cli;

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
}
