package loadshare.policies.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import loadshare.policies.testing.FakeNode;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/** Which job moves. */
class SelectionPoliciesTest {

    @Test
    void newJob_movesTheArrival_andGivesTheJobThatWaitedLongest() {
        FakeNode node = new FakeNode(0, 2, 1).holding(2);
        Job arriving = new Job(1, 0, 0, 1.0, 0);
        Job oldest = node.waiting().get(0);
        NewJobSelection selection = new NewJobSelection();
        assertEquals(arriving, selection.select(arriving, node));
        assertEquals(oldest, selection.give(node));
        assertEquals(1, node.queued());
    }

    @Test
    void preemptive_withNoRunningJobWorthMigrating_actsAsNewJob() {
        FakeNode node = new FakeNode(0, 2, 1).holding(1);
        Job arriving = new Job(1, 0, 0, 1.0, 0);
        PreemptiveSelection selection = new PreemptiveSelection(2);
        assertEquals(arriving, selection.select(arriving, node));
        assertEquals(node.waiting().get(0), selection.give(node));
        assertNull(selection.give(node), "nothing left to give");
        assertEquals(List.of(), node.waiting());
    }
}
