package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import loadshare.node.run.ApplicationRun;
import loadshare.node.run.Section;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Volunteer computing in the in-JVM live cluster: the coordinator actor runs the very server of the simulator. */
class LiveVolunteerIT {

    @Test
    @Timeout(90)
    void theApplicationCompletes_noCheaterIsAcceptedUnderQuorumTwo_andTheOwnersJobsAllFinish() throws Exception {
        LiveRun run = LiveClusterFixture.run(3, "volunteer", 0.2, 200, 0.02,
                "workload.application={tasks=80, task-work={distribution=exponential, mean=0.5}}",
                "policies=[{name=volunteer, replication=2, quorum=2, cheaters=0.34, deadline=10}]");
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            LiveMeasurement m = cluster.result.get(60, TimeUnit.SECONDS);
            System.out.println(String.join("\n", cluster.console) + "\n" + m);
            ApplicationRun app = m.run().section(Section.APPLICATION).orElseThrow();
            assertTrue(app.figures().complete(), "validated " + app.figures().validatedUnits() + " of 80");
            assertEquals(80, app.figures().validatedUnits());
            assertEquals(0, app.figures().wrongResultsAccepted(), "one cheater of three cannot reach a quorum of two");
            assertTrue(app.unitRuns() >= 160, "every unit ran at least twice: " + app.unitRuns());
            assertTrue(m.drained());
            assertEquals(0, m.accounting().lost());
        }
    }
}
