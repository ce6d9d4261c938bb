package loadshare.node.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A run's lateness by the model time its messages were sent: a stall makes the messages of its moment late, and the
 * timeline gives a twin's message of that moment the same lateness, not the run's mean.
 */
class DelayTimelineTest {

    @Test
    void aStallEarlyInTheRun_latesTheEarlyMessagesOnly() {
        DelayTimeline.Builder b = new DelayTimeline.Builder(1.0);
        b.add(0.2, 13.0);       // a cold start: the first launches wait 13 to 19 model seconds
        b.add(0.7, 19.0);
        b.add(25.5, 0.5);       // then half a second
        b.add(25.9, 0.25);
        DelayTimeline t = b.timeline();
        assertEquals(16.0, t.at(0.5), 1e-12, "the bin's mean");
        assertEquals(0.375, t.at(25.0), 1e-12);
        assertEquals(4, t.count());
        // one mean for every message (8.1875) would be wrong for all four
    }

    @Test
    void aBinWithNoMessage_takesTheNearestMeasured_theEarlierOfTwoAsNear() {
        DelayTimeline.Builder b = new DelayTimeline.Builder(1.0);
        b.add(2.5, 1.0);
        b.add(6.5, 3.0);
        DelayTimeline t = b.timeline();
        assertEquals(1.0, t.at(0.0), 1e-12, "before the first: the first");
        assertEquals(1.0, t.at(3.5), 1e-12, "nearer the earlier");
        assertEquals(1.0, t.at(4.5), 1e-12, "two bins from either: the earlier");
        assertEquals(3.0, t.at(5.5), 1e-12, "nearer the later");
        assertEquals(3.0, t.at(1e9), 1e-12, "after the last: the last");
        assertTrue(Double.isNaN(DelayTimeline.NONE.at(3.0)), "nothing measured");
    }

    @Test
    void aRunLongerThanItsBins_mergesThemTwoByTwo_keepingEverySum() {
        DelayTimeline.Builder b = new DelayTimeline.Builder(1.0);
        b.add(0.5, 1.0);
        b.add(1.5, 3.0);
        b.add(DelayTimeline.MAX_BINS + 0.5, 5.0);      // one bin too far: the width doubles
        DelayTimeline t = b.timeline();
        assertEquals(2.0, t.width(), 1e-12);
        assertEquals(2.0, t.at(0.5), 1e-12, "bins 0 and 1 merged: (1 + 3) / 2");
        assertEquals(5.0, t.at(DelayTimeline.MAX_BINS + 0.5), 1e-12);
        assertEquals(3, t.count());
    }

    @Test
    void twoNodesTimelines_addUpAtTheWiderWidth() {
        DelayTimeline.Builder fine = new DelayTimeline.Builder(1.0);
        fine.add(0.5, 1.0);
        fine.add(1.5, 2.0);
        DelayTimeline.Builder coarse = new DelayTimeline.Builder(2.0);
        coarse.add(1.0, 6.0);
        DelayTimeline sum = fine.timeline().plus(coarse.timeline());
        assertEquals(2.0, sum.width(), 1e-12);
        assertEquals(3, sum.count());
        assertEquals(3.0, sum.at(1.0), 1e-12, "(1 + 2 + 6) / 3");
        assertEquals(fine.timeline(), fine.timeline().plus(DelayTimeline.NONE));
    }

    @Test
    void aTwin_takesTheLatenessOfItsMessagesSide_orTheOtherWhereItsMeasuredNothing() {
        DelayTimeline.Builder toNodes = new DelayTimeline.Builder(1.0);
        toNodes.add(0.5, 4.0);
        DelayTimeline.Builder toCoordinator = new DelayTimeline.Builder(1.0);
        toCoordinator.add(0.5, 0.25);
        TwinLateness twin = new TwinLateness(toNodes.timeline(), toCoordinator.timeline(), 4);
        assertEquals(4.0, twin.of(2, 0.5), 1e-12, "a launch to node 2");
        assertEquals(0.25, twin.of(4, 0.5), 1e-12, "a report to the coordinator (participant 4)");
        assertEquals(4.0, new TwinLateness(toNodes.timeline(), DelayTimeline.NONE, 4).of(4, 0.5), 1e-12);
        assertEquals(0.0, new TwinLateness(DelayTimeline.NONE, DelayTimeline.NONE, 4).of(0, 0.5), 1e-12);
    }
}
