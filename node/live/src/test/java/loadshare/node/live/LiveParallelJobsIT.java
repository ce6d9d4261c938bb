package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.node.cpu.CpuFigures;
import loadshare.node.run.Section;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Parallel jobs in the in-JVM live cluster: the nodes run the simulator's thread scheduler (ParallelCpus), and
 * their CPU schedulers' figures reach the collector (so a live run writes cpu-scheduling.csv). Jobs of 3 threads
 * on 4-CPU hosts, a critical section of 0.3 of each thread's work, quantum 0.1; independent, smart and relaxed
 * co-scheduling (its co-stops reach the collector).
 */
class LiveParallelJobsIT {

    private static LiveMeasurement runToEnd(String scheduling) throws Exception {
        LiveRun run = LiveClusterFixture.run(2, "none", 0.6, 150, 0.02, "hosts.cpus=4",
                "hosts.cpu-scheduling.quantum=0.1", "hosts.cpu-scheduling.threads=" + scheduling,
                "workload.threads=3", "workload.critical-section=0.3");
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            return cluster.awaitResult();
        }
    }

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void independentThreads_spin_smartOnesAreNeverPreemptedHoldingTheLock() throws Exception {
        LiveMeasurement independent = runToEnd("independent");
        CpuFigures f = independent.run().section(Section.CPU_SCHEDULING).orElseThrow();
        assertNotNull(f, "the nodes' CPU figures reach the collector");
        assertEquals(3, f.threads());
        assertTrue(f.spinTime() > 0 && f.holdersPreempted() > 0, f.spinTime() + " spun, " + f.holdersPreempted());
        assertTrue(independent.drained());
        assertEquals(0, independent.accounting().lost());

        LiveMeasurement smart = runToEnd("smart");
        assertEquals(0, smart.run().section(Section.CPU_SCHEDULING).orElseThrow().holdersPreempted());
        assertTrue(smart.drained());
        assertEquals(0, smart.accounting().lost());
    }

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void relaxedCoScheduling_coStopsLeadingVcpus_live() throws Exception {
        LiveMeasurement relaxed = runToEnd("relaxed-co-scheduling");
        CpuFigures f = relaxed.run().section(Section.CPU_SCHEDULING).orElseThrow();
        assertTrue(f.coStops() > 0 && f.coStopTime() > 0, f.coStops() + " co-stops, " + f.coStopTime());
        assertTrue(relaxed.drained());
        assertEquals(0, relaxed.accounting().lost());
    }
}
