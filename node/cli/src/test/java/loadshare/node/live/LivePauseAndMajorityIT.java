package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A pause past the failure detector (SIGSTOP until the cluster has removed the node, 13-15 s on a quiet machine) ends
 * with the paused node downed and the run completing without losing a job; losing the majority (three of five killed)
 * ends the run within 30 s with the results so far and the cause. Crashes that leave a majority alive:
 * {@link LiveChaosIT}.
 */
class LivePauseAndMajorityIT extends ChaosCluster {

    @Test
    @Timeout(420)
    void aChildPausedLongerThanTheFailureDetectorAllows_isDowned_andTheRunCompletesWithoutLosingAJob() throws Exception {
        LiveSummary m = runWith(nodes -> {
            signal("STOP", nodes.get(3));
            // unreachable after ~8 s, downed ~5 s later: resumed only once the cluster has removed it
            assertTrue(awaitConsole("node 3 has left the cluster", Duration.ofSeconds(120)), this::transcript);
            signal("CONT", nodes.get(3));
        });
        assertNull(m.interrupted(), this::transcript);
        assertEquals(List.of(3), m.nodesGone(), this::transcript);
        assertTrue(m.drained(), this::transcript);
        assertEquals(0, m.lost(), m::toString);
        assertTrue(m.balances(), m::toString);
        // resumed, it hears "quarantined this node" for each message it had queued: identical lines are thinned out
        List<String> resumed = Files.readAllLines(logOf(3));
        assertTrue(resumed.size() < 100, resumed.size() + " lines:\n" + String.join("\n", resumed));
    }

    @Test
    @Timeout(420)
    void threeOfFiveKilled_theFirstNodeWritesTheResultsSoFar_withTheCause_within30Seconds() throws Exception {
        long[] killedAt = new long[1];
        LiveSummary m = runWith(nodes -> {
            kill(nodes.get(2));
            kill(nodes.get(3));
            kill(nodes.get(4));
            killedAt[0] = System.currentTimeMillis();
        });
        double seconds = (outcome.writtenAt() - killedAt[0]) / 1e3;
        assertTrue(seconds < 30, "the results were written " + seconds + " s after the kills");
        assertEquals("lost the majority: nodes 2, 3, 4 gone", m.interrupted(), this::transcript);
        assertTrue(m.nodesGone().containsAll(List.of(2, 3, 4)), m::toString);
        assertTrue(m.balances(), m::toString);
        assertEquals(0, m.lost(), "an interrupted run's jobs in flight are unfinished, not lost");
    }
}
