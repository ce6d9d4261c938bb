package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static loadshare.config.ExperimentFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import loadshare.config.trace.TraceFormat;
import loadshare.config.trace.TraceHomes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** workload.trace as an experiment sets it: the file beside the experiment, loads, run.jobs, warm-up, errors. */
class TraceSettingsTest {

    @TempDir
    Path dir;

    /** Three jobs: submits 0, 10, 20; run times 30, 10, 40; users 1, 2, 1. */
    private static final String SWF = "; tiny\n"
            + "1 100 -1 30 1 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1\n"
            + "2 110 -1 10 1 -1 -1 -1 -1 -1 1 2 1 -1 -1 -1 -1 -1\n"
            + "3 120 -1 40 1 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1\n";

    private Path traceExperiment(String... more) throws IOException {
        Files.createDirectories(dir.resolve("traces"));
        Files.writeString(dir.resolve("traces/t.swf"), SWF);
        String[] body = new String[more.length + 2];
        body[0] = "nodes = 2";
        body[1] = "workload.trace.file = \"traces/t.swf\"";
        System.arraycopy(more, 0, body, 2, more.length);
        return experiment(dir, body);
    }

    @Test
    void noFile_meansPoissonArrivals() {
        assertNull(load(experiment(dir, "nodes = 2")).workload().trace());
    }

    @Test
    void aTrace_relativeToTheExperimentFile_replaysEveryJobAtItsOwnPace_measuringAll() throws IOException {
        ExperimentSettings s = load(traceExperiment());
        TraceSettings t = s.workload().trace();
        assertEquals("traces/t.swf", t.file());
        assertEquals(TraceFormat.SWF, t.format());
        assertEquals(TraceHomes.USER, t.homes());
        assertFalse(t.paced());
        assertEquals(3, t.jobs());
        assertEquals(3, s.run().jobs());
        assertEquals(0, s.run().warmupJobs());
        assertEquals(List.of(80.0 / (2 * 20)), s.workload().loads());   // its own load on 2 nodes
    }

    @Test
    void loads_runJobs_andWarmup_whenSet_pace_cut_andDiscard() throws IOException {
        ExperimentSettings s = load(traceExperiment("workload.loads = [0.5]", "run.jobs = 2", "run.warmup-jobs = 1"));
        assertTrue(s.workload().trace().paced());
        assertEquals(List.of(0.5), s.workload().loads());
        assertEquals(2, s.workload().trace().jobs());
        assertEquals(1, s.run().jobs());
        assertEquals(1, s.run().warmupJobs());
        assertEquals(3, load(traceExperiment("run.jobs = 99")).workload().trace().jobs());
    }

    @Test
    void gzippedTraces_areRead() throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("t.swf.gz")))) {
            out.write(SWF.getBytes(StandardCharsets.US_ASCII));
        }
        ExperimentSettings s = load(experiment(dir, "workload.trace.file = \"t.swf.gz\""));
        assertEquals(3, s.workload().trace().jobs());
    }

    @Test
    void badSettings_areOneLineNamingFileLineAndKey() throws IOException {
        Path file = experiment(dir, "workload.trace.file = \"missing.swf\"");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.trace.file = \"missing.swf\": no such file ("
                + dir.toAbsolutePath().normalize().resolve("missing.swf") + ")", rejection(file));
        Path homes = traceExperiment("workload.trace.homes = users");
        assertEquals(at(homes, 4) + "loadshare.experiment.workload.trace.homes = \"users\": unknown homes "
                + "(did you mean 'user'?)", rejection(homes));
        Path format = traceExperiment("workload.trace.format = xml");
        assertEquals(at(format, 4) + "loadshare.experiment.workload.trace.format = \"xml\": unknown format "
                + "(valid: swf, csv)", rejection(format));
        Path warmup = traceExperiment("run.warmup-jobs = 3");
        assertTrue(rejection(warmup).startsWith(at(warmup, 4) + "loadshare.experiment.run.warmup-jobs = 3: "));
    }

    @Test
    void loads_withAZeroSpanTrace_isOneClearError() {
        write(dir, "same.swf", "1 5 -1 3 1 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1",
                "2 5 -1 4 1 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1");
        Path file = experiment(dir, "workload.trace.file = same.swf", "workload.loads = [0.7]");
        assertEquals(at(file, 3) + "loadshare.experiment.workload.loads = [0.7]: the trace's 2 replayed jobs are all "
                + "submitted at the same time, so no pace gives a load; remove loads", rejection(file));
    }

    @Test
    void aMalformedLine_namesTheTraceFileLineAndField() {
        write(dir, "bad.swf", "; header", "1 0 -1 abc 1 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1");
        assertEquals("bad.swf:2: field 4 (run time): \"abc\" is not a number",
                rejection(experiment(dir, "workload.trace.file = bad.swf")));
    }
}
