package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The datacenter experiment, small, from the command line: the scheduler's figures and the bands' plot. */
class DatacenterCliTest {

    @TempDir
    Path dir;

    @Test
    void theBundledExperiment_runsSmall_reportingPreemptionsStrandingAndTheWaitPerBand() throws Exception {
        Path out = dir.resolve("d");
        CliRunner r = CliRunner.run("run", "datacenter", "--out", out.toString(), "--no-progress",
                "--set", "workload.loads=[0.85]", "--set", "run.jobs=1500", "--set", "run.replications=1",
                "--set", "policies=[{name=borg, label=bf}, {name=borg, label=wf-off, placement=worst-fit, preemption=off}]");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("strandedCpus") && r.out().contains("wait.best-effort"), r.out());
        assertTrue(Files.size(out.resolve("band-waits.png")) > 0);
        String summary = Files.readString(out.resolve("summary.json"));
        assertTrue(summary.contains("\"lostCpuSeconds\""), summary);
        assertFalse(Files.exists(dir.resolve("d-2")));
    }
}
