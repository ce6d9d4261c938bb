package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.JobGrowth;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Grow;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.Resume;
import loadshare.protocol.BatchMessage.Suspend;
import org.junit.jupiter.api.Test;

/**
 * Jobs that grow while they run ({@code grow-after}, {@code grow-by}), on hand-worked cases: one machine of 4 CPUs
 * and 4,096 MiB; class 0 is best-effort (priority 0) and grows after half its run by 2 CPUs, class 1 best-effort
 * without growth, class 2 production (200) that grows like class 0, class 3 production without growth. A job of 2
 * processors that grows by 2 has its work left divided among 4 CPUs: it runs the rest in half the time.
 */
class GrowthTest {

    private static final int[] PRIORITIES = {0, 0, 200, 200};
    private static final JobGrowth HALF_BY_TWO = new JobGrowth(0.5, 2);
    private static final List<JobGrowth> GROWTH = List.of(HALF_BY_TWO, JobGrowth.NONE, HALF_BY_TWO, JobGrowth.NONE);

    private static BorgHarness harness(boolean preemption, Preempted preempted) {
        return BorgHarness.growing(new BorgConfig(Placement.BEST_FIT, preemption, preempted, Bands.parse(Bands.DEFAULT)),
                1, 4, 4096, PRIORITIES, GROWTH, 1);
    }

    private static List<CentralHarness.Sent> notLaunches(BorgHarness h) {
        return h.sent().stream().filter(x -> !(x.message() instanceof Launch)).toList();
    }

    /**
     * A (class 0, 2 x 256 MiB, 100 s) runs from 0; at 50 s it has run half and asks for 2 CPUs: the machine has them
     * free, so it runs on 4 from 50 s and its 50 s left take 50 x 2 / 4 = 25: it ends at 75. It used 2 x 50 + 4 x 25
     * = 200 CPU-seconds, its work unchanged.
     */
    @Test
    void aJobOnAMachineWithRoom_growsAtOnce_andEndsWhenItsWorkLeftIsDoneOnMoreCpus() {
        BorgHarness h = harness(true, Preempted.KILL);
        BorgScheduler s = h.run(List.of(BorgHarness.job(0, 0, 0, 2, 256, 100)));
        BatchFigures f = s.figures();
        assertEquals(75.0, f.makespan(), 1e-9);
        assertEquals(75.0, f.meanResponse(), 1e-9);
        assertEquals(1.0, f.extra().get("growsRequested"));
        assertEquals(1.0, f.extra().get("growsGranted"));
        assertEquals(0.0, f.extra().get("growWait"));
        assertEquals(List.of(new CentralHarness.Sent(50.0, 0, new Grow(0, 2, 2, 4))), notLaunches(h));
        assertEquals(200.0 / (4 * 75), f.cpuUtilization(), 1e-12, "2 CPUs for 50 s, then 4 for 25 s");
        assertEquals(0, s.preemptions());
    }

    /**
     * A (class 0, 2 CPUs, 100 s) and B (class 1, 2 CPUs, 60 s) fill the machine from 0. At 50 s A asks; no CPU is
     * free and B is of its own band: the request waits. At 55 C (class 1, 2 CPUs, 10 s) queues. At 60 B ends: A's
     * request, of C's band, goes before C — A runs on 4 CPUs from 60 (it waited 10 s), its 40 s left take 20: it ends
     * at 80, and C runs 80-90.
     */
    @Test
    void aJobOnAFullMachine_waits_andIsGrantedBeforeTheQueuedJobsOfItsBand() {
        BorgHarness h = harness(true, Preempted.KILL);
        BorgScheduler s = h.run(List.of(BorgHarness.job(0, 0, 0, 2, 256, 100), BorgHarness.job(1, 1, 0, 2, 256, 60),
                BorgHarness.job(2, 1, 55, 2, 256, 10)));
        BatchFigures f = s.figures();
        assertEquals(1.0, f.extra().get("growsRequested"));
        assertEquals(1.0, f.extra().get("growsGranted"));
        assertEquals(10.0, f.extra().get("growWait"), 1e-12);
        assertEquals(List.of(new CentralHarness.Sent(60.0, 0, new Grow(0, 2, 2, 4))), notLaunches(h));
        assertEquals(80.0, s.ledger().start(2), 1e-9, "C waits for A's end");
        assertEquals(90.0, f.makespan(), 1e-9);
        // responses: A 80, B 60, C 90 - 55 = 35
        assertEquals((80.0 + 60 + 35) / 3, f.meanResponse(), 1e-9);
        assertEquals(0, s.preemptions());
    }

    /**
     * P (class 2, production, 2 CPUs, 100 s) and B (class 1, best-effort, 2 CPUs, 200 s) fill the machine from 0. At
     * 50 s P asks and B, of a lower band, is preempted as for a placement: killed, B loses 2 x 50 CPU-seconds and is
     * requeued; P runs on 4 CPUs and ends at 75; B starts again at 75 and ends at 275. Suspended instead, B keeps its
     * 150 s left, resumes at 75 and ends at 225.
     */
    @Test
    void aProductionJob_preemptsALowerBandToGrow_killingOrSuspendingIt() {
        List<loadshare.policies.batch.BatchJob> jobs = List.of(BorgHarness.job(0, 2, 0, 2, 256, 100),
                BorgHarness.job(1, 1, 0, 2, 256, 200));
        BorgHarness killing = harness(true, Preempted.KILL);
        BorgScheduler k = killing.run(jobs);
        assertEquals(1, k.preemptions());
        assertEquals(100.0, k.lostWork(), 1e-9);
        assertEquals(List.of(new CentralHarness.Sent(50.0, 0, new Kill(1)),
                new CentralHarness.Sent(50.0, 0, new Grow(0, 2, 2, 4))), notLaunches(killing));
        assertEquals(75.0, k.ledger().start(1), 1e-9, "B's second run starts when P ends");
        assertEquals(275.0, k.figures().makespan(), 1e-9);
        assertEquals(1.0, k.figures().extra().get("growsGranted"));
        assertEquals(0.0, k.figures().extra().get("growWait"));

        BorgHarness suspending = harness(true, Preempted.SUSPEND);
        BorgScheduler s = suspending.run(jobs);
        assertEquals(1, s.suspensions());
        assertEquals(0.0, s.lostWork());
        assertEquals(List.of(new CentralHarness.Sent(50.0, 0, new Suspend(1)),
                new CentralHarness.Sent(50.0, 0, new Grow(0, 2, 2, 4)),
                new CentralHarness.Sent(75.0, 0, new Resume(1))), notLaunches(suspending));
        assertEquals(225.0, s.figures().makespan(), 1e-9);
        assertEquals(25.0, s.suspendedTime(), 1e-9);
    }

    /** Without preemption the same P waits for B, which outlasts it: asked, never granted, and P ends at 100. */
    @Test
    void withoutPreemption_aRequestThatNeverFindsRoom_isNeverGranted() {
        BorgScheduler s = harness(false, Preempted.KILL).run(List.of(BorgHarness.job(0, 2, 0, 2, 256, 100),
                BorgHarness.job(1, 1, 0, 2, 256, 200)));
        BatchFigures f = s.figures();
        assertEquals(1.0, f.extra().get("growsRequested"));
        assertEquals(0.0, f.extra().get("growsGranted"));
        assertTrue(f.extra().get("growWait").isNaN());
        assertEquals(100.0, s.ledger().start(0) + 100, 1e-9);
        assertEquals(200.0, f.makespan(), 1e-9);
    }

    /**
     * A (class 0, 2 CPUs, 100 s) runs from 0; Q (class 3, production, 4 CPUs, 20 s) suspends it at 30 s; A resumes at
     * 50 with 70 s to run. It asks when it has run 50 s — at 70, not at the 50 s its timer first fired — and ends at
     * 70 + 50 / 2 = 95.
     */
    @Test
    void aSuspendedJob_asksAfterItsShareOfRunningTime_notOfTimeSinceItsStart() {
        BorgHarness h = harness(true, Preempted.SUSPEND);
        BorgScheduler s = h.run(List.of(BorgHarness.job(0, 0, 0, 2, 256, 100), BorgHarness.job(1, 3, 30, 4, 256, 20)));
        List<CentralHarness.Sent> grows = h.sent().stream().filter(x -> x.message() instanceof Grow).toList();
        assertEquals(List.of(new CentralHarness.Sent(70.0, 0, new Grow(0, 2, 2, 4))), grows);
        assertEquals(95.0, s.figures().makespan(), 1e-9);
    }

    @Test
    void withoutGrowth_nothingIsReportedOfIt() {
        BorgHarness h = new BorgHarness(BorgHarness.config(Placement.BEST_FIT, true), 1, 4, 4096, PRIORITIES, 1);
        BatchFigures f = h.run(List.of(BorgHarness.job(0, 0, 0, 2, 256, 100))).figures();
        assertFalse(f.extra().containsKey("growsRequested"));
        assertEquals(100.0, f.makespan());
        assertEquals(0, h.timers());
    }
}
