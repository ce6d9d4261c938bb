package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.node.run.ApplicationRun;
import loadshare.node.run.Section;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Volunteer computing in the in-JVM live cluster: the coordinator actor runs the very server of the simulator.
 *
 * <p>Whether the application completes within the run depends on how late its messages are: each replica costs a
 * request, an assignment and a result, and a unit's work is half a model second. On a quiet machine at 20 ms per model
 * second a message is 0.05 to 0.5 model s late and the application completes by about model time 90 of 200; a stall
 * of the machine that makes them 1.5 model s late (30 wall ms) leaves it a third undone at the end. So a run whose
 * messages were late by more than {@link #LATE} on average is run again slower, by its lateness, and the verdict is
 * taken on a run that was not late.
 */
class LiveVolunteerIT {

    /** One model second = 20 ms at first. */
    private static final double TIME_SCALE = 0.02;
    /** The slowest time scale tried: one model second = 200 ms (40 s of wall time). */
    private static final double SLOWEST = 0.2;
    /** The mean lateness of a message, model seconds, under which a run's verdict is taken. */
    private static final double LATE = 0.5;

    @Test
    @Timeout(300)
    void theApplicationCompletes_noCheaterIsAcceptedUnderQuorumTwo_andTheOwnersJobsAllFinish() throws Exception {
        LiveClusterFixture.Timed timed = LiveClusterFixture.onTime(TIME_SCALE, LATE, SLOWEST,
                LiveVolunteerIT::run, (scale, m) -> "validated " + m.run().section(Section.APPLICATION).orElseThrow()
                        .figures().validatedUnits() + " of 80");
        LiveMeasurement m = timed.measurement();
        String figures = timed.tries();
        assertTrue(!timed.late(LATE), "the machine was too busy to run the cluster on time even at "
                + 1000 * SLOWEST + " ms per model second: " + figures);
        ApplicationRun app = m.run().section(Section.APPLICATION).orElseThrow();
        assertTrue(app.figures().complete(), "validated " + app.figures().validatedUnits() + " of 80: " + figures);
        assertEquals(80, app.figures().validatedUnits());
        assertEquals(0, app.figures().wrongResultsAccepted(), "one cheater of three cannot reach a quorum of two");
        assertTrue(app.unitRuns() >= 160, "every unit ran at least twice: " + app.unitRuns());
        assertTrue(m.drained());
        assertEquals(0, m.accounting().lost());
    }

    private static LiveMeasurement run(double timeScale) throws Exception {
        LiveRun run = LiveClusterFixture.run(3, "volunteer", 0.2, 200, timeScale,
                "workload.application={tasks=80, task-work={distribution=exponential, mean=0.5}}",
                "policies=[{name=volunteer, replication=2, quorum=2, cheaters=0.34, deadline=10}]");
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            LiveMeasurement m = cluster.awaitResult();
            System.out.println(String.join("\n", cluster.console) + "\n" + m);
            return m;
        }
    }
}
