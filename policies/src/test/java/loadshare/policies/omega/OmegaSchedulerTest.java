package loadshare.policies.omega;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import loadshare.policies.borg.Placement;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * Shared-state scheduling on hand-worked cases: two machines of 2 CPUs, first-fit placement (so two schedulers that
 * decide at once choose the same machine), class A's scheduler deciding in 1 s per job, class B's in 3 s (or 1 s
 * plus 1 s per task).
 */
class OmegaSchedulerTest {

    private static final double EPS = 1e-12;

    private static OmegaConfig config(boolean monolithic, boolean allOrNothing, String jobTimes, String taskTimes) {
        return new OmegaConfig(monolithic, DecisionTimes.parse(jobTimes, 0), DecisionTimes.parse(taskTimes, 0),
                allOrNothing, Placement.FIRST_FIT, 1000);
    }

    private static CentralHarness<OmegaScheduler> harness(OmegaConfig config) {
        return new CentralHarness<>(new OmegaScheduler(config, 2, 2, 1024, List.of("A", "B")), 2, 1);
    }

    private static BatchJob job(long id, double submit, int processors, double run, int jobClass) {
        return new BatchJob(id, 0, submit, processors, 0, run, run, -1, jobClass);
    }

    /**
     * <pre>
     * job  class  submit  CPUs  run
     * a    A      0       2     10   A plans a on machine 0 at 0, commits at 1: starts at 1, ends at 11
     * b    B      0       2     10   B plans b on machine 0 at 0 too (its snapshot), commits at 3: conflict
     *                                (a took machine 0); decides again on a fresh snapshot: machine 1, commits at
     *                                6: starts at 6, ends at 16
     * </pre>
     * Three commits, one conflicted; A decided once (1 s), B twice (6 s), over a span of 16 s.
     */
    @Test
    void twoSchedulersPickTheSameMachine_theLaterCommitConflicts_andDecidesAgain() {
        CentralHarness<OmegaScheduler> h = harness(config(false, false, "A: 1, B: 3", ""));
        OmegaScheduler omega = h.run(List.of(job(0, 0, 2, 10, 0), job(1, 0, 2, 10, 1)));
        assertEquals(List.of(new Launch(0, 2, 0, 10), new Launch(1, 2, 0, 10)), h.launches());
        assertEquals(List.of(0, 1), h.sent().stream().map(CentralHarness.Sent::node).toList());
        assertEquals(List.of(1.0, 6.0), h.sent().stream().map(CentralHarness.Sent::time).toList());
        Map<String, Double> f = omega.figures().extra();
        assertEquals(3.0, f.get("commits"));
        assertEquals(1.0, f.get("conflicts"));
        assertEquals(1 / 3.0, f.get("conflict-fraction"), EPS);
        assertEquals(0.5, f.get("B.conflict-fraction"), EPS);   // 1 of B's 2 commits
        assertEquals(0.0, f.get("A.conflict-fraction"), EPS);
        assertEquals(1.0, f.get("A.meanWait"), EPS);
        assertEquals(6.0, f.get("B.meanWait"), EPS);
        assertEquals(16.0, omega.figures().makespan(), EPS);
    }

    /** Busyness is the decision time times the decisions over the run's span: A 1 x 1 / 16, B 3 x 2 / 16. */
    @Test
    void busyness_isDecisionTimeTimesDecisions_overTheSpan() {
        CentralHarness<OmegaScheduler> h = harness(config(false, false, "A: 1, B: 3", ""));
        Map<String, Double> f = h.run(List.of(job(0, 0, 2, 10, 0), job(1, 0, 2, 10, 1))).figures().extra();
        assertEquals(1.0, f.get("A.decisions"));
        assertEquals(2.0, f.get("B.decisions"));
        assertEquals(1 * 1 / 16.0, f.get("A.busyness"), EPS);
        assertEquals(3 * 2 / 16.0, f.get("B.busyness"), EPS);
        assertEquals(3.0, f.get("B.decision-time"));
    }

    /**
     * One monolithic scheduler decides a, then b: a starts at 1 on machine 0; b's decision begins at 1 on a snapshot
     * where machine 0 is taken, so it commits machine 1 at 4 without a conflict. Busy 4 s of a span of 14 s.
     */
    @Test
    void aMonolithicScheduler_serialisesTheDecisions_andNeverConflicts() {
        CentralHarness<OmegaScheduler> h = harness(config(true, false, "A: 1, B: 3", ""));
        OmegaScheduler omega = h.run(List.of(job(0, 0, 2, 10, 0), job(1, 0, 2, 10, 1)));
        assertEquals(List.of("monolithic"), omega.schedulerNames());
        assertEquals(List.of(1.0, 4.0), h.sent().stream().map(CentralHarness.Sent::time).toList());
        assertEquals(List.of(0, 1), h.sent().stream().map(CentralHarness.Sent::node).toList());
        Map<String, Double> f = omega.figures().extra();
        assertEquals(0.0, f.get("conflicts"));
        assertEquals(2.0, f.get("commits"));
        assertEquals(4 / 14.0, f.get("monolithic.busyness"), EPS);
        assertEquals(4.0, f.get("B.meanWait"), EPS);
    }

    /**
     * B decides in 1 s plus 1 s per task (processor to place). y (B, 3 CPUs, run 10) is planned at 0 as 2 CPUs on
     * machine 0 and 1 on machine 1 (4 s); x (A, 1 CPU, run 10) takes 1 CPU of machine 0 at 1. y's commit at 4
     * conflicts on machine 0, not on machine 1.
     * <ul>
     * <li>all-or-nothing: nothing is claimed; y is decided again, all 3 tasks (4 s): machine 0 gets 1, machine 1 gets
     * 2; it starts at 8.
     * <li>incremental: machine 1's CPU is claimed; the 2 tasks left are decided again (3 s): 1 on each machine; it
     * starts at 7, with 1 CPU on machine 0 and 2 on machine 1.
     * </ul>
     */
    @Test
    void aConflictOnOnePartOfATwoPartJob_allOrNothingRedecidesAll_incrementalOnlyThatPart() {
        List<BatchJob> jobs = List.of(job(0, 0, 3, 10, 1), job(1, 0, 1, 10, 0));
        CentralHarness<OmegaScheduler> gang = harness(config(false, true, "A: 1, B: 1", "B: 1"));
        OmegaScheduler all = gang.run(jobs);
        CentralHarness<OmegaScheduler> incremental = harness(config(false, false, "A: 1, B: 1", "B: 1"));
        OmegaScheduler some = incremental.run(jobs);

        assertEquals(List.of(1.0, 8.0, 8.0), gang.sent().stream().map(CentralHarness.Sent::time).toList());
        assertEquals(List.of(new Launch(0, 1, 0, 10), new Launch(1, 1, 0, 10), new Launch(1, 2, 0, 10)),
                gang.launches());
        assertEquals(List.of(1.0, 7.0, 7.0), incremental.sent().stream().map(CentralHarness.Sent::time).toList());
        assertEquals(List.of(new Launch(0, 1, 0, 10), new Launch(1, 1, 0, 10), new Launch(1, 2, 0, 10)),
                incremental.launches());
        assertEquals(List.of(0, 0, 1), incremental.sent().stream().map(CentralHarness.Sent::node).toList());
        assertEquals(8.0, all.figures().extra().get("B.meanWait"), EPS);
        assertEquals(7.0, some.figures().extra().get("B.meanWait"), EPS);
        assertEquals((4 + 4) / 18.0, all.figures().extra().get("B.busyness"), EPS);
        assertEquals((4 + 3) / 17.0, some.figures().extra().get("B.busyness"), EPS);
        assertEquals(1.0, all.figures().extra().get("conflicts"));
        assertEquals(1.0, some.figures().extra().get("conflicts"));
    }

    /**
     * First fit in queue order: a (3 CPUs) starts at 1 on machine 0 (2) and machine 1 (1); b (2 CPUs, submitted at
     * 0.5) does not fit on the snapshot at 1 and waits, costing no decision time, while c (1 CPU, at 0.6) is decided
     * from 1 to 2 and starts on machine 1 (run 1); b is decided when a ends at 11, on machine 0, and starts at 12
     * (run 2).
     */
    @Test
    void aJobThatDoesNotFit_waitsInTheQueue_whileALaterOneThatFitsIsDecided() {
        CentralHarness<OmegaScheduler> h = harness(config(false, false, "A: 1", ""));
        OmegaScheduler omega = h.run(List.of(job(0, 0, 3, 10, 0), job(1, 0.5, 2, 10, 0), job(2, 0.6, 1, 10, 0)));
        List<CentralHarness.Sent> launches = h.sent().stream().filter(s -> s.message() instanceof Launch).toList();
        assertEquals(List.of(1.0, 1.0, 2.0, 12.0), launches.stream().map(CentralHarness.Sent::time).toList());
        assertEquals(List.of(0L, 0L, 1L, 2L), launches.stream().map(s -> ((Launch) s.message()).job()).toList());
        assertEquals(3.0, omega.figures().extra().get("A.decisions"));
        assertEquals(0.0, omega.figures().extra().get("conflicts"));
    }

    /**
     * A job whose commit conflicts {@code max-retries} times is abandoned: with max-retries 1, b's conflict at 3 (as
     * in the first case) rejects it as unscheduled, and only a runs.
     */
    @Test
    void aJobThatConflictsMaxRetriesTimes_isAbandonedAsUnscheduled() {
        OmegaConfig once = new OmegaConfig(false, DecisionTimes.parse("A: 1, B: 3", 0), DecisionTimes.parse("", 0),
                false, Placement.FIRST_FIT, 1);
        CentralHarness<OmegaScheduler> h = harness(once);
        OmegaScheduler omega = h.run(List.of(job(0, 0, 2, 10, 0), job(1, 0, 2, 10, 1)));
        assertEquals(1, h.launches().size());
        assertEquals(1.0, omega.figures().extra().get("unscheduled"));
        assertEquals(Map.of("unscheduled", 1L), omega.figures().rejected());
    }

    /**
     * a (A, 1 CPU) starts at 1 on machine 0. b (B, 1 CPU) is planned at 4.5 on machine 0's free CPU, to commit at
     * 7.5. Machine 0 fails at 5: a is stopped and decided again (1 s) on machine 1, where it starts at 6; b's commit
     * at 7.5 conflicts (machine 0 is down), and b is decided again (3 s) on machine 1: it starts at 10.5.
     */
    @Test
    void aMachineThatFails_requeuesItsJob_andConflictsWithAPlanOnIt() {
        CentralHarness<OmegaScheduler> h = harness(config(false, false, "A: 1, B: 3", ""));
        h.failAt(5, 0);
        OmegaScheduler omega = h.run(List.of(job(0, 0, 1, 10, 0), job(1, 4.5, 1, 10, 1)), 6.5);
        assertEquals(List.of(), omega.partsOn(0));
        assertEquals(List.of(1L), omega.partsOn(1));
        h.run(List.of());
        List<CentralHarness.Sent> launches = h.sent().stream().filter(s -> s.message() instanceof Launch).toList();
        assertEquals(List.of(1.0, 6.0, 10.5), launches.stream().map(CentralHarness.Sent::time).toList());
        assertEquals(List.of(0, 1, 1), launches.stream().map(CentralHarness.Sent::node).toList());
        assertEquals(1.0, omega.figures().extra().get("conflicts"));
        assertEquals(2, omega.ledger().figures().jobs());
        assertEquals(1, omega.ledger().requeues().requeues());
    }
}
