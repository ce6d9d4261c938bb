package loadshare.node.live.workers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How many replications the runner puts in a unit: about a second's worth, but single ones at the start and end. */
class UnitSizeTest {

    private static final long MS = 1_000_000;

    @Test
    void beforeAnyReplicationIsMeasured_aUnitIsOneReplication() {
        assertEquals(1, Runner.groupSize(0, 0, 500, 4));
    }

    @Test
    void shortReplications_fillAUnitOfAboutASecond() {
        assertEquals(17, Runner.groupSize(10, 10 * 60 * MS, 500, 4));     // 0.06 s each: ceil(1 / 0.06)
        assertEquals(1, Runner.groupSize(10, 10 * 2_000 * MS, 500, 4));   // 2 s each: one
    }

    @Test
    void veryShortReplications_stopAtTheMostInAUnit() {
        assertEquals(Runner.MOST_IN_A_UNIT, Runner.groupSize(100, 100 * MS / 10, 100_000, 4));
    }

    @Test
    void nearTheEnd_everyConsumerKeepsTwoUnits_soTheLastAreSingle() {
        assertEquals(5, Runner.groupSize(10, 10 * 60 * MS, 40, 4));        // 40 left, 4 consumers: 40 / 8
        assertEquals(1, Runner.groupSize(10, 10 * 60 * MS, 15, 4));
        assertEquals(1, Runner.groupSize(10, 10 * 60 * MS, 3, 0));         // no consumer listed yet: as one
    }
}
