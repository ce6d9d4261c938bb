package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.Resume;
import loadshare.protocol.BatchMessage.Suspend;
import org.junit.jupiter.api.Test;

/**
 * Preempted jobs suspended in place ({@code preempted = suspend}) against killed ones, on hand-worked cases: one
 * machine of 2 CPUs and 1,024 MiB; class 0 is best-effort (priority 0), class 1 production (200).
 */
class SuspendTest {

    private static final int[] PRIORITIES = {0, 200};

    private static BorgHarness harness(Preempted preempted) {
        return new BorgHarness(new BorgConfig(Placement.BEST_FIT, true, preempted, Bands.parse(Bands.DEFAULT)), 1, 2,
                1024, PRIORITIES, 1);
    }

    /**
     * A (best-effort, 2 CPUs x 256 MiB, 100 s) runs from 0. At 40 s P (production, 2 CPUs x 128 MiB, 30 s) needs
     * both CPUs: A is preempted. At 50 s B (best-effort, 2 CPUs x 128 MiB, 10 s) queues. P ends at 70.
     * Suspended, A keeps its 512 MiB (P's 256 fit beside it), resumes at 70 before B (a suspended job goes before
     * the queued ones of its band) with 60 s of work left, and ends at 130; B runs 130-140. Killed, A loses 2 CPUs x
     * 40 s, is requeued by its submit time (before B), runs 70-170 again; B runs 170-180.
     */
    private static List<BatchJob> jobs() {
        return List.of(BorgHarness.job(0, 0, 0, 2, 256, 100), BorgHarness.job(1, 1, 40, 2, 128, 30),
                BorgHarness.job(2, 0, 50, 2, 128, 10));
    }

    @Test
    void aSuspendedJob_keepsItsProgress_andResumesBeforeQueuedJobsOfItsBand() {
        BorgHarness h = harness(Preempted.SUSPEND);
        BorgScheduler s = h.run(jobs());
        assertEquals(1, s.preemptions());
        assertEquals(1, s.suspensions());
        assertEquals(1, s.resumes());
        assertEquals(0.0, s.lostWork(), "no work lost");
        assertEquals(30.0, s.suspendedTime(), 1e-12, "suspended from 40 to 70");
        assertEquals(0.0, s.ledger().start(0), "A's run is the one it started at 0");
        assertEquals(40.0, s.ledger().start(1));
        assertEquals(130.0, s.ledger().start(2), "B waits for A's end");
        BatchFigures f = s.figures();
        assertEquals(140.0, f.makespan(), 1e-12);
        // responses: A 130, P 30, B 90; waits: A 0, P 0, B 80
        assertEquals((130.0 + 30 + 90) / 3, f.meanResponse(), 1e-12);
        assertEquals(80.0 / 3, f.meanWait(), 1e-12);
        assertEquals(1.0, f.extra().get("suspensions"));
        assertEquals(1.0, f.extra().get("resumes"));
        assertEquals(30.0, f.extra().get("suspendedSeconds"), 1e-12);
        assertEquals(0.0, f.extra().get("lostCpuSeconds"));
        // A's part is suspended at 40 and resumed at 70 on machine 0, never killed
        List<CentralHarness.Sent> stops = h.sent().stream()
                .filter(x -> !(x.message() instanceof Launch)).toList();
        assertEquals(2, stops.size());
        assertEquals(new CentralHarness.Sent(40.0, 0, new Suspend(0)), stops.get(0));
        assertEquals(new CentralHarness.Sent(70.0, 0, new Resume(0)), stops.get(1));
    }

    @Test
    void theSameJobsKilled_loseTheWorkDone_andEndLater() {
        BorgHarness h = harness(Preempted.KILL);
        BorgScheduler s = h.run(jobs());
        assertEquals(1, s.preemptions());
        assertEquals(80.0, s.lostWork(), 1e-12, "A held 2 CPUs for 40 s");
        assertEquals(70.0, s.ledger().start(0), "A starts over when P ends");
        assertEquals(170.0, s.ledger().start(2));
        BatchFigures f = s.figures();
        assertEquals(180.0, f.makespan(), 1e-12);
        assertEquals((170.0 + 30 + 130) / 3, f.meanResponse(), 1e-12);
        assertEquals(null, f.extra().get("suspensions"), "kill reports no suspension figures");
        assertTrue(h.sent().stream().anyMatch(x -> x.message() instanceof Kill));
    }

    @Test
    void whenThePreemptorNeedsTheVictimsMemory_theVictimIsKilledNotSuspended() {
        // A (best-effort) holds 2 CPUs x 512 MiB: all the memory. P (production, 1 CPU x 512 MiB, 20 s) at 10 s:
        // suspending A would free its CPUs but not its memory, so A is killed (2 CPUs x 10 s lost); P runs 10-30,
        // and A starts over at 30 (1 CPU and 512 MiB were free from 10: not enough for A) and ends at 130
        List<BatchJob> jobs = List.of(BorgHarness.job(0, 0, 0, 2, 512, 100), BorgHarness.job(1, 1, 10, 1, 512, 20));
        BorgScheduler s = harness(Preempted.SUSPEND).run(jobs);
        assertEquals(1, s.preemptions());
        assertEquals(0, s.suspensions());
        assertEquals(20.0, s.lostWork(), 1e-12);
        assertEquals(30.0, s.ledger().start(0));
        assertEquals(130.0, s.figures().makespan(), 1e-12);
    }

    @Test
    void aSuspendedJob_whoseMemoryAProductionJobNeeds_isKilledThen() {
        // A (best-effort, 1 CPU x 512 MiB, 100 s) from 0; P1 (production, 2 CPUs x 256 MiB, 50 s) at 10 suspends A
        // (1 CPU was free, P1 needs 2; the 512 MiB left free are P1's). At 20 P2 (production, 2 CPUs x 512 MiB,
        // 10 s) waits: no CPU is free and production never preempts production. At 60 P1 ends: P2 needs 1,024 MiB
        // while suspended A keeps 512, so A is killed (before it could resume), losing 1 CPU x the 10 s it had
        // worked; P2 runs 60-70, and A starts over at 70, ending at 170.
        List<BatchJob> jobs = List.of(BorgHarness.job(0, 0, 0, 1, 512, 100), BorgHarness.job(1, 1, 10, 2, 256, 50),
                BorgHarness.job(2, 1, 20, 2, 512, 10));
        BorgScheduler s = harness(Preempted.SUSPEND).run(jobs);
        assertEquals(2, s.preemptions(), "suspended once, then killed");
        assertEquals(1, s.suspensions());
        assertEquals(0, s.resumes());
        assertEquals(10.0, s.lostWork(), 1e-12, "1 CPU x the 10 s it had worked; its suspended time is not work");
        assertEquals(50.0, s.suspendedTime(), 1e-12, "suspended from 10 until killed at 60");
        assertEquals(60.0, s.ledger().start(2));
        assertEquals(70.0, s.ledger().start(0));
        assertEquals(170.0, s.figures().makespan(), 1e-12);
    }

    /**
     * The jobs of {@link PreemptionTest#randomJobs} but each processor with 256 MiB: CPUs, not memory, are what the
     * 8 machines of 4 CPUs and 4 GiB run out of (16 such processors would fill a machine's memory), so suspension
     * always makes room.
     */
    private static List<BatchJob> cpuBoundJobs(long seed) {
        return PreemptionTest.randomJobs(seed).stream().map(j -> BorgHarness.job(j.id(), j.jobClass(), j.submit(),
                j.processors(), 256, j.runTime())).toList();
    }

    @Test
    void onTheSameCpuBoundJobs_suspendLosesNoWork_killLosesSome_andJobsRespondSooner() {
        int[] priorities = {0, 50, 100, 200};
        BorgScheduler k = new BorgHarness(new BorgConfig(Placement.BEST_FIT, true, Preempted.KILL,
                Bands.parse(Bands.DEFAULT)), 8, 4, 4096, priorities, 7).run(cpuBoundJobs(3));
        BorgScheduler s = new BorgHarness(new BorgConfig(Placement.BEST_FIT, true, Preempted.SUSPEND,
                Bands.parse(Bands.DEFAULT)), 8, 4, 4096, priorities, 7).run(cpuBoundJobs(3));
        assertEquals(400, k.figures().jobs());
        assertEquals(400, s.figures().jobs());
        assertTrue(s.suspensions() > 0, "the case exercises suspension");
        assertEquals(s.suspensions(), s.resumes(), "every suspended job was resumed: none had to be killed");
        assertEquals(s.preemptions(), s.suspensions());
        assertEquals(0.0, s.lostWork());
        assertTrue(k.lostWork() > 0, "killing loses the victims' work");
        assertTrue(s.figures().meanResponse() < k.figures().meanResponse(),
                s.figures().meanResponse() + " s suspending, " + k.figures().meanResponse() + " s killing");
        assertEquals(0, s.running(), "nothing left running or suspended");
    }
}
