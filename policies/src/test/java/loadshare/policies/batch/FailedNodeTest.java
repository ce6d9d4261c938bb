package loadshare.policies.batch;

import static loadshare.policies.batch.BatchHarness.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * The SLURM-like scheduler meets a failed node, on 8 one-CPU nodes with EASY backfilling, the scheduler hearing of
 * the failure at once (the harness has no failure detector and no latency):
 *
 * <pre>
 * J0  submit 0   2 nodes  100 s   starts at 0 on nodes 0 and 1
 * J1  submit 10  8 nodes   50 s   waits
 * 30   node 1 fails: J0 is requeued whole (its parts on nodes 0 and 1 are killed) and, first in FCFS order, starts
 *      again at once on nodes 0 and 2, under a new run id
 * 40   node 1 is back (J1 still needs J0's nodes)
 * 120  node 5 fails; 130 J0 ends, but J1 needs all 8 nodes: it waits for node 5, back at 150
 * </pre>
 */
class FailedNodeTest {

    @Test
    void aFailedNode_requeuesTheWholeJob_whichKeepsItsPlace_andItsCpusAreGoneUntilItIsBack() {
        BatchHarness h = new BatchHarness(BatchHarness.config(QueueOrder.FCFS, Backfilling.EASY), 8, 1, 0);
        h.failAt(30, 1).repairAt(40, 1).failAt(120, 5).repairAt(150, 5);
        BatchCoordinator s = h.run(List.of(job(0, 0, 2, 100, 100), job(1, 10, 8, 50, 50)));

        List<CentralHarness.Sent> kills = h.sent().stream().filter(m -> m.message() instanceof Kill).toList();
        assertEquals(List.of(new CentralHarness.Sent(30, 0, new Kill(0)), new CentralHarness.Sent(30, 1, new Kill(0))),
                kills, "both parts of J0's first run are stopped");
        List<CentralHarness.Sent> restart = h.sent().stream()
                .filter(m -> m.message() instanceof Launch l && l.job() == 1).toList();
        assertEquals(List.of(0, 2), restart.stream().map(CentralHarness.Sent::node).toList());
        assertEquals(30.0, restart.get(0).time());
        assertEquals(30.0, s.ledger().start(0));
        assertEquals(150.0, s.ledger().start(1), "J1 waits for node 5");

        BatchFigures f = s.figures();
        assertEquals(2, f.jobs());
        assertEquals((130 - 0 + 200 - 10) / 2.0, f.meanResponse(), 1e-12);
        assertEquals((30 + 140) / 2.0, f.meanWait(), 1e-12, "a requeued job waits from its submit time");
        BatchLedger.Requeues r = s.ledger().requeues();
        assertEquals(new BatchLedger.Requeues(2, 1, 1, 1, 2 * 30, 2 * 100 + 8 * 50, 130 + 190, 130), r);
    }

    @Test
    void conservative_plansAJobThatNeedsADownNode_onlyOnceTheNodeIsBack() {
        BatchHarness h = new BatchHarness(BatchHarness.config(QueueOrder.FCFS, Backfilling.CONSERVATIVE), 8, 1, 0);
        h.failAt(5, 7).repairAt(60, 7);
        BatchCoordinator s = h.run(List.of(job(0, 10, 8, 20, 20), job(1, 11, 2, 30, 30)));
        assertEquals(60.0, s.ledger().start(0), "all 8 nodes: when node 7 is back");
        assertEquals(11.0, s.ledger().start(1), "no reservation holds it back meanwhile");
        assertEquals(2, s.figures().jobs());
    }
}
