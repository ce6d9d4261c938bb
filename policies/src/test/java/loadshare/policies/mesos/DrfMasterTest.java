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
     * A framework that declines an agent is not offered it again until its refuse timeout while the agent has no
     * more free than it declined (Mesos's refuse filter). One agent of 4 CPUs, 8 GB; A launches 2 tasks of
     * <1 CPU, 1 GB> in all, B wants tasks of <4 CPUs, 1 GB>. A takes one CPU first (lists first at share 0), B
     * declines the 3 CPUs left, A takes another; A's first task ends at 1: 3 CPUs free, no more than B declined, so
     * B is not offered them; A's second ends at 2: 4 CPUs free, more than B declined, and B takes them.
     */
    @Test
    void aDecliningFramework_isNotOfferedTheAgentAgain_untilItsRefuseTimeout_orMoreIsFree() {
        Framework a = new Framework("A", 1, new long[] {1, 1}, 2, 1);
        Framework b = Framework.unbounded("B", 4, 1);
        DrfMaster master = new DrfMaster(new long[][] {{4, 8}}, List.of(a, b), true, 5);
        assertEquals(2, master.allocate(0));
        assertEquals(3, master.offers());        // A accepts, B declines, A accepts; B's refusal holds
        assertEquals(5.0, master.nextRefusalEnd(0));
        master.finished(0, 0, a.task());
        assertEquals(0, master.allocate(1));
        assertEquals(3, master.offers());        // nobody was offered: A wants no more, B still refuses
        master.finished(0, 0, a.task());
        assertEquals(1, master.allocate(2));
        assertEquals(1, master.tasks(1));
        assertArrayEquals(new long[] {0, 7}, master.free(0));
    }

    /** A refusal runs out after the refuse timeout: the agent is offered again, and a revive lifts it at once. */
    @Test
    void aRefusal_runsOutAtTheTimeout_andARevive_liftsIt() {
        Framework b = Framework.unbounded("B", 4, 1);
        DrfMaster master = new DrfMaster(new long[][] {{3, 8}}, List.of(b), true, 5);
        assertEquals(0, master.allocate(0));
        assertEquals(1, master.offers());
        assertEquals(0, master.allocate(4.9));
        assertEquals(1, master.offers());
        assertEquals(0, master.allocate(5));
        assertEquals(2, master.offers());        // offered again at 5, declined again: refused until 10
        master.revive(0);
        assertEquals(0, master.allocate(6));
        assertEquals(3, master.offers());
        assertEquals(11.0, master.nextRefusalEnd(6));
    }

    @Test
    void jainsIndex_isOneWhenEqual_andOneOverNAtWorst() {
        assertEquals(1.0, DrfMaster.jain(new double[] {0.3, 0.3, 0.3}), 1e-12);
        assertEquals(1 / 3.0, DrfMaster.jain(new double[] {0, 0.9, 0}), 1e-12);
        assertEquals(1.0, DrfMaster.jain(new double[] {0, 0}));
    }
}
