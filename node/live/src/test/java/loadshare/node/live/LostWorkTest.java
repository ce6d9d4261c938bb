package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The work lost with a killed node, from its journal's attempts and the launcher's kill time, as the simulator counts
 * it; and where the live cluster cannot measure it exactly, which it then says instead of guessing.
 */
class LostWorkTest {

    private static final String[] FAILURES = {"failures.mtbf=1000", "failures.on-failure=restart"};

    private static HomeJournal.Attempt attempt(double start, double work) {
        return new HomeJournal.Attempt(1, start, work);
    }

    @Test
    void eachRunningAttemptLosesWhatItHadDone_atMostItsWork_onACpuOfItsSpeed() {
        // speed 2, killed at 13: started at 10 with 8 to do, it had done 3 x 2 = 6; started at 12 with 1, it was done
        // in 0.5 s but its completion was not recorded before the kill: all of its 1; started after the kill: nothing
        List<HomeJournal.Attempt> running = List.of(attempt(10, 8), attempt(12, 1), attempt(13.5, 4));
        assertEquals(6 + 1 + 0, LostWork.of(running, 13, 2, 0), 1e-12);
    }

    @Test
    void aKillBeforeTheMeasurementBegan_losesNothingThatCounts_asInTheSimulator() {
        assertEquals(0, LostWork.of(List.of(attempt(10, 8)), 13, 1, 15));
        assertEquals(5, LostWork.of(List.of(attempt(10, 8)), 15, 1, 15), 1e-12,
                "a kill once it began: all the attempt had done, as the simulator counts a hit while measuring");
    }

    @Test
    void aNodeWithNothingRunning_losesNothing_evenIfWhenItDiedIsNotKnown() {
        assertEquals(0, LostWork.of(List.of(), Double.NaN, 1, 0));
        assertTrue(Double.isNaN(LostWork.of(List.of(attempt(1, 2)), Double.NaN, 1, 0)),
                "running attempts and no kill time: not known, not guessed");
    }

    @Test
    void measuredOnFcfsHostsOfLoadSharingPolicies_notWhereTheJournalCannotSayWhatAJobHadDone() {
        assertNull(LostWork.notMeasured(LiveClusterFixture.run(3, "none", 0.5, 100, 0.01, FAILURES)));
        assertNull(LostWork.notMeasured(LiveClusterFixture.run(3, "sender-random", 0.5, 100, 0.01, FAILURES)));
        assertEquals("the run has no failures",
                LostWork.notMeasured(LiveClusterFixture.run(3, "none", 0.5, 100, 0.01)));
        assertTrue(LostWork.notMeasured(LiveClusterFixture.run(3, "none", 0.5, 100, 0.01, FAILURES[0], FAILURES[1],
                "hosts.cpu-scheduling.quantum=0.1")).startsWith("hosts schedule their CPUs otherwise"));
        assertTrue(LostWork.notMeasured(LiveClusterFixture.run(3, "none", 0.5, 100, 0.01, FAILURES[0], FAILURES[1],
                "hosts.owner.present=true")).startsWith("owners suspend"));
    }
}
