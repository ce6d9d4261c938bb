package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import loadshare.config.NetworkSettings;
import loadshare.hardware.net.Topology;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import loadshare.policies.locality.DataLocality;
import loadshare.policies.locality.InputData;
import loadshare.policies.locality.Locality;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * Borg-like placement near jobs' input data, and delay scheduling, on hand-worked cases: 4 machines of 1 CPU in
 * racks of 2 (rack 0: machines 0, 1; rack 1: machines 2, 3), first fit (which alone would take machine 0 first);
 * an input of 100 B reads in 1.5 s within a rack (100 B at 100 B/s + 0.5 s) and 4.5 s across racks (at the 50 B/s
 * uplink + 2.5 s).
 */
class BorgLocalityTest {

    private static final Topology RACKS = Topology.of(
            NetworkSettings.racks(new NetworkSettings.Racks(2, 0.5, 1.0, 50), 100), 4);

    private static CentralHarness<BorgScheduler> harness(double delay) {
        return harness(delay, Placement.FIRST_FIT, 4, RACKS);
    }

    private static CentralHarness<BorgScheduler> harness(double delay, Placement placement, int nodes, Topology topology) {
        return new CentralHarness<>(new BorgScheduler(BorgHarness.config(placement, false), nodes, 1, 1024,
                new int[0], java.util.List.of(), new DataLocality(new Locality(topology), delay)), nodes, 1);
    }

    /** A 1-processor job whose 100 B input is on {@code hosts}. */
    private static BatchJob job(long id, double submit, double run, int... hosts) {
        return BorgHarness.job(id, 0, submit, 1, 0, run).withInput(new InputData(hosts, 100));
    }

    /** The node job {@code run}'s (only) part was launched on, and its launch. */
    private static CentralHarness.Sent launchOf(CentralHarness<BorgScheduler> h, long run) {
        return h.sent().stream().filter(s -> s.message() instanceof Launch l && l.job() == run).findFirst()
                .orElseThrow();
    }

    @Test
    void aJob_goesToTheFreeHostHoldingItsData_notTheFirstFit_andReadsNothing() {
        CentralHarness<BorgScheduler> h = harness(0);
        BorgScheduler s = h.run(List.of(job(0, 0, 10, 2)));
        assertEquals(2, launchOf(h, 0).node());
        assertEquals(10.0, ((Launch) launchOf(h, 0).message()).duration());
        BatchFigures f = s.figures();
        assertEquals(1.0, f.extra().get("dataLocal"));
        assertEquals(0.0, f.extra().get("bytesMoved"));
    }

    @Test
    void whenItsHostIsBusy_aRackmateIsChosenOverAnyOtherRack_andTheReadAddsToItsRun() {
        CentralHarness<BorgScheduler> h = harness(0);
        BorgScheduler s = h.run(List.of(job(0, 0, 100, 2), job(1, 1, 10, 2)));
        assertEquals(3, launchOf(h, 1).node(), "machine 3 shares machine 2's rack; first fit would take 0");
        assertEquals(10 + 1.5, ((Launch) launchOf(h, 1).message()).duration(), 1e-12);
        BatchFigures f = s.figures();
        assertEquals(0.5, f.extra().get("dataLocal"));
        assertEquals(0.5, f.extra().get("rackLocal"));
        assertEquals(100.0, f.extra().get("bytesMoved"));
        assertEquals(1.5 / 2, f.extra().get("meanRead"), 1e-12);
    }

    @Test
    void withoutDelay_aJobWhoseRackIsFull_runsRemoteAtOnce() {
        CentralHarness<BorgScheduler> h = harness(0);
        BorgScheduler s = h.run(List.of(job(0, 0, 100, 2), job(1, 0, 100, 3), job(2, 1, 10, 2)));
        assertEquals(1.0, s.ledger().start(2));
        assertEquals(0, launchOf(h, 2).node());
        assertEquals(10 + 4.5, ((Launch) launchOf(h, 2).message()).duration(), 1e-12);
        assertEquals(0, h.timers());
    }

    /**
     * Delay 10: B (data on machine 2, its rack full until 100) is skipped at 1; C, behind it with data on machine 0,
     * starts there at 2 (a skipped job does not block); at 11 B may take a rackmate (none free); at 21 any
     * machine: B starts on machine 1, reading across racks.
     */
    @Test
    void withDelay_aJobWhoseDataHostsAreBusy_waitsTwoDelays_thenRunsRemote_whileLaterJobsGoFirst() {
        CentralHarness<BorgScheduler> h = harness(10);
        BorgScheduler s = h.run(List.of(job(0, 0, 100, 2), job(1, 0, 100, 3), job(2, 1, 10, 2),
                job(3, 2, 50, 0)));
        assertEquals(2.0, s.ledger().start(3), "C goes first, onto its data");
        assertEquals(0, nodeOfJob(h, s, 3));
        assertEquals(21.0, s.ledger().start(2), "B skipped at 1: data-local until 11, rack-local until 21");
        assertEquals(1, nodeOfJob(h, s, 2), "machine 0 is C's; 2 and 3 are still busy");
        assertEquals(10 + 4.5, ((Launch) launchOf(h, 3).message()).duration(), 1e-12, "B's run 3 reads remotely");
        assertEquals(2, h.timers(), "one timer per level B may reach");
    }

    /** The node of the part launched for job {@code id} (a 1-processor job: one launch, at its start). */
    private static int nodeOfJob(CentralHarness<BorgScheduler> h, BorgScheduler s, long id) {
        double start = s.ledger().start(id);
        return h.sent().stream().filter(x -> x.message() instanceof Launch && x.time() == start)
                .mapToInt(CentralHarness.Sent::node).max().orElseThrow();
    }

    @Test
    void withDelay_aRackmateThatFreesAfterTheFirstDelay_isTaken_beforeTheSecondEnds() {
        CentralHarness<BorgScheduler> h = harness(10);
        BorgScheduler s = h.run(List.of(job(0, 0, 100, 2), job(1, 0, 12, 3), job(2, 1, 10, 2)));
        assertEquals(12.0, s.ledger().start(2), "skipped at 1; rack-local allowed from 11; machine 3 frees at 12");
        assertEquals(3, nodeOfJob(h, s, 2));
        assertEquals(10 + 1.5, ((Launch) h.launches().get(2)).duration(), 1e-12);
    }

    @Test
    void withDelay_itsOwnHostFreeingWithinTheDelay_isTakenAtOnce() {
        CentralHarness<BorgScheduler> h = harness(10);
        BorgScheduler s = h.run(List.of(job(0, 0, 5, 2), job(1, 0, 100, 3), job(2, 1, 10, 2)));
        assertEquals(5.0, s.ledger().start(2));
        assertEquals(2, nodeOfJob(h, s, 2));
        assertEquals(1.0, s.figures().extra().get("dataLocal"));
    }

    /**
     * 20 machines of 1 CPU in 2 racks of 10; 3,000 1-processor jobs (exponential, mean 10 s) at load 0.7, each input
     * (64 MiB) on 3 machines drawn at random (seed fixed). A job's 3 machines free one about every 10 / 3 s when
     * busy, so waiting 5 s finds one of them free most of the time: delay scheduling raises the data-local share of
     * parts by more than 0.2 over taking the nearest free machine at once (about 0.3 of the machines are free, so
     * that is roughly 1 - 0.7^3 = 0.66 at once), and the mean wait stays below a job's mean run.
     */
    @Test
    void delayScheduling_raisesTheDataLocalShare_atAModestCostInWait() {
        BatchFigures now = random(0);
        BatchFigures delayed = random(5);
        double before = now.extra().get("dataLocal");
        double after = delayed.extra().get("dataLocal");
        assertTrue(after > before + 0.2, "data-local " + before + " -> " + after);
        assertTrue(delayed.meanWait() < 10, "mean wait " + delayed.meanWait());
        assertEquals(3000, delayed.jobs());
    }

    private static BatchFigures random(double delay) {
        Topology topology = Topology.of(NetworkSettings.racks(new NetworkSettings.Racks(10, 0.001, 0.01, 50e6),
                100e6), 20);
        CentralHarness<BorgScheduler> h = harness(delay, Placement.BEST_FIT, 20, topology);
        SplittableRandom r = new SplittableRandom(42);
        List<BatchJob> jobs = new ArrayList<>();
        double t = 0;
        double rate = 0.7 * 20 / 10.0;
        for (int i = 0; i < 3000; i++) {
            t += -Math.log(1 - r.nextDouble()) / rate;
            double run = -10 * Math.log(1 - r.nextDouble());
            int a = r.nextInt(20);
            int b = (a + 1 + r.nextInt(19)) % 20;
            int c;
            do {
                c = r.nextInt(20);
            } while (c == a || c == b);
            jobs.add(BorgHarness.job(i, 0, t, 1, 0, run).withInput(new InputData(new int[] {a, b, c}, 64 << 20)));
        }
        return h.run(jobs).figures();
    }
}
