package loadshare.node.handover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Taking up a central scheduler's log: the chain of its writers, each write counted once, a write that never reached
 * a majority (and that a successor wrote over) left out.
 */
class SchedulerLogTest {

    private static SchedulerInput submit(int job) {
        return SchedulerInput.submit(job, job);
    }

    private static LogBatch write(String writer, long index, int depth, String parent, SchedulerInput... inputs) {
        return new LogBatch(writer, index, depth, parent, List.of(inputs));
    }

    @Test
    void anEmptyLog_isTakenUpByTheRunsFirstInstance() {
        SchedulerLog.TakenUp up = SchedulerLog.takeUp(List.of());
        assertEquals(List.of(), up.inputs());
        assertNull(up.parent());
        assertEquals(0, up.depth());
        assertEquals(0, up.base());
    }

    @Test
    void oneWriter_givesItsInputsInOrder_andTheSuccessorWritesAfterItsLastWrite() {
        List<LogBatch> read = List.of(write("a", 2, 0, null, submit(2)), write("a", 0, 0, null),
                write("a", 1, 0, null, submit(0), submit(1)));
        SchedulerLog.TakenUp up = SchedulerLog.takeUp(read);
        assertEquals(List.of(submit(0), submit(1), submit(2)), up.inputs());
        assertEquals("a", up.parent());
        assertEquals(1, up.depth());
        assertEquals(3, up.base());
    }

    @Test
    void aPredecessorsLastWrite_thatItsSuccessorMissed_isLeftOut_andTheSuccessorsWritesAtItsPlaceCount() {
        List<LogBatch> read = new ArrayList<>(List.of(write("a", 0, 0, null), write("a", 1, 0, null, submit(0)),
                write("a", 2, 0, null, submit(1)),      // reached a minority only: b's majority read missed it
                write("b", 2, 1, "a"), write("b", 3, 1, "a", submit(7))));
        SchedulerLog.TakenUp up = SchedulerLog.takeUp(read);
        assertEquals(List.of(submit(0), submit(7)), up.inputs());
        assertEquals("b", up.parent());
        assertEquals(2, up.depth());
        assertEquals(4, up.base());
    }

    @Test
    void anInstanceWhoseHeaderReachedAMinorityOnly_losesToTheOneThatWroteAfterIt_atTheSameDepth() {
        List<LogBatch> read = List.of(write("a", 0, 0, null), write("a", 1, 0, null, submit(0)),
                write("z", 2, 1, "a"),                  // died before its header reached a majority: wrote nothing
                write("b", 2, 1, "a"), write("b", 3, 1, "a", submit(1)));
        SchedulerLog.TakenUp up = SchedulerLog.takeUp(read);
        assertEquals("b", up.parent());
        assertEquals(List.of(submit(0), submit(1)), up.inputs());
        assertEquals(4, up.base());
    }

    @Test
    void aDeeperInstance_followsItsChainBackToTheFirst() {
        List<LogBatch> read = List.of(write("a", 0, 0, null), write("a", 1, 0, null, submit(0)),
                write("b", 2, 1, "a"), write("b", 3, 1, "a", submit(1)), write("b", 4, 1, "a", submit(2)),
                write("c", 5, 2, "b"));
        SchedulerLog.TakenUp up = SchedulerLog.takeUp(read);
        assertEquals(List.of(submit(0), submit(1), submit(2)), up.inputs());
        assertEquals("c", up.parent());
        assertEquals(3, up.depth());
        assertEquals(6, up.base());
    }

    @Test
    void aHoleInTheChain_isNamed() {
        List<LogBatch> read = List.of(write("a", 0, 0, null), write("a", 2, 0, null, submit(1)),
                write("b", 3, 1, "a"));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> SchedulerLog.takeUp(read));
        assertEquals("the scheduler's log has a hole: position 1 of writer a is missing", e.getMessage());
    }
}
