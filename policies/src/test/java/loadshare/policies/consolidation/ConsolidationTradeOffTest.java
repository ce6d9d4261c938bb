package loadshare.policies.consolidation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import org.junit.jupiter.api.Test;

/**
 * A cluster of 16 hosts (8 CPUs, 16 GiB) and the same 120 VMs with the same demands (the policy's streams of one
 * seed) under no consolidation and under consolidation at upper thresholds 0.8 and 1.0: consolidating saves energy
 * and costs SLA violation, and the higher threshold saves more and costs more (CloudSim's trade-off).
 */
class ConsolidationTradeOffTest {

    private static final int HOSTS = 16;

    private static BatchFigures run(boolean consolidate, double upper) {
        ConsolidationConfig config = new ConsolidationConfig(Placement.FIRST_FIT_DECREASING, consolidate, upper, 0.3,
                300, new PowerModel(70, 250), 1e9, 0.1, new DemandProcess(0.3, 0.2, 0.8));
        ConsolidationPolicy policy = new ConsolidationPolicy(config, 42);
        return new CentralHarness<>(policy.newScheduler(HOSTS, 8, 16384), HOSTS, 1).run(vms()).figures();
    }

    /** 120 VMs arriving over 12 hours, 1-4 vCPUs of 256-768 MiB, about 6 hours each (exponential). */
    private static List<BatchJob> vms() {
        SplittableRandom random = new SplittableRandom(7);
        List<BatchJob> jobs = new ArrayList<>();
        double t = 0;
        for (int id = 0; id < 120; id++) {
            t += -Math.log(1 - random.nextDouble()) * 360;
            double run = -Math.log(1 - random.nextDouble()) * 21600;
            jobs.add(new BatchJob(id, 0, t, 1 + random.nextInt(4), 256 + random.nextInt(513), run, run, -1));
        }
        return jobs;
    }

    @Test
    void consolidation_lowersEnergy_andRaisesSlaViolation_againstNone_onTheSameVms() {
        BatchFigures none = run(false, 1.0);
        BatchFigures at08 = run(true, 0.8);
        BatchFigures at10 = run(true, 1.0);
        assertEquals(120, none.jobs());
        assertEquals(120, at08.jobs());
        assertEquals(120, at10.jobs());
        double e0 = none.extra().get("energyKwh");
        double e8 = at08.extra().get("energyKwh");
        double e10 = at10.extra().get("energyKwh");
        assertTrue(e8 < 0.9 * e0 && e10 < e8, e0 + " " + e8 + " " + e10);
        assertEquals(0.0, none.extra().get("unservedShare"));
        assertEquals(0.0, none.extra().get("overloadTimeShare"));
        assertEquals(0.0, none.extra().get("migrations"));
        double s8 = at08.extra().get("unservedShare");
        double s10 = at10.extra().get("unservedShare");
        assertTrue(s8 > 0 && s10 > s8, s8 + " " + s10);
        assertTrue(at10.extra().get("overloadTimeShare") > at08.extra().get("overloadTimeShare"));
        assertTrue(at08.extra().get("migrations") > 0);
        assertTrue(at08.extra().get("meanHostsOn") < none.extra().get("meanHostsOn"));
    }
}
