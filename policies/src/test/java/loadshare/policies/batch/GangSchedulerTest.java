package loadshare.policies.batch;

import static loadshare.policies.batch.BatchHarness.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.Resume;
import loadshare.protocol.BatchMessage.Suspend;
import loadshare.protocol.NodeMessage;
import org.junit.jupiter.api.Test;

/**
 * Gang scheduling on hand-worked cases: two machines of 2 CPUs each, slots by CPU ({@code allocation = shared}),
 * so the matrix has 4 columns (node 0: slots 0 and 1; node 1: slots 2 and 3).
 *
 * <pre>
 * job  submit  width  run   quantum 10 s, multiprogramming level 2
 * A    0       2      15    row 0, slots 0-1 (node 0); row 0 becomes active, A is launched at 0
 * B    0       3      10    row 0 has 2 free slots: row 1, slots 0-2 (nodes 0 and 1); waits for its row
 * C    0       1      25    row 0 takes it: slot 2 (node 1); launched at 0 (slot 3 is idle in both rows)
 *
 * t=10  quantum: row 1 becomes active. A (5 s left) and C (15 s left) are suspended, B is launched
 * t=20  B ends (10 s of work): row 1 is empty, row 0 takes over at once for a full quantum: A and C resume
 * t=25  A ends (its 5 s left)
 * t=30  quantum: row 0 is the only non-empty row: it stays active
 * t=35  C ends (its 15 s left): the matrix is empty
 * </pre>
 *
 * Ends A 25, B 20, C 35; first slices A 0, B 10, C 0; two switches (10, 20). Idle slot-seconds of the active row:
 * 0-10 one slot (row 0 holds 3), 10-20 one (row 1 holds 3), 20-25 one, 25-35 three (only C) = 10 + 10 + 5 + 30 =
 * 55 of 4 x 35 = 140. Bounded slowdowns (response over run time): 25/15, 20/10, 35/25.
 */
class GangSchedulerTest {

    private static final List<BatchJob> THREE = List.of(job(0, 0, 2, 100, 15), job(1, 0, 3, 100, 10),
            job(2, 0, 1, 100, 25));

    private static CentralHarness<GangScheduler> harness(int levels) {
        return new CentralHarness<>(new GangScheduler(2, 2, 1024, false, 10, levels), 2, 1);
    }

    @Test
    void threeJobsInTwoRows_switchEveryQuantum_andEndWhenTheirWorkIsDone() {
        CentralHarness<GangScheduler> h = harness(2);
        GangScheduler gang = h.run(THREE, 0);
        assertEquals(0, gang.rowOf(0));
        assertEquals(1, gang.rowOf(1));
        assertEquals(0, gang.rowOf(2));
        assertEquals(0, gang.activeRow());
        h.run(List.of());
        // responses in the order the jobs end: B 20, A 25, C 35 (all submitted at 0)
        assertEquals(List.of(20.0, 25.0, 35.0), List.of(gang.ledger().responses()[0], gang.ledger().responses()[1],
                gang.ledger().responses()[2]));
        assertEquals(0, gang.ledger().start(0));
        assertEquals(10, gang.ledger().start(1));
        assertEquals(0, gang.ledger().start(2));
        assertEquals(2, gang.switches());
        assertEquals(-1, gang.activeRow());
        BatchFigures f = gang.figures();
        assertEquals(55.0 / 140, f.extra().get("idle-slot-share"), 1e-12);
        assertEquals((25.0 / 15 + 2 + 35.0 / 25) / 3, f.meanBoundedSlowdown(), 1e-12);
        assertEquals(10.0 / 3, f.meanWait(), 1e-12);
        assertEquals(3, f.jobs());
    }

    @Test
    void theSwitchesAreTheHandWorkedOnes_andEveryJobsPartsAreSuspendedAndResumedTogether() {
        CentralHarness<GangScheduler> h = harness(2);
        h.run(THREE);
        // run ids follow placement: A 0, B 1, C 2
        assertEquals(List.of("0.0 launch 0 on 0", "0.0 launch 2 on 1", "10.0 suspend 0 on 0", "10.0 suspend 2 on 1",
                        "10.0 launch 1 on 0", "10.0 launch 1 on 1", "20.0 resume 0 on 0", "20.0 resume 2 on 1"),
                h.sent().stream().map(s -> s.time() + " " + describe(s.message()) + " on " + s.node()).toList());
        allPartsTogether(h);
    }

    private static String describe(NodeMessage m) {
        if (m instanceof Launch l) {
            return "launch " + l.job();
        } else if (m instanceof Suspend x) {
            return "suspend " + x.job();
        } else if (m instanceof Resume x) {
            return "resume " + x.job();
        }
        return m.toString();
    }

    /** Every Suspend and Resume of a run reaches all its parts' nodes at one instant, never only some of them. */
    private static void allPartsTogether(CentralHarness<?> h) {
        Map<Long, Set<Integer>> nodesOf = new HashMap<>();
        Map<String, Set<Integer>> byInstant = new HashMap<>();
        for (CentralHarness.Sent s : h.sent()) {
            if (s.message() instanceof Launch l) {
                nodesOf.computeIfAbsent(l.job(), k -> new TreeSet<>()).add(s.node());
            } else if (s.message() instanceof Suspend x) {
                byInstant.computeIfAbsent(x.job() + " s " + s.time(), k -> new TreeSet<>()).add(s.node());
            } else if (s.message() instanceof Resume x) {
                byInstant.computeIfAbsent(x.job() + " r " + s.time(), k -> new TreeSet<>()).add(s.node());
            }
        }
        assertTrue(!byInstant.isEmpty());
        byInstant.forEach((key, nodes) -> assertEquals(nodesOf.get(Long.parseLong(key.split(" ")[0])), nodes, key));
    }

    /**
     * One row (4 slots): A (3 slots, 10 s) runs; B (4 slots, 5 s) cannot be placed until A ends at 10, and C (1
     * slot, 5 s), which would fit beside A, waits behind it (FCFS): B runs 10-15, C 15-20.
     */
    @Test
    void aJobNoRowTakes_waitsFcfs_andHoldsBackTheJobsBehindIt() {
        CentralHarness<GangScheduler> h = harness(1);
        GangScheduler gang = h.run(List.of(job(0, 0, 3, 100, 10), job(1, 1, 4, 100, 5), job(2, 2, 1, 100, 5)));
        assertEquals(0, gang.ledger().start(0));
        assertEquals(10, gang.ledger().start(1));
        assertEquals(15, gang.ledger().start(2));
        assertEquals(0, gang.switches());
    }

    /**
     * Memory stays with suspended parts: with 1024 MiB per node, A (2 processors x 400 MiB) takes node 0 in row 0 and
     * B (2 x 0 MiB) node 1 there; C (2 x 400 MiB) goes to row 1, where node 0's slots are free but only 224 MiB of
     * its memory is (A keeps its 800 while suspended), so C takes node 1's slots.
     */
    @Test
    void aSuspendedPartKeepsItsMemory_soAnotherRowsPartsGoWhereMemoryIsLeft() {
        CentralHarness<GangScheduler> h = harness(2);
        GangScheduler gang = h.run(List.of(new BatchJob(0, 0, 0, 2, 400, 100, 30, -1),
                new BatchJob(1, 0, 0, 2, 0, 100, 30, -1), new BatchJob(2, 0, 0, 2, 400, 100, 30, -1)), 0);
        assertEquals(0, gang.rowOf(0));
        assertEquals(0, gang.rowOf(1));
        assertEquals(1, gang.rowOf(2));
        h.run(List.of());
        List<Integer> nodesOfC = h.sent().stream().filter(s -> s.message() instanceof Launch l && l.job() == 2)
                .map(CentralHarness.Sent::node).toList();
        assertEquals(List.of(1), nodesOfC);
        assertEquals(3, gang.figures().jobs());
    }

    /**
     * With one row nothing is ever suspended, and the matrix is strict FCFS on whole nodes: on 200 random jobs on 8
     * one-CPU nodes every job starts exactly when the batch scheduler's strict FCFS (exclusive) starts it.
     */
    @Test
    void oneRow_isStrictFcfs_everyJobStartsWhenTheBatchSchedulersFcfsStartsIt() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        List<BatchJob> jobs = new java.util.ArrayList<>();
        double t = 0;
        for (int i = 0; i < 200; i++) {
            t += random.nextDouble(0, 10);
            double run = random.nextDouble(1, 60);
            jobs.add(job(i, t, 1 + random.nextInt(8), run, run));
        }
        GangScheduler gang = new CentralHarness<>(new GangScheduler(8, 1, 1024, true, 10, 1), 8, 1).run(jobs);
        BatchCoordinator fcfs = new BatchHarness(BatchHarness.config(QueueOrder.FCFS, Backfilling.NONE), 8, 1, 1024)
                .run(jobs);
        for (BatchJob job : jobs) {
            assertEquals(fcfs.ledger().start(job.id()), gang.ledger().start(job.id()), "job " + job.id());
        }
        assertEquals(0, gang.switches());
        assertEquals(200, gang.figures().jobs());
    }

    /**
     * Two one-CPU nodes, whole nodes as slots, quantum 10, 2 rows. A (2 nodes, 30 s) goes to row 0 and runs at 0; B
     * (1 node, 5 s) goes to row 1 (node 0). At 10 row 1 runs: A is suspended, B launched. Node 1 fails at 12: A,
     * suspended there, is stopped on both nodes (Kill) and waits; no row can take it while node 1 is down. B ends at
     * 15 and the matrix is empty. Node 1 is back at 20: A is placed in row 0 again and runs 20-50.
     */
    @Test
    void aFailedNode_stopsTheJobSuspendedOnIt_everywhere_andItRunsAgainWhenTheNodeIsBack() {
        CentralHarness<GangScheduler> h = new CentralHarness<>(new GangScheduler(2, 1, 1024, true, 10, 2), 2, 1);
        h.failAt(12, 1).repairAt(20, 1);
        GangScheduler gang = h.run(List.of(job(0, 0, 2, 100, 30), job(1, 0, 1, 100, 5)));
        List<String> kills = h.sent().stream().filter(s -> s.message() instanceof Kill)
                .map(s -> s.time() + " kill " + ((Kill) s.message()).job() + " on " + s.node()).toList();
        assertEquals(List.of("12.0 kill 0 on 0", "12.0 kill 0 on 1"), kills);
        assertEquals(List.of(15.0, 50.0), List.of(gang.ledger().responses()[0], gang.ledger().responses()[1]));
        assertEquals(20, gang.ledger().start(0));
        assertEquals(1, gang.ledger().requeues().requeues());
        assertEquals(2 * 12.0, gang.ledger().requeues().lostCpuSeconds(), 1e-12);
    }
}
