package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadshare.policies.dispatch.SessionAffinityDispatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A dispatcher in front of a live cluster of three actor systems: jobs go through it, and none is lost. */
class LiveDispatcherIT {

    private static final Pattern MOVED = Pattern.compile("node 2 left: (\\d+) of (\\d+) sessions moved");

    @Test
    @Timeout(300)
    void leastLoaded_everyJobGoesThroughTheDispatcher_andCompletesExactlyOnce() throws Exception {
        LiveRun run = LiveClusterFixture.run(3, "none", 0.7, 150, 0.02, "workload.arrivals-at=dispatcher",
                "dispatch.policy=least-loaded");
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).drainingFor(LiveClusterFixture.UNTIL_STUCK)
                .start()) {
            LiveMeasurement m = cluster.awaitResult();
            assertTrue(m.drained(), cluster.console.toString());
            assertEquals(0, m.accounting().lost());
            assertEquals(0, m.accounting().duplicates());
            assertEquals(m.accounting().arrived(), m.accounting().completed());
            assertTrue(m.accounting().arrived() > 200, "jobs: " + m.accounting().arrived());
            // the live tally counts the workstations' messages and the dispatcher's, as the simulator does (3.00):
            // each job's request to the dispatcher, its forward to a node, and its report
            double messages = m.run().sharing().messagesPerJob();
            assertTrue(messages >= 2.95, "request, forward and report: " + messages);
        }
    }

    /**
     * Node 2's CPU is a thousand times slower than the others' (the ring gives it its third of the sessions all the
     * same: session-affinity does not weigh nodes), so the jobs of its sessions wait there and the run cannot drain,
     * and end, before node 2 has left, however slowly the machine runs the cluster: the leave, asked for at model time
     * 80 of 300, is ordered by the run's own events, not by a wall-clock margin.
     */
    @Test
    @Timeout(300)
    void sessionAffinity_aNodeLeaving_movesOnlyItsSessions_andLosesNoJob() throws Exception {
        LiveRun run = LiveClusterFixture.run(3, "none", 0.6, 300, 0.01, "workload.arrivals-at=dispatcher",
                "dispatch.policy=session-affinity", "workload.sessions=300", "hosts.speeds=[1.0,1.0,0.001]");
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).drainingFor(LiveClusterFixture.UNTIL_STUCK)
                .start()) {
            assertTrue(LiveClusterFixture.awaitModelTime(cluster.console, 80, LiveClusterFixture.FORMING),
                    String.join("\n", cluster.console));
            StopNode.stop(cluster.kits.get(2));
            LiveMeasurement m = cluster.result.get(cluster.ending(80).toSeconds(), TimeUnit.SECONDS);
            assertEquals(List.of(2), m.accounting().nodesGone(), cluster.console.toString());
            assertTrue(m.drained(), cluster.console.toString());
            assertEquals(0, m.accounting().lost());
            assertTrue(m.accounting().balances(), m.accounting().toString());
            String line = cluster.console.stream().filter(l -> MOVED.matcher(l).find()).findFirst()
                    .orElseThrow(() -> new AssertionError(String.join("\n", cluster.console)));
            Matcher moved = MOVED.matcher(line);
            assertTrue(moved.find());
            SessionAffinityDispatch ring = new SessionAffinityDispatch(3, 100);
            int ownedBy2 = 0;
            for (int s = 0; s < 300; s++) {
                ownedBy2 += ring.owner(s) == 2 ? 1 : 0;
            }
            assertEquals(ownedBy2, Integer.parseInt(moved.group(1)), line);
            assertEquals(300, Integer.parseInt(moved.group(2)));
            System.out.println(line);
        }
    }
}
