package loadshare.node.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each outage of a failure log may say when the others learn of its failure (a live run's twin: each kill as late as
 * the live survivors learnt of it). Three workstations of one CPU, {@code central-queue} (its coordinator on node 0,
 * which never fails), no latency, fail-stop failures, a probe timeout of 1. Three jobs of home 0, 100 s each: J0
 * at 0 runs at home, 0 to 100 (response 100); J1 at 1 goes to the CPU free longest, node 1's (1 to ...); J2 at 2 to
 * node 2's (2 to ...). Node 1 is down from 10 to 12, node 2 from 20 to 22: J1 and J2 are lost with them (9 and 18 s
 * of work done), home 0 resubmits each when it learns of the failure, the coordinator takes the node as down then and
 * back no earlier, and each job runs again from the start on its node, the only CPU free.
 */
class DetectionDelayTest {

    @TempDir
    Path dir;

    private RunMeasurement run(String outages) throws IOException {
        Files.writeString(dir.resolve("t.csv"), "submit,node,demand\n0,0,100\n1,0,100\n2,0,100\n");
        Files.writeString(dir.resolve("outages.csv"), outages);
        Path file = Files.writeString(dir.resolve("e.conf"), "loadshare.experiment {\n nodes = 3\n"
                + " workload.trace { file = t.csv, format = csv }\n policies = [{name = central-queue}]\n"
                + " failures { log = outages.csv, on-failure = restart, probe-timeout = 1 }\n}\n");
        ExperimentSettings s = ExperimentLoader.load(file.toString(), List.of());
        return new SimulatedCluster(RunSetup.model(s, PolicyRegistry.standard().resolve(s.policies().get(0)),
                s.workload().loads().get(0), RunSetup.seed(s, 0))).run(0, 3, done -> { });
    }

    /**
     * Node 1's failure learnt of 6 s after it (at 16, after its repair at 12): J1 runs again from 16 to 116 (response
     * 115). Node 2's, 9 s after it (at 29): J2 runs from 29 to 129 (response 127). Mean (100 + 115 + 127) / 3.
     */
    @Test
    void twoOutagesWithTheirOwnDetectionDelays_resubmitTheirJobsAsLateAsEachSays() throws IOException {
        RunMeasurement m = run("host,down_at,up_at,detected_after\n1,10,12,6\n2,20,22,9\n");
        assertEquals(3, m.jobs());
        assertEquals((100 + 115 + 127) / 3.0, m.meanResponseTime(), 1e-9);
        FailureFigures f = m.section(Section.FAILURES).orElseThrow();
        assertEquals(9 + 18, f.lostWork(), 1e-9, "the work done when the nodes failed, whenever it was learnt of");
        assertEquals(2 / 3.0, f.restartsPerJob(), 1e-12);
    }

    /**
     * Where the log says nothing, the probe timeout: node 1's failure learnt of at 11, J1 waits for node 1's repair at
     * 12 and runs from 12 to 112 (response 111); node 2's at 21, J2 from 22 to 122 (response 120). With the delay of
     * the first outage only: J1 as above with its delay (115), J2 with the probe timeout (120).
     */
    @Test
    void outagesWithoutADelay_takeTheProbeTimeout_asBefore() throws IOException {
        assertEquals((100 + 111 + 120) / 3.0, run("host,down_at,up_at\n1,10,12\n2,20,22\n").meanResponseTime(), 1e-9);
        assertEquals((100 + 111 + 120) / 3.0,
                run("host,down_at,up_at,detected_after\n1,10,12,\n2,20,22,\n").meanResponseTime(), 1e-9);
        assertEquals((100 + 115 + 120) / 3.0,
                run("host,down_at,up_at,detected_after\n1,10,12,6\n2,20,22,\n").meanResponseTime(), 1e-9);
    }
}
