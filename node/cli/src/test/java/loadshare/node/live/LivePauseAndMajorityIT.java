package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import loadshare.node.run.JobAccounting;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A pause past the failure detector (SIGSTOP for 20 s) ends with the paused node downed and the run completing
 * without losing a job; losing the majority (three of five killed) ends the run within 30 s with the results so far
 * and the cause. Crashes that leave a majority alive: {@link LiveChaosIT}.
 */
class LivePauseAndMajorityIT extends ChaosCluster {

    @Test
    @Timeout(300)
    void aChildPausedLongerThanTheFailureDetectorAllows_isDowned_andTheRunCompletesWithoutLosingAJob() throws Exception {
        LiveMeasurement m = runWith(children -> {
            signal("STOP", children.get(2));                // node 3
            Thread.sleep(20_000);                           // unreachable after ~8 s, downed ~5 s later
            signal("CONT", children.get(2));
        });
        JobAccounting jobs = m.accounting();
        assertNull(m.interrupted(), this::transcript);
        assertEquals(List.of(3), jobs.nodesGone(), this::transcript);
        assertTrue(m.drained(), this::transcript);
        assertEquals(0, jobs.lost(), jobs::toString);
        assertTrue(jobs.balances(), jobs::toString);
        // resumed, it hears "quarantined this node" for each message it had queued: identical lines are thinned out
        List<String> resumed = Files.readAllLines(logs.resolve("child-2.log"));
        assertTrue(resumed.size() < 100, resumed.size() + " lines:\n" + String.join("\n", resumed));
    }

    @Test
    @Timeout(300)
    void threeOfFiveKilled_theFirstNodeWritesTheResultsSoFar_withTheCause_within30Seconds() throws Exception {
        long[] killedAt = new long[1];
        LiveMeasurement m = runWith(children -> {
            kill(children.get(1));
            kill(children.get(2));
            kill(children.get(3));
            killedAt[0] = System.nanoTime();
        });
        double seconds = (System.nanoTime() - killedAt[0]) / 1e9;
        assertTrue(seconds < 30, "the result came " + seconds + " s after the kills");
        assertEquals("lost the majority: nodes 2, 3, 4 gone", m.interrupted(), this::transcript);
        assertTrue(m.accounting().nodesGone().containsAll(List.of(2, 3, 4)), m.accounting()::toString);
        assertTrue(m.accounting().balances(), m.accounting()::toString);
        assertEquals(0, m.accounting().lost(), "an interrupted run's jobs in flight are unfinished, not lost");
    }
}
