package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Crashes that leave a majority alive: two of five JVMs killed (SIGKILL) at once or 8 s apart — node 0, where the
 * collector starts, second or not at all — end with the run completing on the survivors, no job lost and the books
 * balanced. Node 0 killed first is {@code NodeZeroDiesIT}'s case (with Condor, a dispatcher and the batch scheduler);
 * pauses and the loss of the majority: {@link LivePauseAndMajorityIT}.
 */
class LiveChaosIT extends ChaosCluster {

    @ParameterizedTest(name = "nodes {0} and {1} killed {2} s apart")
    @CsvSource({"2, 4, 0", "3, 0, 8"})
    @Timeout(420)
    void twoOfFiveKilledSecondsApart_runCompletes_noJobLost_andTheBooksBalance(int first, int second, int secondsApart)
            throws Exception {
        LiveSummary m = runWith(nodes -> {
            kill(nodes.get(first));
            Thread.sleep(secondsApart * 1000L);
            kill(nodes.get(second));
        });
        assertNull(m.interrupted(), this::transcript);
        assertEquals(List.of(first, second).stream().sorted().toList(), m.nodesGone(), this::transcript);
        assertTrue(m.drained(), this::transcript);
        assertEquals(0, m.lost(), m::toString);
        assertTrue(m.balances(), m::toString);
        if (first == 0 || second == 0) {
            assertTrue(m.collector() != 0, "a survivor collected the figures: " + m);
        }
    }
}
