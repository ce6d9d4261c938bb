package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Three actor systems in one JVM form a live cluster and run the same NodeCore and policies as the simulator. */
class LiveClusterIT {

    private static LiveMeasurement runToEnd(LiveRun run) throws Exception {
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).drainingFor(LiveClusterFixture.UNTIL_STUCK)
                .start()) {
            LiveMeasurement m = cluster.awaitResult();
            System.out.println(String.join("\n", cluster.console) + "\n" + m);
            assertEquals(3, cluster.console.stream().filter(l -> l.contains(" joined (")).count()
                    - (run.hasCoordinator() ? 1 : 0), cluster.console.toString());
            return m;
        }
    }

    @Test
    @Timeout(300)
    void threeNodes_joinOnRunTimePorts_runNone_everyJobCompletesExactlyOnce_noneMoves() throws Exception {
        LiveMeasurement m = runToEnd(LiveClusterFixture.run(3, "none", 0.7, 200, 0.01));
        assertTrue(m.drained());
        assertEquals(0, m.accounting().lost());
        assertEquals(0, m.accounting().duplicates());
        assertEquals(m.accounting().arrived(), m.accounting().completed());
        assertTrue(m.accounting().arrived() > 300, "jobs: " + m.accounting().arrived());
        assertEquals(0.0, m.run().sharing().transfersPerJob());
    }

    /**
     * Node 2's CPUs are a thousand times slower than the others': the central queue gives each of them a job early on
     * (the CPU free longest), and they hold those jobs until node 2 leaves, so the run cannot drain, and end, before
     * node 2 has left and its foreign jobs' homes have resubmitted them, however slowly the machine runs the cluster.
     * The leave is asked for at model time 40 of 120 (the first status line from then on), and ordered by the run's
     * own events, not by a wall-clock margin; the waits below bound only a cluster that never forms or never ends.
     */
    @Test
    @Timeout(300)
    void aNodeLeavingMidRun_itsForeignJobsAreResubmittedByTheirHomes_noneLost_noneCountedTwice() throws Exception {
        // 50 ms per model second: about 110 jobs per wall second, each through the dispatcher
        LiveRun run = LiveClusterFixture.run(3, "central-queue", 0.9, 120, 0.05,
                "hosts.cpus=3", "hosts.speeds=[1.0,1.0,0.001]");
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).drainingFor(LiveClusterFixture.UNTIL_STUCK)
                .start()) {
            assertTrue(LiveClusterFixture.awaitModelTime(cluster.console, 40, LiveClusterFixture.FORMING),
                    String.join("\n", cluster.console));
            StopNode.stop(cluster.kits.get(2));      // leaves the cluster (coordinated shutdown) and stops
            LiveMeasurement m = cluster.result.get(cluster.ending(40).toSeconds(), TimeUnit.SECONDS);
            assertEquals(List.of(2), m.accounting().nodesGone(), cluster.console.toString());
            assertTrue(m.drained(), cluster.console.toString());
            assertEquals(0, m.accounting().lost());
            System.out.println(String.join("\n", cluster.console) + "\nafter the leave: " + m.accounting());
            assertTrue(m.accounting().resubmitted() > 0, "resubmitted " + m.accounting().resubmitted());
            // the leaving node's own jobs that were still with it when it left are unfinished, not lost
            assertTrue(m.accounting().balances(), m.accounting().toString());
        }
    }
}
