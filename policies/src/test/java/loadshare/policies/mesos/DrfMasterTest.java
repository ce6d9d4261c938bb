package loadshare.policies.mesos;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Two-level offers with Dominant Resource Fairness, against the DRF paper's example and worked-out cases. */
class DrfMasterTest {

    /**
     * Ghodsi et al., NSDI 2011, section 4: 9 CPUs and 18 GB; A's tasks need <1 CPU, 4 GB>, B's <3 CPUs, 1 GB>,
     * both with unbounded demand. DRF gives A 3 tasks (3 CPUs, 12 GB: dominant share 12/18) and B 2 tasks (6 CPUs,
     * 2 GB: dominant share 6/9): equal dominant shares of 2/3, and no framework can launch another task.
     */
    @Test
    void drfPaperExample_aRunsThreeTasks_bTwo_bothDominantSharesTwoThirds() {
        DrfMaster master = new DrfMaster(new long[][] {{9, 18}},
                List.of(Framework.unbounded("A", 1, 4), Framework.unbounded("B", 3, 1)), true, 5);
        assertEquals(5, master.allocate(0));
        assertEquals(3, master.tasks(0));
        assertEquals(2, master.tasks(1));
        assertEquals(2 / 3.0, master.dominantShare(0));
        assertEquals(2 / 3.0, master.dominantShare(1));
        assertEquals(1.0, master.jainIndex());
        assertArrayEquals(new long[] {0, 4}, master.free(0));
    }

    /**
     * 10 CPUs and 10 GB; A's tasks <1, 1>, B's <4, 4>. In turn (round robin) A, B, A, B fill the machine: A 2 tasks
     * (share 0.2), B 2 (0.8), Jain's index 1 / 1.36. DRF offers to the lower dominant share: A 6 tasks (0.6), B 1
     * (0.4), Jain's index 1 / 1.04.
     */
    @Test
    void drf_isFairerThanRoundRobin_whenTaskSizesDiffer() {
        List<Framework> frameworks = List.of(Framework.unbounded("A", 1, 1), Framework.unbounded("B", 4, 4));
        DrfMaster roundRobin = new DrfMaster(new long[][] {{10, 10}}, frameworks, false, 5);
        roundRobin.allocate(0);
        assertEquals(2, roundRobin.tasks(0));
        assertEquals(2, roundRobin.tasks(1));
        assertEquals(1 / 1.36, roundRobin.jainIndex(), 1e-12);
        DrfMaster drf = new DrfMaster(new long[][] {{10, 10}}, frameworks, true, 5);
        drf.allocate(0);
        assertEquals(6, drf.tasks(0));
        assertEquals(1, drf.tasks(1));
        assertEquals(1 / 1.04, drf.jainIndex(), 1e-12);
    }

    /**
     * A framework that declines an agent is not offered it again until its refuse timeout: when B's task ends, its
     * 3 CPUs go to A only if A's refusal has run out; B, whose refusal has also run out, gets them back first
     * because its dominant share is then the lower one.
     */
    @Test
    void aDecliningFramework_isNotOfferedTheAgentAgain_untilItsRefuseTimeout() {
        DrfMaster master = new DrfMaster(new long[][] {{9, 18}},
                List.of(Framework.unbounded("A", 1, 4), Framework.unbounded("B", 3, 1)), true, 5);
        master.allocate(0);                      // A 3, B 2; both declined the full agent at 0
        master.finished(1, 0, 1);                // one of B's tasks ends: 3 CPUs free
        assertEquals(0, master.allocate(1));     // both still refuse until 5
        assertEquals(1, master.allocate(5));     // B (1/3) is below A (2/3): B takes it back
        assertEquals(2, master.tasks(1));
        assertEquals(3, master.tasks(0));
    }
}
