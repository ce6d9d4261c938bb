package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Three actor systems in one JVM form a live cluster and run the same NodeCore and policies as the simulator. */
@Tag("timing")   // compares live timing with a number: run alone (failsafe's "timing" pass)
class LiveClusterIT {

    private static LiveMeasurement runToEnd(LiveRun run) throws Exception {
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            LiveMeasurement m = cluster.result.get(40, TimeUnit.SECONDS);
            System.out.println(String.join("\n", cluster.console) + "\n" + m);
            assertEquals(3, cluster.console.stream().filter(l -> l.contains(" joined (")).count()
                    - (run.hasCoordinator() ? 1 : 0), cluster.console.toString());
            return m;
        }
    }

    @Test
    @Timeout(60)
    void threeNodes_joinOnRunTimePorts_runNone_everyJobCompletesExactlyOnce_noneMoves() throws Exception {
        LiveMeasurement m = runToEnd(LiveClusterFixture.run(3, "none", 0.7, 200, 0.01));
        assertTrue(m.drained());
        assertEquals(0, m.accounting().lost());
        assertEquals(0, m.accounting().duplicates());
        assertEquals(m.accounting().arrived(), m.accounting().completed());
        assertTrue(m.accounting().arrived() > 300, "jobs: " + m.accounting().arrived());
        assertEquals(0.0, m.run().sharing().transfersPerJob());
    }

    @Test
    @Timeout(60)
    void centralQueue_busyNodesShedJobsToFreeCpusElsewhere_fasterThanNoSharingOnTheSameJobs() throws Exception {
        // one model second = 40 ms: message delays of a few ms (three systems on two cores) stay small beside service
        LiveMeasurement none = runToEnd(LiveClusterFixture.run(3, "none", 0.8, 150, 0.04));
        LiveMeasurement central = runToEnd(LiveClusterFixture.run(3, "central-queue", 0.8, 150, 0.04));
        assertEquals(0, central.accounting().lost());
        assertEquals(none.accounting().arrived(), central.accounting().arrived(), "the same jobs, whatever the policy");
        double moved = central.run().sharing().transfersPerJob();
        assertTrue(moved > 0.1, "jobs moved per job: " + moved);
        assertTrue(central.run().meanResponseTime() < 0.75 * none.run().meanResponseTime(),
                "central " + central.run().meanResponseTime() + " vs none " + none.run().meanResponseTime());
    }

    @Test
    @Timeout(90)
    void aNodeLeavingMidRun_itsForeignJobsAreResubmittedByTheirHomes_noneLost_noneCountedTwice() throws Exception {
        // node 2 is ten times slower: at load 0.9 the dispatcher keeps its three CPUs busy with other homes' jobs
        LiveRun run = LiveClusterFixture.run(3, "central-queue", 0.9, 400, 0.01,
                "hosts.cpus=3", "hosts.speeds=[1.0,1.0,0.1]");
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            assertTrue(LiveClusterFixture.awaitModelTime(cluster.console, 100, Duration.ofSeconds(30)), String.join("\n", cluster.console));
            StopNode.stop(cluster.kits.get(2));      // leaves the cluster (coordinated shutdown) and stops
            LiveMeasurement m = cluster.result.get(45, TimeUnit.SECONDS);
            assertEquals(List.of(2), m.accounting().nodesGone(), cluster.console.toString());
            assertTrue(m.drained(), cluster.console.toString());
            assertEquals(0, m.accounting().lost());
            System.out.println("after the leave: " + m);
            assertTrue(m.accounting().resubmitted() > 0, "resubmitted " + m.accounting().resubmitted());
            // the leaving node's own jobs that were still with it when it left are unfinished, not lost
            assertTrue(m.accounting().balances(), m.accounting().toString());
        }
    }
}
