package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * Priority bands with preemption, on hand-made cases: two machines of 2 CPUs; classes 0..3 have priorities 0, 50
 * (best-effort), 100 (batch) and 200 (production) in the default bands.
 */
class PreemptionTest {

    private static final int[] PRIORITIES = {0, 50, 100, 200};

    private static BorgHarness harness(boolean preemption) {
        return new BorgHarness(BorgHarness.config(Placement.FIRST_FIT, preemption), 2, 2, 1024, PRIORITIES, 1);
    }

    private static BatchJob job(long id, int jobClass, double submit, int processors, double run) {
        return BorgHarness.job(id, jobClass, submit, processors, 0, run);
    }

    /**
     * At 0: A (priority 0, 1 CPU) and C (100, 1 CPU) on machine 0, D (50, 2 CPUs) on machine 1, all for 100 s. At
     * 10 s production job P needs 2 CPUs: lowest first takes A (1 CPU: not enough), then D (enough); then A is
     * spared, as D alone makes room: one victim, D, which loses 2 CPUs x 10 s and starts over when P ends.
     */
    private static List<BatchJob> fewestLowest() {
        return List.of(job(0, 0, 0, 1, 100), job(1, 2, 0, 1, 100), job(2, 1, 0, 2, 100), job(3, 3, 10, 2, 50));
    }

    @Test
    void aProductionJob_preemptsTheFewestLowestPriorityJobs_whichStartOver() {
        BorgHarness h = harness(true);
        BorgScheduler s = h.run(fewestLowest());
        assertEquals(1, s.preemptions());
        assertEquals(20.0, s.lostWork(), 1e-12);
        BatchFigures f = s.figures();
        assertEquals(4, f.jobs());
        assertEquals(0.0, s.ledger().start(0));
        assertEquals(0.0, s.ledger().start(1));
        assertEquals(10.0, s.ledger().start(3), "P starts at once, on D's machine");
        assertEquals(60.0, s.ledger().start(2), "D is requeued and starts again when P ends");
        // waits: A 0, C 0, P 0, D 60 (its lost run counts as waiting); D runs 100 s from 60
        assertEquals(15.0, f.meanWait(), 1e-12);
        assertEquals(60.0, f.maxWait(), 1e-12);
        assertEquals(160.0, f.makespan(), 1e-12);
        assertEquals(1.0, f.extra().get("preemptions"));
        assertEquals(20.0, f.extra().get("lostCpuSeconds"));
        assertEquals(60.0 / 2, f.extra().get("wait.best-effort"), 1e-12, "A waited 0, D 60");
        assertEquals(0.0, f.extra().get("wait.production"));
        // D's part was stopped on machine 1, and D ran again under a new run id
        List<Kill> kills = new ArrayList<>();
        List<Launch> launches = new ArrayList<>();
        for (CentralHarness.Sent sent : h.sent()) {
            if (sent.message() instanceof Kill k) {
                assertEquals(1, sent.node());
                assertEquals(10.0, sent.time());
                kills.add(k);
            } else {
                launches.add((Launch) sent.message());
            }
        }
        assertEquals(1, kills.size());
        assertEquals(5, launches.size(), "A, C, D, P, D again");
        assertEquals(kills.get(0).job(), launches.get(2).job());
        assertTrue(launches.get(4).job() != launches.get(2).job());
    }

    @Test
    void withoutPreemption_theProductionJobWaits() {
        BorgScheduler s = harness(false).run(fewestLowest());
        assertEquals(0, s.preemptions());
        assertEquals(100.0, s.ledger().start(3), "P waits for a machine's 2 CPUs");
        assertEquals(0.0, s.ledger().start(2));
        assertEquals(0.0, s.figures().extra().get("lostCpuSeconds"));
    }

    @Test
    void aJobNeverPreemptsItsOwnBand_norAHigherOne() {
        // every machine busy with batch (100) and production (200) jobs; a batch job arrives and must wait
        List<BatchJob> jobs = List.of(job(0, 2, 0, 2, 100), job(1, 3, 0, 2, 100), job(2, 2, 5, 1, 10));
        BorgScheduler s = harness(true).run(jobs);
        assertEquals(0, s.preemptions());
        assertEquals(100.0, s.ledger().start(2));
    }

    @Test
    void noVictims_whenEvenAllLowerJobsWouldNotMakeRoom() {
        // production holds machine 0; best-effort holds machine 1; a production job of 4 CPUs can never get room
        // now (the lower jobs hold only 2): nothing is preempted, it waits for both
        List<BatchJob> jobs = List.of(job(0, 3, 0, 2, 100), job(1, 0, 0, 2, 50), job(2, 3, 5, 4, 10));
        BorgScheduler s = harness(true).run(jobs);
        assertEquals(0, s.preemptions());
        assertEquals(100.0, s.ledger().start(2));
    }

    @Test
    void victimsOfEqualPriority_theLatestStartedGoesFirst() {
        // two best-effort jobs of 1 CPU on machine 0 (started at 0 and 1); machine 1 busy with production.
        // A production job of 1 CPU preempts the one started at 1 (it loses 1 CPU x 4 s, not 5)
        List<BatchJob> jobs = List.of(job(0, 0, 0, 1, 100), job(1, 0, 1, 1, 100), job(2, 3, 2, 2, 100),
                job(3, 3, 5, 1, 10));
        BorgScheduler s = harness(true).run(jobs);
        assertEquals(1, s.preemptions());
        assertEquals(4.0, s.lostWork(), 1e-12);
        assertEquals(0.0, s.ledger().start(0));
        assertEquals(15.0, s.ledger().start(1), "requeued; starts again when the production job ends");
    }

    /** A few hundred jobs of four classes and random shapes, Poisson arrivals, from {@code seed}. */
    static List<BatchJob> randomJobs(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<BatchJob> jobs = new ArrayList<>();
        double t = 0;
        for (int i = 0; i < 400; i++) {
            t += -Math.log(1 - r.nextDouble()) * 2;
            jobs.add(BorgHarness.job(i, r.nextInt(4), t, 1 + r.nextInt(4), 256L * (1 + r.nextInt(8)),
                    -Math.log(1 - r.nextDouble()) * 40));
        }
        return jobs;
    }

    @Test
    void sameJobsAndSeed_giveTheSameSchedule_forEveryPlacement() {
        for (Placement placement : Placement.values()) {
            BorgConfig config = BorgHarness.config(placement, true);
            BorgScheduler a = new BorgHarness(config, 8, 4, 4096, PRIORITIES, 7).run(randomJobs(3));
            BorgScheduler b = new BorgHarness(config, 8, 4, 4096, PRIORITIES, 7).run(randomJobs(3));
            assertEquals(a.figures(), b.figures(), placement.configName());
            for (int id = 0; id < 400; id++) {
                assertEquals(a.ledger().start(id), b.ledger().start(id), placement + " job " + id);
            }
            assertEquals(400, a.figures().jobs());
            assertTrue(a.preemptions() > 0, placement + ": the case exercises preemption");
        }
    }
}
