package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code trace info} and a trace experiment from the command line: what they print, write, and refuse. */
class TraceCommandTest {

    @TempDir
    Path dir;

    private Path csv() throws IOException {
        return Files.writeString(dir.resolve("jobs.csv"), "submit,node,demand,user\n"
                + "0,0,10,1\n0,1,20,2\n1800,1,-1,2\n3600,0,30,1\n7200,1,40,3\n");
    }

    @Test
    void info_printsUsedSkippedUsersSpanLoadAndPercentiles_andWritesTwoPlots() throws IOException {
        CliRunner r = CliRunner.run("trace", "info", csv().toString(), "--nodes", "2", "--out", dir.resolve("o").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("jobs used     4"), r.out());
        assertTrue(r.out().contains("jobs skipped  1 (1 run time not > 0)"), r.out());
        assertTrue(r.out().contains("users         3"), r.out());
        assertTrue(r.out().contains("span          7,200 s"), r.out());
        assertTrue(r.out().contains("offered load  0.00694 on 2"), r.out()); // 100 / (2 x 7200)
        assertTrue(r.out().contains("p50 20.000"), r.out());
        assertTrue(Files.size(dir.resolve("o/trace-arrivals.png")) > 0);
        assertTrue(Files.size(dir.resolve("o/trace-demand.png")) > 0);
        for (String file : List.of("trace-arrivals.svg", "trace-arrivals.pdf", "trace-demand.svg", "trace-demand.pdf")) {
            assertTrue(Files.size(dir.resolve("o").resolve(file)) > 0, file);
        }
        assertTrue(r.err().contains("(trace-arrivals.png, trace-arrivals.svg, trace-arrivals.pdf, trace-demand.png, "
                + "trace-demand.svg, trace-demand.pdf)"), r.err());
    }

    @Test
    void info_badInput_isOneLineAndStatus2() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.swf"), "; h\n1 0 -1 abc 1 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1\n");
        CliRunner r = CliRunner.run("trace", "info", bad.toString(), "--out", dir.resolve("o").toString());
        assertEquals(2, r.status());
        assertEquals("error: " + bad + ":2: field 4 (run time): \"abc\" is not a number", r.err().strip());
        assertFalse(Files.exists(dir.resolve("o")));
        assertEquals(2, CliRunner.run("trace", "info", dir.resolve("none.swf").toString()).status());
    }

    @Test
    void run_aMalformedTrace_writesNothing_andExits2() throws IOException {
        Files.writeString(dir.resolve("bad.swf"), "1 0 -1 5 1 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1\n1 2 3\n");
        Path exp = Files.writeString(dir.resolve("e.conf"), "loadshare.experiment { workload.trace.file = bad.swf }\n");
        CliRunner r = CliRunner.run("run", exp.toString(), "--out", dir.resolve("out").toString(), "--no-progress");
        assertEquals(2, r.status());
        assertEquals("error: bad.swf:2: 3 fields: an SWF job line has 18", r.err().strip());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    @Test
    void run_aTrace_writesTheReports() throws IOException {
        csv();
        Path exp = Files.writeString(dir.resolve("e.conf"), "loadshare.experiment {\n nodes = 2\n"
                + " workload.trace { file = jobs.csv, format = csv }\n run.replications = 1\n}\n");
        CliRunner r = CliRunner.run("run", exp.toString(), "--out", dir.resolve("out").toString(), "--no-progress");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.readString(dir.resolve("out/results.csv")).contains("none,"));
    }
}
