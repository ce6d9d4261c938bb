package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Crashes that leave a majority alive: two of five JVMs killed (SIGKILL) 0, 4 and 8 s apart end with the run
 * completing, no job lost and the books balanced. Pauses and the loss of the majority: {@link LivePauseAndMajorityIT}.
 */
class LiveChaosIT extends ChaosCluster {

    @ParameterizedTest(name = "two of five killed {0} s apart")
    @ValueSource(ints = {0, 4, 8})
    @Timeout(300)
    void twoOfFiveKilledSecondsApart_runCompletes_noJobLost_andTheBooksBalance(int secondsApart) throws Exception {
        LiveSummary m = runWith(nodes -> {
            kill(nodes.get(2));
            Thread.sleep(secondsApart * 1000L);
            kill(nodes.get(4));
        });
        assertNull(m.interrupted(), this::transcript);
        assertEquals(List.of(2, 4), m.nodesGone(), this::transcript);
        assertTrue(m.drained(), this::transcript);
        assertEquals(0, m.lost(), m::toString);
        assertTrue(m.balances(), m::toString);
    }
}
