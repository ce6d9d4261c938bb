package loadshare.policies.mesos;

import static loadshare.policies.mesos.MesosHarness.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.typesafe.config.ConfigFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadshare.config.JobClass;
import loadshare.config.PolicySpec;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralPolicy;
import org.junit.jupiter.api.Test;

/** The {@code mesos} policy as a central scheduler: frameworks' queues, offers, refusals and what it reports. */
class MesosSchedulerTest {

    private static final long GIB = 1024;

    /** The registry's {@code mesos} policy with {@code parameters}, its scheduler for one node of the given size. */
    private static MesosScheduler scheduler(String parameters, int cpus, long memory, String... classes) {
        CentralPolicy policy = (CentralPolicy) PolicyRegistry.standard()
                .resolve(new PolicySpec("mesos", ConfigFactory.parseString(parameters), "mesos", "x.conf:1"))
                .configure(new ClusterShape(1, cpus));
        return (MesosScheduler) policy.newScheduler(1, cpus, memory,
                java.util.Arrays.stream(classes).map(name -> new JobClass(name, 1, 0, 1, 1, 0, 0, 1)).toList());
    }

    /** Jain's index of A's and B's weighted dominant shares (C, the blocker's framework, left out). */
    private static double jainOfAandB(MesosScheduler s) {
        return DrfMaster.jain(new double[] {s.master().weightedShare(0), s.master().weightedShare(1)});
    }

    /**
     * The node is busy until 1 s with a job of framework C; meanwhile {@code a} and {@code b} (10 tasks each of A,
     * then of B, running 1000 s) queue up, so that at 1 s the master offers the whole node to two frameworks of
     * unbounded demand.
     */
    private static List<BatchJob> queuedBehindABlocker(int cpus, int aCpus, long aMemory, int bCpus, long bMemory) {
        List<BatchJob> jobs = new ArrayList<>(List.of(job(0, 2, 0, cpus, 0, 1)));
        for (int i = 1; i <= 10; i++) {
            jobs.add(job(i, 0, 0.5, aCpus, aMemory, 1000));
        }
        for (int i = 11; i <= 20; i++) {
            jobs.add(job(i, 1, 0.5, bCpus, bMemory, 1000));
        }
        return jobs;
    }

    /**
     * The DRF paper's example through the registry policy: one node of 9 CPUs and 18 GiB; A's tasks need 1 CPU and
     * 4 GiB, B's 3 CPUs and 1 GiB (3 x 341 MiB). DRF launches 3 of A's (dominant share 12/18, memory) and 2 of B's
     * (6/9, CPUs): both 2/3, Jain's index 1.
     */
    @Test
    void drfPaperExample_throughTheRegistryPolicy_aRunsThree_bTwo_bothDominantSharesTwoThirds() {
        MesosScheduler s = scheduler("", 9, 18 * GIB, "A", "B", "C");
        new MesosHarness(s, 1).run(queuedBehindABlocker(9, 1, 4 * GIB, 3, 341), 2);
        assertEquals(3, s.master().tasks(0));
        assertEquals(2, s.master().tasks(1));
        assertEquals(2 / 3.0, s.master().dominantShare(0), 1e-12);
        assertEquals(2 / 3.0, s.master().dominantShare(1), 1e-12);   // CPUs, 6/9 (memory 2 x 1023 MiB of 18 GiB)
        assertEquals(1.0, jainOfAandB(s), 1e-5);
        assertEquals(7 + 8, s.queued());
    }

    /**
     * 10 CPUs and 10 GiB; A's tasks <1 CPU, 1 GiB>, B's <4 CPUs, 4 GiB>. Offered in turn, A and B alternate: 2 tasks
     * each (dominant shares 0.2 and 0.8); by DRF A gets 6 (0.6) and B 1 (0.4); weighted DRF with B weighing 4
     * alternates again (weighted shares 0.2 and 0.2: Jain's index 1).
     */
    @Test
    void roundRobin_drf_andWeightedDrf_shareTheNodeAsWorkedOut() {
        String[] classes = {"A", "B", "C"};
        MesosScheduler rr = scheduler("offers = round-robin", 10, 10 * GIB, classes);
        new MesosHarness(rr, 1).run(queuedBehindABlocker(10, 1, GIB, 4, GIB), 2);
        assertEquals(List.of(2L, 2L), List.of(rr.master().tasks(0), rr.master().tasks(1)));
        assertEquals(1 / 1.36, jainOfAandB(rr), 1e-12);
        MesosScheduler drf = scheduler("offers = drf", 10, 10 * GIB, classes);
        new MesosHarness(drf, 1).run(queuedBehindABlocker(10, 1, GIB, 4, GIB), 2);
        assertEquals(List.of(6L, 1L), List.of(drf.master().tasks(0), drf.master().tasks(1)));
        assertEquals(1 / 1.04, jainOfAandB(drf), 1e-12);
        MesosScheduler weighted = scheduler("weights = \"B: 4\"", 10, 10 * GIB, classes);
        new MesosHarness(weighted, 1).run(queuedBehindABlocker(10, 1, GIB, 4, GIB), 2);
        assertEquals(List.of(2L, 2L), List.of(weighted.master().tasks(0), weighted.master().tasks(1)));
        assertEquals(1.0, jainOfAandB(weighted), 1e-12);
    }

    /**
     * One node of 4 CPUs: A's task of 1 CPU runs 0-100 s; B's of 4 CPUs, queued at 0, is declined at 0 and offered
     * again each time the refusal runs out (every refuse-seconds, by the timer) until A's task ends at 100 and frees
     * more than B declined: 1 + 100 / refuse-seconds + 1 offers for 2 tasks; B waits 100 s.
     */
    @Test
    void aDeclinedOffer_isMadeAgainWhenTheRefusalRunsOut_andWhenResourcesAreFreed() {
        for (double refuse : new double[] {5, 30}) {
            MesosScheduler s = scheduler("refuse-seconds = " + refuse, 4, 4 * GIB, "A", "B");
            MesosHarness harness = new MesosHarness(s, 1);
            harness.run(List.of(job(0, 0, 0, 1, 0, 100), job(1, 1, 0, 4, 0, 10)), Double.POSITIVE_INFINITY);
            long declines = (long) Math.ceil(100 / refuse);
            BatchFigures f = s.figures();
            assertEquals((declines + 2) / 2.0, f.extra().get("offersPerTask"), 1e-12, "refuse " + refuse);
            assertEquals(declines, harness.timers());
            assertEquals(100.0, f.extra().get("B.meanWait"));
            assertEquals(0.0, f.extra().get("A.meanWait"));
            assertEquals(1.0, f.extra().get("B.tasks"));
            assertEquals(List.of(0L, 1L), harness.launches().stream().map(l -> l.job()).toList());
        }
    }

    @Test
    void aJobLargerThanANode_orOfAnUnknownClass_isRejectedWithItsReason() {
        MesosScheduler s = scheduler("", 4, 4 * GIB, "A");
        new MesosHarness(s, 1).run(List.of(job(0, 0, 0, 5, 0, 1), job(1, 0, 0, 2, 3 * GIB, 1),
                job(2, 1, 0, 1, 0, 1), job(3, 0, 0, 4, GIB, 1)), Double.POSITIVE_INFINITY);
        assertEquals(Map.of("processors", 1L, "memory", 1L, "framework", 1L), s.figures().rejected());
        assertEquals(1, s.figures().jobs());
    }

    /**
     * Saturation is the time every framework has tasks waiting: with the paper's example it holds from 0.5 s (both
     * queues filled) to the end of the run's window; shares and Jain's index are averaged over it.
     */
    @Test
    void theFigures_averageSharesAndJainsIndex_overTheSaturatedTime() {
        MesosScheduler s = scheduler("", 9, 18 * GIB, "A", "B");
        List<BatchJob> jobs = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            jobs.add(job(i, 0, 0, 1, 4 * GIB, 100));
            jobs.add(job(10 + i, 1, 0, 3, 341, 100));
        }
        new MesosHarness(s, 1).run(jobs, Double.POSITIVE_INFINITY);
        Map<String, Double> f = s.figures().extra();
        assertEquals(2 / 3.0, f.get("A.share"), 1e-12);
        assertEquals(2 / 3.0, f.get("B.share"), 1e-12);
        assertEquals(1.0, f.get("jainIndex"), 1e-5);
        assertEquals(10.0, f.get("A.tasks"));
        double[] a = s.series(4).get("dominant share A");
        assertEquals(4, a.length);
        assertEquals(2 / 3.0, a[0], 1e-12);
    }
}
