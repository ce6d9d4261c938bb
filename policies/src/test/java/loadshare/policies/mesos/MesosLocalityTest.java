package loadshare.policies.mesos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
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
 * The Mesos-like master with tasks' input data, and delay scheduling on offers, on hand-worked cases: 4 agents of 1
 * CPU in racks of 2 (rack 0: agents 0, 1; rack 1: agents 2, 3), DRF offers, 5-s refusals, one task per offer. The
 * master offers the agents in order, so a framework that takes what comes takes agent 0 first. An input of 100 B
 * reads in 1.5 s within a rack (100 B at 100 B/s + 0.5 s) and 4.5 s across racks (at the 50 B/s uplink + 2.5 s);
 * on the flat network of the same 4 agents, in 1.25 s (100 B at 100 B/s + 0.25 s).
 */
class MesosLocalityTest {

    private static final Topology RACKS = Topology.of(
            NetworkSettings.racks(new NetworkSettings.Racks(2, 0.5, 1.0, 50), 100), 4);
    private static final Topology FLAT = Topology.flat(4, 0.25, 100);

    private static MesosHarness harness(double delay, Topology topology, String... frameworks) {
        return new MesosHarness(new MesosScheduler(new MesosConfig(true, Map.of(), 5, 1), 4, 1, 1024,
                List.of(frameworks), new DataLocality(new Locality(topology), delay)), 4);
    }

    private static MesosHarness harness(double delay) {
        return harness(delay, RACKS, "A");
    }

    /** A 1-CPU task of framework {@code framework} whose 100 B input is on {@code hosts}. */
    private static BatchJob taskOf(int framework, long id, double submit, double run, int... hosts) {
        return MesosHarness.job(id, framework, submit, 1, 0, run).withInput(new InputData(hosts, 100));
    }

    private static BatchJob task(long id, double submit, double run, int... hosts) {
        return taskOf(0, id, submit, run, hosts);
    }

    /** The launch of job {@code id}'s task (its only one): runs are numbered in launch order, so by its start. */
    private static CentralHarness.Sent launchOf(MesosHarness h, MesosScheduler s, long id) {
        double start = s.ledger().start(id);
        List<CentralHarness.Sent> at = h.sent().stream()
                .filter(x -> x.message() instanceof Launch && x.time() == start).toList();
        assertEquals(1, at.size(), "one launch at " + start);
        return at.get(0);
    }

    private static double duration(CentralHarness.Sent sent) {
        return ((Launch) sent.message()).duration();
    }

    @Test
    void withoutDelay_aFrameworkTakesTheFirstAgentOffered_andReadsItsInputAcrossRacks() {
        MesosHarness h = harness(0);
        MesosScheduler s = (MesosScheduler) h.run(List.of(task(0, 0, 10, 2)));
        assertEquals(0.0, s.ledger().start(0));
        assertEquals(0, launchOf(h, s, 0).node(), "agent 0 is offered first; its data is on agent 2");
        assertEquals(10 + 4.5, duration(launchOf(h, s, 0)), 1e-12);
        BatchFigures f = s.figures();
        assertEquals(0.0, f.extra().get("dataLocal"));
        assertEquals(0.0, f.extra().get("rackLocal"));
        assertEquals(100.0, f.extra().get("bytesMoved"));
        assertEquals(4.5, f.extra().get("meanRead"), 1e-12);
    }

    @Test
    void withDelay_aFrameworkDeclinesAgentsOffItsData_inTheSameRound_andTakesTheOneHoldingIt() {
        MesosHarness h = harness(10);
        MesosScheduler s = (MesosScheduler) h.run(List.of(task(0, 0, 10, 2)));
        assertEquals(0.0, s.ledger().start(0));
        assertEquals(2, launchOf(h, s, 0).node());
        assertEquals(10.0, duration(launchOf(h, s, 0)), "no read: its data is there");
        assertEquals(3, s.master().offers(), "agents 0 and 1 declined, agent 2 accepted");
        assertEquals(1.0, s.figures().extra().get("dataLocal"));
    }

    /**
     * Delay 10: task 0 holds agent 2 until 5, task 1 agent 3 until 100. Task 2 (data on 2), submitted at 1, is
     * offered agents 0 and 1 and declines both (its wait starts at 1: data-local only until 11); at 5 agent 2 frees
     * and its offer is taken at once.
     */
    @Test
    void aFrameworkDeclinesRemoteOffers_thenTakesItsDataHost_whenItFreesWithinTheDelay() {
        MesosHarness h = harness(10);
        MesosScheduler s = (MesosScheduler) h.run(List.of(task(0, 0, 5, 2), task(1, 0, 100, 3),
                task(2, 1, 10, 2)));
        assertEquals(5.0, s.ledger().start(2));
        assertEquals(2, launchOf(h, s, 2).node());
        assertEquals(10.0, duration(launchOf(h, s, 2)));
        assertEquals(1.0, s.figures().extra().get("dataLocal"));
        assertEquals(0.0, s.figures().extra().get("bytesMoved"));
    }

    /**
     * Delay 10: agents 2 and 3 are busy (until 100 and 12); task 2 (data on 2) declines agents 0 and 1 from 1. At 11
     * (its first timer) it may take a rack-local agent, but 0 and 1 are in the other rack: it declines again; at 12
     * agent 3, its data's rackmate, frees and is taken, the read adding 1.5 s.
     */
    @Test
    void afterTheDelay_aFrameworkTakesARackLocalAgent_butNotYetOneInAnotherRack() {
        MesosHarness h = harness(10);
        MesosScheduler s = (MesosScheduler) h.run(List.of(task(0, 0, 100, 2), task(1, 0, 12, 3),
                task(2, 1, 10, 2)));
        assertEquals(12.0, s.ledger().start(2));
        assertEquals(3, launchOf(h, s, 2).node());
        assertEquals(10 + 1.5, duration(launchOf(h, s, 2)), 1e-12);
        BatchFigures f = s.figures();
        assertEquals(2 / 3.0, f.extra().get("dataLocal"), 1e-12);
        assertEquals(1 / 3.0, f.extra().get("rackLocal"), 1e-12);
        assertEquals(1.5 / 3, f.extra().get("meanRead"), 1e-12);
    }

    /**
     * Delay 10, agents 2 and 3 busy until 100: task 2 (data on 2) declines from 1; at 21 (its second timer, the
     * refusals of agents 0 and 1 still in force) its framework revives its offers and takes agent 0, reading across
     * racks.
     */
    @Test
    void afterTwoDelays_aFrameworkTakesAnyAgent_onItsTimer() {
        MesosHarness h = harness(10);
        MesosScheduler s = (MesosScheduler) h.run(List.of(task(0, 0, 100, 2), task(1, 0, 100, 3),
                task(2, 1, 10, 2)));
        assertEquals(21.0, s.ledger().start(2));
        assertEquals(0, launchOf(h, s, 2).node());
        assertEquals(10 + 4.5, duration(launchOf(h, s, 2)), 1e-12);
    }

    /** On a flat network there is no rack level: after one delay (at 11) any agent. */
    @Test
    void onAFlatNetwork_aFrameworkTakesAnyAgent_afterOneDelay() {
        MesosHarness h = harness(10, FLAT, "A");
        MesosScheduler s = (MesosScheduler) h.run(List.of(task(0, 0, 100, 2), task(1, 1, 10, 2)));
        assertEquals(11.0, s.ledger().start(1));
        assertEquals(0, launchOf(h, s, 1).node());
        assertEquals(10 + 1.25, duration(launchOf(h, s, 1)), 1e-12);
        assertEquals(0.0, s.figures().extra().get("rackLocal"));
    }

    /**
     * Two frameworks of equal shares, delay 10: A's task (data on 3) is offered agent 0 first (A is listed first),
     * declines it, and the master offers agent 0 to B in the same round: B's task, whose data is there, starts on it
     * at once. A takes agent 3. Without delay A would take agent 0 and B agent 1 (rack-local to its data).
     */
    @Test
    void anAgentOneFrameworkDeclines_goesToTheNextInDrfOrder_inTheSameRound() {
        MesosHarness h = harness(10, RACKS, "A", "B");
        MesosScheduler s = (MesosScheduler) h.run(List.of(taskOf(0, 0, 0, 10, 3), taskOf(1, 1, 0, 10, 0)));
        assertEquals(0.0, s.ledger().start(0));
        assertEquals(0.0, s.ledger().start(1));
        List<Integer> nodes = h.sent().stream().filter(x -> x.message() instanceof Launch)
                .map(CentralHarness.Sent::node).toList();
        assertEquals(List.of(3, 0), nodes, "A's task (sent first: frameworks in order) on agent 3, B's on agent 0");
        assertEquals(1.0, s.figures().extra().get("dataLocal"));

        MesosHarness now = harness(0, RACKS, "A", "B");
        MesosScheduler t = (MesosScheduler) now.run(List.of(taskOf(0, 0, 0, 10, 3), taskOf(1, 1, 0, 10, 0)));
        assertEquals(List.of(0, 1), now.sent().stream().filter(x -> x.message() instanceof Launch)
                .map(CentralHarness.Sent::node).toList());
        assertEquals(0.0, t.figures().extra().get("dataLocal"));
    }

    /**
     * Without input data (no {@link DataLocality}) the master behaves as before: the task takes agent 0, its run
     * unchanged, and no locality figure is reported.
     */
    @Test
    void withoutInputData_noLocalityFigures_andTheFirstAgentOffered() {
        MesosScheduler plain = new MesosScheduler(new MesosConfig(true, Map.of(), 5, 1), 4, 1, 1024, List.of("A"));
        MesosHarness h = new MesosHarness(plain, 4);
        h.run(List.of(MesosHarness.job(0, 0, 0, 1, 0, 10)));
        assertEquals(0, h.sent().get(0).node());
        assertEquals(10.0, duration(h.sent().get(0)));
        assertTrue(!plain.figures().extra().containsKey("dataLocal"));
    }

    /**
     * 20 agents of 1 CPU in 2 racks of 10, one framework; 3,000 1-CPU tasks (exponential, mean 10 s) at load 0.7,
     * each input (64 MiB) on 3 agents drawn at random (seed fixed). Taking the first agent offered, a task lands on
     * its data only by chance (about 3 in 20 when 6 agents are free, fewer when the low-numbered agents are the free
     * ones); declining for 5 s makes most tasks data-local (a task's 3 agents free one about every 10 / 3 s when
     * busy), and the mean wait stays below a task's mean run.
     */
    @Test
    void delaySchedulingOnOffers_raisesTheDataLocalShareSteeply_atAModestCostInWait() {
        BatchFigures now = random(0);
        BatchFigures delayed = random(5);
        double before = now.extra().get("dataLocal");
        double after = delayed.extra().get("dataLocal");
        assertTrue(before < 0.35, "data-local taking what comes: " + before);
        assertTrue(after > before + 0.4, "data-local " + before + " -> " + after);   // 0.151 -> 0.878 as written
        assertTrue(delayed.meanWait() < 10, "mean wait " + delayed.meanWait());
        assertEquals(3000, delayed.jobs());
    }

    private static BatchFigures random(double delay) {
        Topology topology = Topology.of(NetworkSettings.racks(new NetworkSettings.Racks(10, 0.001, 0.01, 50e6),
                100e6), 20);
        MesosScheduler s = new MesosScheduler(new MesosConfig(true, Map.of(), 5, 1), 20, 1, 1024, List.of("A"),
                new DataLocality(new Locality(topology), delay));
        SplittableRandom r = new SplittableRandom(42);
        java.util.ArrayList<BatchJob> jobs = new java.util.ArrayList<>();
        double t = 0;
        for (int i = 0; i < 3000; i++) {
            t += -Math.log(1 - r.nextDouble()) * 10 / (0.7 * 20);
            double run = -Math.log(1 - r.nextDouble()) * 10;
            int[] hosts = r.ints(0, 20).distinct().limit(3).toArray();
            jobs.add(MesosHarness.job(i, 0, t, 1, 0, run).withInput(new InputData(hosts, 64L << 20)));
        }
        new MesosHarness(s, 20).run(jobs);
        return s.figures();
    }
}
