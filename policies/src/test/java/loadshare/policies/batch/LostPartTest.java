package loadshare.policies.batch;

import static loadshare.policies.batch.BatchHarness.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * A part found lost after a hand-over (its node neither runs it nor ended it), on 4 one-CPU nodes: J0 (2 nodes, 100 s)
 * runs from 0 on nodes 0 and 1 as run 0; at 30 its part on node 1 is lost. The run is requeued whole, its part on
 * node 0 stopped, and J0 starts again at once as run 1 — node 1 stays up, so it may take the part again.
 */
class LostPartTest {

    @Test
    void aLostPart_requeuesItsJobWhole_stopsItsOtherParts_andTheNodeStaysUp() {
        BatchHarness h = new BatchHarness(BatchHarness.config(QueueOrder.FCFS, Backfilling.EASY), 4, 1, 0);
        h.partLostAt(30, 1, 0).partLostAt(40, 1, 0);     // the second finds no such run: nothing happens
        BatchCoordinator s = h.run(List.of(job(0, 0, 2, 100, 100)));

        assertEquals(List.of(new CentralHarness.Sent(30, 0, new Kill(0)), new CentralHarness.Sent(30, 1, new Kill(0))),
                h.sent().stream().filter(m -> m.message() instanceof Kill).toList(),
                "every part the scheduler saw running: node 1, which does not run it, ignores its Kill");
        List<CentralHarness.Sent> again = h.sent().stream()
                .filter(m -> m.message() instanceof Launch l && l.job() == 1).toList();
        assertEquals(List.of(0, 1), again.stream().map(CentralHarness.Sent::node).toList());
        assertEquals(30.0, again.get(0).time());
        assertEquals(1, s.figures().jobs());
        assertEquals(130.0, s.figures().meanResponse(), 1e-12);
        assertEquals(1, s.ledger().requeues().requeues());
    }

    @Test
    void partsOn_namesTheRunsWhosePartOnTheNodeHasNotReportedDone() {
        BatchHarness h = new BatchHarness(BatchHarness.config(QueueOrder.FCFS, Backfilling.EASY), 4, 1, 0);
        BatchCoordinator s = h.run(List.of(job(0, 0, 2, 100, 100), job(1, 0, 1, 10, 10), job(2, 5, 1, 50, 50)), 20);
        assertEquals(List.of(0L), s.partsOn(0));
        assertEquals(List.of(0L), s.partsOn(1));
        assertEquals(List.of(), s.partsOn(2), "run 1 ended at 10");
        assertEquals(List.of(2L), s.partsOn(3));
    }
}
