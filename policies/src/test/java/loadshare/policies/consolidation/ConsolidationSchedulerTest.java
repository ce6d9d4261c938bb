package loadshare.policies.consolidation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * Hand-worked cases of the consolidation scheduler, on hosts of 4 CPUs and 8 GiB with VMs whose utilisations are
 * scripted (one value per interval of 100 s, the last repeated): energy, a pass that empties an under-used host, an
 * over-used host shedding its smallest VM, and where each placement puts a VM.
 */
class ConsolidationSchedulerTest {

    private static final int CPUS = 4;
    private static final long MEMORY = 8192;
    private static final double INTERVAL = 100;

    private static ConsolidationConfig config(Placement placement, boolean consolidate) {
        return new ConsolidationConfig(placement, consolidate, 0.8, 0.3, INTERVAL, new PowerModel(70, 250), 1e9, 0.1,
                new DemandProcess(0.3, 0.2, 0.8));
    }

    /** {@code hosts} hosts whose VM {@code id} runs at {@code utilisations.get(id)}, interval by interval. */
    private static CentralHarness<ConsolidationScheduler> harness(ConsolidationConfig config, int hosts,
                                                                  Map<Long, double[]> utilisations) {
        return new CentralHarness<>(new ConsolidationScheduler(config, hosts, CPUS, MEMORY, job -> {
            double[] u = utilisations.get(job.id());
            int[] k = {0};
            return () -> u[Math.min(k[0]++, u.length - 1)];
        }), hosts, 1);
    }

    private static BatchJob vm(long id, double submit, int vcpus, long memoryPerVcpu, double run) {
        return new BatchJob(id, 0, submit, vcpus, memoryPerVcpu, run, run, -1);
    }

    @Test
    void oneHost_energyIsThePowerOfEachIntervalTimesItsLength_andTheHostIsOffWhenEmpty() {
        // 2 vCPUs at 0.5 for 100 s (1 CPU of 4: 70 + 180 x 0.25 = 115 W), then at 1.0 for 50 s (2 CPUs: 160 W):
        // 11,500 J + 8,000 J = 19,500 J = 19,500 / 3.6e6 kWh; the host is off once the VM ended at 150 s
        CentralHarness<ConsolidationScheduler> h = harness(config(Placement.FIRST_FIT_DECREASING, false), 2,
                Map.of(0L, new double[] {0.5, 1.0}));
        ConsolidationScheduler s = h.run(List.of(vm(0, 0, 2, 1024, 150)));
        assertEquals(19_500 / 3.6e6, s.energyKwh(), 1e-15);
        assertFalse(s.isOn(0));
        BatchFigures f = s.figures();
        assertEquals(1.0, f.extra().get("meanHostsOn"), 1e-12);   // one host on for the whole 150 s
        assertEquals(0.0, f.extra().get("unservedShare"));
        assertEquals(0.0, f.extra().get("migrations"));
    }

    @Test
    void demandAboveCapacity_isUnservedAndOverloadTime() {
        // two 4-vCPU VMs reserving nothing (thresholds at 1.0) on one host: 0.25 each for 100 s (2 CPUs), then 0.75
        // each (6 CPUs demanded, 4 served) for 100 s: overload 100 s of 200 s on; unserved 200 of 200 + 600 CPU-s
        ConsolidationConfig c = new ConsolidationConfig(Placement.FIRST_FIT_DECREASING, true, 1.0, 0.0, INTERVAL,
                new PowerModel(70, 250), 1e9, 0.1, new DemandProcess(0.3, 0.2, 0.8));
        CentralHarness<ConsolidationScheduler> h = harness(c, 1,
                Map.of(0L, new double[] {0.25, 0.75}, 1L, new double[] {0.25, 0.75}));
        ConsolidationScheduler s = h.run(List.of(vm(0, 0, 4, 1024, 200), vm(1, 0, 4, 1024, 200)));
        BatchFigures f = s.figures();
        assertEquals(0.5, f.extra().get("overloadTimeShare"), 1e-12);
        assertEquals(200.0 / 800, f.extra().get("unservedShare"), 1e-12);
        // 100 s at 0.5 (160 W) and 100 s at full (250 W)
        assertEquals((16_000 + 25_000) / 3.6e6, s.energyKwh(), 1e-15);
    }

    @Test
    void underUsedHost_isEmptiedByMigration_andSwitchesOff() {
        // A (1 vCPU, 1 GiB) at 0.6 goes to host 0; B (4 vCPUs) at 0.75 (3 CPUs) does not fit beside it under
        // 0.8 x 4 = 3.2 CPUs, so host 1 is switched on. The pass at 100 s sees host 0 under-used (0.6 < 0.3 x 4 =
        // 1.2) but A does not fit beside B; then B drops to 0.2 (0.8 CPUs). The pass at 200 s sees both hosts under
        // 1.2: host 0, the less loaded, moves A to host 1 (1.4 <= 3.2); host 1 is then a destination and stays.
        // Copying 1 GiB at 1 Gbit/s takes 2^30 x 8 / 1e9 = 8.589934592 s.
        CentralHarness<ConsolidationScheduler> h = harness(config(Placement.FIRST_FIT_DECREASING, true), 2,
                Map.of(0L, new double[] {0.6}, 1L, new double[] {0.75, 0.2}));
        ConsolidationScheduler s = h.run(List.of(vm(0, 0, 1, 1024, 1000), vm(1, 0, 4, 512, 1000)), 150);
        assertEquals(0, s.migrations());   // at 100 s A fitted nowhere else: host 0 stays on
        h.run(List.of(), 200);
        assertEquals(0, s.hostOf(0));
        assertEquals(1, s.hostOf(1));
        assertEquals(1, s.migrations());
        assertTrue(s.isOn(0));   // A is still copied
        h.run(List.of(), 200 + 8.589934592);
        assertEquals(1, s.hostOf(0));
        assertFalse(s.isOn(0));
        CentralHarness.Sent kill = h.sent().get(h.sent().size() - 2);
        CentralHarness.Sent launch = h.sent().get(h.sent().size() - 1);
        assertEquals(0, kill.node());
        assertTrue(kill.message() instanceof Kill);
        assertEquals(1, launch.node());
        assertEquals(1000 - 208.589934592, ((Launch) launch.message()).duration(), 1e-9);
        s = h.run(List.of());
        assertEquals(2, s.figures().jobs());
        assertEquals(8.589934592, s.figures().extra().get("migrationSeconds"), 1e-9);
    }

    @Test
    void overUsedHost_shedsItsSmallestMemoryVmFirst_untilUnderTheThreshold() {
        // X, Y, Z of 2 vCPUs and 2 GiB, 512 MiB and 1 GiB, at 0.25 (0.5 CPUs each) all on host 0; at 100 s each
        // rises to 0.6 (1.2 CPUs): 3.6 > 3.2, which the pass at 200 s sees. Y, the smallest, goes first (to host 1,
        // switched on): 2.4 <= 3.2, the others stay. 512 MiB take 4.294967296 s.
        CentralHarness<ConsolidationScheduler> h = harness(config(Placement.FIRST_FIT_DECREASING, true), 2,
                Map.of(0L, new double[] {0.25, 0.6}, 1L, new double[] {0.25, 0.6}, 2L, new double[] {0.25, 0.6}));
        ConsolidationScheduler s = h.run(List.of(vm(0, 0, 2, 1024, 1000), vm(1, 0, 2, 256, 1000),
                vm(2, 0, 2, 512, 1000)), 200 + 4.294967296);
        assertEquals(1, s.migrations());
        assertEquals(0, s.hostOf(0));
        assertEquals(1, s.hostOf(1));
        assertEquals(0, s.hostOf(2));
    }

    @Test
    void placements_onASmallExample() {
        // reserving virtual CPUs (consolidation = none) on hosts of 4 CPUs: a = 3 goes to host 0, b = 2 does not fit
        // beside it and switches host 1 on; c = 1 fits on both (loads 3 and 2): first fit takes host 0, best fit the
        // most loaded (host 0), load-aware the least loaded (host 1)
        assertEquals(0, hostOfLast(Placement.FIRST_FIT_DECREASING, 3, 2, 1));
        assertEquals(0, hostOfLast(Placement.BEST_FIT, 3, 2, 1));
        assertEquals(1, hostOfLast(Placement.LOAD_AWARE, 3, 2, 1));
        // a = 2 on host 0, b = 3 on host 1, c = 1: first fit host 0, best fit host 1 (3 + 1 fills it), load-aware 0
        assertEquals(0, hostOfLast(Placement.FIRST_FIT_DECREASING, 2, 3, 1));
        assertEquals(1, hostOfLast(Placement.BEST_FIT, 2, 3, 1));
        assertEquals(0, hostOfLast(Placement.LOAD_AWARE, 2, 3, 1));
    }

    private static int hostOfLast(Placement placement, int... vcpus) {
        Map<Long, double[]> u = new java.util.HashMap<>();
        List<BatchJob> jobs = new java.util.ArrayList<>();
        for (int k = 0; k < vcpus.length; k++) {
            u.put((long) k, new double[] {0.5});
            jobs.add(vm(k, 0, vcpus[k], 512, 1000));
        }
        ConsolidationScheduler s = harness(config(placement, false), 3, u).run(jobs, 1);
        return s.hostOf(vcpus.length - 1);
    }

    @Test
    void aFailedHost_losesItsVms_whichStartOverOnAnotherHost_andItStaysOffUntilRepaired() {
        // reserving: two VMs of 3 vCPUs, one per host; host 0 fails at 40 s and its VM is lost: it waits (host 0 is
        // down, host 1 has 1 CPU free) until host 1's VM ends at 100 s, then starts over there for 100 s
        CentralHarness<ConsolidationScheduler> h = harness(config(Placement.FIRST_FIT_DECREASING, false), 2,
                Map.of(0L, new double[] {0.5}, 1L, new double[] {0.5}));
        h.failAt(40, 0);
        ConsolidationScheduler s = h.run(List.of(vm(0, 0, 3, 512, 100), vm(1, 0, 3, 512, 100)));
        assertEquals(2, s.figures().jobs());
        assertEquals(1, s.ledger().requeues().requeues());
        assertEquals(100.0, s.ledger().start(0), 1e-12);
        CentralHarness.Sent last = h.sent().get(h.sent().size() - 1);
        assertEquals(1, last.node());
        assertEquals(100.0, ((Launch) last.message()).duration());
        assertFalse(s.isOn(0));
        assertFalse(s.isOn(1));
    }

    @Test
    void withoutConsolidation_aVmReservesItsVirtualCpus_andWaitsWhenNoneAreFree() {
        // one host of 4 CPUs: 3 vCPUs, then 2 more wait (demand 0.1 would fit, the reservation does not) until 50 s
        CentralHarness<ConsolidationScheduler> h = harness(config(Placement.FIRST_FIT_DECREASING, false), 1,
                Map.of(0L, new double[] {0.1}, 1L, new double[] {0.1}));
        ConsolidationScheduler s = h.run(List.of(vm(0, 0, 3, 512, 50), vm(1, 0, 2, 512, 50)));
        assertEquals(25.0, s.figures().meanWait(), 1e-12);
        assertEquals(0.0, s.figures().extra().get("migrations"));
    }
}
