package loadshare.policies.batch;

import static loadshare.policies.batch.BatchHarness.job;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * EASY and conservative backfilling on hand-made cases on 8 one-CPU nodes, each schedule worked out here:
 *
 * <pre>
 * job  submit  procs  estimate
 * J0   0       6      10        starts at once: 2 nodes left free until 10
 * J1   1       4      10        blocked: the head; by the profile it can start at 10, and 4 nodes are spare then
 * J2   2       4      10        blocked
 * J3   3       2      30        fits the 2 free nodes now but runs past 10
 * </pre>
 *
 * EASY protects only J1: J3 uses 2 of the 4 nodes J1 will not need at 10, so it starts at 3; at 10 J1 starts and
 * J2 (4 nodes, only 2 free) waits for J1's end at 20: the backfill delayed J2 by 10 s. Conservative reserves J1
 * and J2 both at 10 (8 nodes from 10 to 20), so J3 cannot start before 20.
 */
class BackfillingTest {

    private static final List<BatchJob> DELAYS_THE_SECOND = List.of(job(0, 0, 6, 10, 10), job(1, 1, 4, 10, 10),
            job(2, 2, 4, 10, 10), job(3, 3, 2, 30, 30));

    @Test
    void easy_backfillsPastTheReservation_withTheNodesTheHeadWillNotNeed_andDelaysTheSecondJob() {
        assertArrayEquals(new double[] {0, 10, 20, 3}, starts(Backfilling.EASY, DELAYS_THE_SECOND));
    }

    @Test
    void conservative_everyQueuedJobHoldsItsReservation_soNoBackfillDelaysAny() {
        assertArrayEquals(new double[] {0, 10, 10, 20}, starts(Backfilling.CONSERVATIVE, DELAYS_THE_SECOND));
    }

    @Test
    void none_strictOrder_nothingPassesTheBlockedHead() {
        assertArrayEquals(new double[] {0, 10, 10, 20}, starts(Backfilling.NONE, DELAYS_THE_SECOND));
    }

    /**
     * J0 (6 nodes) estimates 10 s but finishes at 4. J1 (4 nodes) is blocked at 1 with its reservation at 10; J2
     * (2 nodes, 5 s) ends by 7, before it, so it backfills at 2. When J0 ends early at 4, J1 starts at once (6
     * nodes free), not at its reservation.
     */
    @Test
    void aJobFinishingBeforeItsEstimate_letsTheReservedJobStartEarly_inEasyAndConservative() {
        List<BatchJob> jobs = List.of(job(0, 0, 6, 10, 4), job(1, 1, 4, 10, 10), job(2, 2, 2, 5, 5));
        assertArrayEquals(new double[] {0, 4, 2}, starts(Backfilling.EASY, jobs));
        assertArrayEquals(new double[] {0, 4, 2}, starts(Backfilling.CONSERVATIVE, jobs));
    }

    /** A job outrunning its estimate is killed at it: it ends (and frees its nodes) at start + estimate. */
    @Test
    void aJobOutrunningItsEstimate_isKilledAtIt() {
        List<BatchJob> jobs = List.of(job(0, 0, 8, 10, 50), job(1, 1, 8, 5, 5));
        BatchCoordinator scheduler = new BatchHarness(BatchHarness.config(QueueOrder.FCFS, Backfilling.EASY), 8, 1, 0)
                .run(jobs);
        assertEquals(10, scheduler.ledger().start(1));
        assertEquals(1, scheduler.ledger().figures().killed());
        // J0: wait 0, run 10 -> slowdown 1; J1: wait 9, run 5 -> (9 + 5) / max(5, 10) = 1.4
        assertEquals((1 + 1.4) / 2, scheduler.ledger().figures().meanBoundedSlowdown(), 1e-12);
        assertEquals(4.5, scheduler.ledger().figures().meanWait(), 1e-12);
    }

    /** Shortest job first by the estimate: of two waiting jobs the shorter starts first, whatever their order. */
    @Test
    void sjf_startsTheShorterWaitingJobFirst() {
        List<BatchJob> jobs = List.of(job(0, 0, 8, 10, 10), job(1, 1, 8, 100, 100), job(2, 2, 8, 5, 5));
        assertArrayEquals(new double[] {0, 15, 10}, starts(QueueOrder.SJF, Backfilling.NONE, jobs));
    }

    static double[] starts(Backfilling backfilling, List<BatchJob> jobs) {
        return starts(QueueOrder.FCFS, backfilling, jobs);
    }

    static double[] starts(QueueOrder order, Backfilling backfilling, List<BatchJob> jobs) {
        BatchCoordinator scheduler = new BatchHarness(BatchHarness.config(order, backfilling), 8, 1, 0).run(jobs);
        return jobs.stream().mapToDouble(j -> scheduler.ledger().start(j.id())).toArray();
    }
}
