package loadshare.policies.queuetree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * The hierarchical fair-share scheduler on ten machines of one CPU each, with the tree prod 0.6 {web 0.5, batch
 * 0.5}, dev 0.4 {alice 0.5, bob 0.5} (guarantees 0.3, 0.3, 0.2, 0.2 of the cluster) and one-CPU jobs — every case
 * worked out by hand.
 */
class FairShareTreeSchedulerTest {

    private static final QueueTree TREE =
            QueueTree.parse("prod: 0.6 { web: 0.5, batch: 0.5 }, dev: 0.4 { alice: 0.5, bob: 0.5 }");
    private static final List<String> CLASSES = List.of("web", "batch", "alice", "bob");
    private static final int WEB = 0;
    private static final int BATCH = 1;
    private static final int ALICE = 2;
    private static final int BOB = 3;

    private static FairShareTreeScheduler scheduler(double timeout) {
        return new FairShareTreeScheduler(TREE, timeout, 10, 1, 0, CLASSES);
    }

    /** {@code count} one-CPU jobs of class {@code jobClass} submitted at {@code at}, each running {@code run}. */
    private static void add(List<BatchJob> jobs, int count, int jobClass, double at, double run) {
        for (int k = 0; k < count; k++) {
            long id = jobs.size();
            jobs.add(new BatchJob(id, 0, at, 1, 0, run, run, -1, jobClass));
        }
    }

    private static double share(FairShareTreeScheduler s, String queue) {
        for (int q = 0; q < TREE.nodes().size(); q++) {
            if (TREE.node(q).name().equals(queue)) {
                return s.share(q);
            }
        }
        throw new IllegalArgumentException(queue);
    }

    /** The class of the one job of {@code jobs} that started (last) at {@code time}. */
    private static int startedAt(FairShareTreeScheduler s, List<BatchJob> jobs, double time) {
        List<BatchJob> started = jobs.stream().filter(j -> s.ledger().start(j.id()) == time).toList();
        assertEquals(1, started.size(), "jobs started at " + time);
        return started.get(0).jobClass();
    }

    @Test
    void saturated_twoLevelTree_settlesAtTheGuarantees_03_03_02_02() {
        // Web's 40 jobs, submitted first at time 0, take every machine (the others have nothing yet). At 10.0,
        // 10.1, ..., 10.9 the first ten end one by one, and each machine goes down the tree to the queue furthest
        // below its guarantee (share / guarantee): dev (0 against prod's 0.9 / 0.6), alice (tie, written first), dev, bob, dev, alice,
        // dev (0.3 / 0.4 < 0.6 / 0.6), bob, then prod (0.5 / 0.6 < 0.4 / 0.4): batch three times (0 / 0.3,
        // 0.1 / 0.3, 0.2 / 0.3 against web's 0.5, 0.4, 0.3 / 0.3), then web twice: 3, 3, 2, 2 machines.
        List<BatchJob> jobs = new ArrayList<>();
        for (int k = 0; k < 10; k++) {
            add(jobs, 1, WEB, 0, 10 + k / 10.0);
        }
        add(jobs, 30, WEB, 0, 10);
        add(jobs, 40, BATCH, 0, 10);
        add(jobs, 40, ALICE, 0, 10);
        add(jobs, 40, BOB, 0, 10);
        CentralHarness<FairShareTreeScheduler> h = new CentralHarness<>(scheduler(0), 10, 1);
        FairShareTreeScheduler s = h.run(jobs, 15);
        assertEquals(1.0, share(s, "web") + share(s, "batch") + share(s, "alice") + share(s, "bob"), 1e-12);
        assertEquals(0.3, share(s, "web"), 1e-12);
        assertEquals(0.3, share(s, "batch"), 1e-12);
        assertEquals(0.2, share(s, "alice"), 1e-12);
        assertEquals(0.2, share(s, "bob"), 1e-12);
        assertEquals(0.6, share(s, "prod"), 1e-12);
        assertEquals(0.4, share(s, "dev"), 1e-12);
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < 10; k++) {
            order.add(startedAt(s, jobs, 10 + k / 10.0));
        }
        assertEquals(List.of(ALICE, BOB, ALICE, BOB, BATCH, BATCH, BATCH, WEB, WEB, WEB), order);
        // from then on each machine freed goes back to the queue that freed it: the shares stay
        s = h.run(List.of(), 55);
        assertEquals(0.3, share(s, "web"), 1e-12);
        assertEquals(0.2, share(s, "bob"), 1e-12);
        assertEquals(0, s.preemptions());
    }

    @Test
    void elastic_aQueueUsesWhatIdleQueuesLeave_andSiblingsSplitTheirParent() {
        // dev has no jobs: prod's two leaves take the whole cluster, half each (at 10 web's freed machines go to
        // batch until 0.5 / 0.3 is web's and batch's ratio both)
        List<BatchJob> jobs = new ArrayList<>();
        add(jobs, 40, WEB, 0, 10);
        add(jobs, 40, BATCH, 0, 10);
        FairShareTreeScheduler s = new CentralHarness<>(scheduler(0), 10, 1).run(jobs, 15);
        assertEquals(0.5, share(s, "web"), 1e-12);
        assertEquals(0.5, share(s, "batch"), 1e-12);
        assertEquals(1.0, share(s, "prod"), 1e-12);
        // web alone: all ten machines, 1.0 against its guarantee of 0.3
        List<BatchJob> alone = new ArrayList<>();
        add(alone, 40, WEB, 0, 10);
        s = new CentralHarness<>(scheduler(0), 10, 1).run(alone, 15);
        assertEquals(1.0, share(s, "web"), 1e-12);
        assertEquals(20, s.queued());    // 40, less ten started at 0 and ten at 10
    }

    @Test
    void preemption_afterExactlyTheTimeout_killsTheNewestJobsUntilTheGuaranteeIsBack() {
        // web runs ten long jobs from 0; alice submits five at 100 and waits below her guarantee (0 < 0.2). With a
        // timeout of 30, nothing happens before 130; at 130 web's two newest runs (9 and 8, on machines 9 and 8)
        // are killed and alice starts on those machines: 0.2, her guarantee, and no more (web keeps 0.8 > 0.3).
        List<BatchJob> jobs = new ArrayList<>();
        add(jobs, 10, WEB, 0, 1000);
        add(jobs, 5, ALICE, 100, 1000);
        CentralHarness<FairShareTreeScheduler> h = new CentralHarness<>(scheduler(30), 10, 1);
        FairShareTreeScheduler s = h.run(jobs, 129.999);
        assertEquals(0, s.preemptions());
        assertEquals(0, share(s, "alice"));
        s = h.run(List.of(), 130);
        assertEquals(2, s.preemptions());
        assertEquals(2 * 130.0, s.lostWork(), 1e-9);
        assertEquals(0.2, share(s, "alice"), 1e-12);
        assertEquals(0.8, share(s, "web"), 1e-12);
        List<CentralHarness.Sent> kills = h.sent().stream().filter(m -> m.message() instanceof Kill).toList();
        assertEquals(List.of(9L, 8L), kills.stream().map(m -> ((Kill) m.message()).job()).toList());
        assertEquals(List.of(9, 8), kills.stream().map(CentralHarness.Sent::node).toList());
        assertTrue(kills.stream().allMatch(m -> m.time() == 130));
        List<CentralHarness.Sent> aliceLaunches = h.sent().stream()
                .filter(m -> m.message() instanceof Launch l && l.job() >= 10).toList();
        assertEquals(List.of(9, 8), aliceLaunches.stream().map(CentralHarness.Sent::node).toList());
        // nothing more until web's jobs end: alice is at her guarantee
        s = h.run(List.of(), 999);
        assertEquals(2, s.preemptions());
        BatchFigures f = h.run(List.of()).figures();
        assertEquals(2.0, f.extra().get("web.preempted"));
        assertEquals(0.0, f.extra().get("alice.preempted"));
        assertEquals(0.2, f.extra().get("alice.guarantee"), 1e-12);
        assertEquals(15, f.jobs());
    }

    @Test
    void withoutPreemption_theLeafBelowItsGuaranteeWaitsForEndsInstead() {
        List<BatchJob> jobs = new ArrayList<>();
        add(jobs, 10, WEB, 0, 1000);
        add(jobs, 5, ALICE, 100, 1000);
        CentralHarness<FairShareTreeScheduler> h = new CentralHarness<>(scheduler(0), 10, 1);
        FairShareTreeScheduler s = h.run(jobs, 999);
        assertEquals(0, s.preemptions());
        assertEquals(0, share(s, "alice"));
        assertEquals(0, h.timers());
        s = h.run(List.of(), 1000);
        assertEquals(0.5, share(s, "alice"), 1e-12);    // web's ten end at 1000: alice's five start (she alone waits)
        BatchFigures f = h.run(List.of()).figures();
        assertEquals(900.0, f.extra().get("alice.meanWait"), 1e-9);
        assertEquals(900.0 / 2000, f.extra().get("alice.belowGuarantee"), 1e-9);
    }

    @Test
    void preemption_takesOnlyFromSubtreesAboveTheirGuarantee() {
        // alice holds four machines from 0 (0.4: above her 0.2, but dev is at its 0.4), web and batch three each
        // from 1 (0.3 each: prod at its 0.6). Bob submits two at 5; at 15 (timeout 10) he preempts alice's two
        // newest — not web's or batch's, newer as they are: prod would fall below its guarantee.
        List<BatchJob> jobs = new ArrayList<>();
        add(jobs, 4, ALICE, 0, 1000);
        add(jobs, 3, WEB, 1, 1000);
        add(jobs, 3, BATCH, 1, 1000);
        add(jobs, 2, BOB, 5, 1000);
        CentralHarness<FairShareTreeScheduler> h = new CentralHarness<>(scheduler(10), 10, 1);
        FairShareTreeScheduler s = h.run(jobs, 20);
        assertEquals(2, s.preemptions());
        List<Long> killed = h.sent().stream().filter(m -> m.message() instanceof Kill)
                .map(m -> ((Kill) m.message()).job()).toList();
        assertEquals(List.of(3L, 2L), killed);  // alice's runs 0 to 3: the newest two
        assertEquals(0.2, share(s, "alice"), 1e-12);
        assertEquals(0.2, share(s, "bob"), 1e-12);
        assertEquals(0.6, share(s, "prod"), 1e-12);
        assertEquals(2 * 15.0, s.lostWork(), 1e-9);   // two runs of 15 s
    }
}
