package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** A node's timed inputs come out earliest first, only once due; a policy timer can be withdrawn. */
class DueInputsTest {

    @Test
    void inputsComeOutInDueOrder_whateverOrderTheyWereSet_andOnlyUpToTheHorizon() {
        DueInputs due = new DueInputs();
        due.add(3.0, DueInputs.Kind.SERVICE, 0);
        due.add(1.0, DueInputs.Kind.ARRIVAL, 0);
        due.add(2.0, DueInputs.Kind.TIMER, 7);
        assertEquals(1.0, due.pollUpTo(2.5).due());
        assertEquals(2.0, due.pollUpTo(2.5).due());
        assertNull(due.pollUpTo(2.5));
        assertEquals(DueInputs.Kind.SERVICE, due.pollUpTo(10).kind());
    }

    @Test
    void aWithdrawnTimer_neverComesOut_andEqualDueTimesKeepTheirOrder() {
        DueInputs due = new DueInputs();
        due.add(1.0, DueInputs.Kind.TIMER, 7);
        due.add(1.0, DueInputs.Kind.ARRIVAL, 0);
        assertEquals(7, due.remove(DueInputs.Kind.TIMER, 7).arg());
        assertNull(due.remove(DueInputs.Kind.TIMER, 7));
        assertEquals(DueInputs.Kind.ARRIVAL, due.pollUpTo(1.0).kind());
        assertNull(due.pollUpTo(5));
    }

    @Test
    void theNextDue_isTheEarliestPendingInput_andInfiniteOnceNoneIsPending() {
        DueInputs due = new DueInputs();
        assertEquals(Double.POSITIVE_INFINITY, due.nextDue());
        due.add(4.0, DueInputs.Kind.SERVICE, 0);
        due.add(2.5, DueInputs.Kind.ARRIVAL, 0);
        assertEquals(2.5, due.nextDue());
        due.pollUpTo(3.0);
        assertEquals(4.0, due.nextDue(), "the arrival was taken in: the completion is next");
        due.remove(DueInputs.Kind.SERVICE, 0);
        assertEquals(Double.POSITIVE_INFINITY, due.nextDue());
    }
}
