package loadshare.policies.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.config.DispatchSettings;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.DispatchMessage.DepartureReport;
import loadshare.protocol.DispatchMessage.DispatchRequest;
import loadshare.protocol.DispatchMessage.Forward;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.LoadSharingMessage.Probe;
import org.junit.jupiter.api.Test;

class DispatchTierTest {

    private record Sent(int to, NodeMessage message) {
    }

    private final List<Sent> sent = new ArrayList<>();
    private final List<Long> timers = new ArrayList<>();
    private final SplittableRandom random = new SplittableRandom(11);
    private final CoordinatorContext context = new CoordinatorContext() {
        @Override
        public int self() {
            return 4;
        }

        @Override
        public int nodeCount() {
            return 4;
        }

        @Override
        public double now() {
            return 0;
        }

        @Override
        public RandomGenerator random() {
            return random;
        }

        @Override
        public void send(int to, NodeMessage message) {
            sent.add(new Sent(to, message));
        }

        @Override
        public void setTimer(long tag, double delay) {
            timers.add(tag);
        }
    };

    private static DispatchSettings settings(String policy, int dispatchers, int sessions) {
        return new DispatchSettings(true, sessions, policy, dispatchers, 2, List.of(), 100);
    }

    private static DispatchTier tier(DispatchSettings s, double cost) {
        return Dispatching.tier(s, new double[] {1, 1, 1, 1}, cost);
    }

    @Test
    void eachDispatcher_getsAboutItsShareOfTheJobs_andKeepsItsOwnCycle() {
        DispatchTier tier = tier(settings("round-robin", 4, 0), 0);
        int[] perDispatcher = new int[4];
        for (long id = 0; id < 40_000; id++) {
            perDispatcher[Hashing.dispatcher(id, 4)]++;
            tier.onMessage(id % 4 == 0 ? 0 : 1, new DispatchRequest(new Job(id, 0, 0, 1, 0)), context);
        }
        for (int count : perDispatcher) {
            assertTrue(Math.abs(count - 10_000) < 4 * Math.sqrt(40_000 * 0.25 * 0.75), "1/m of the jobs each: " + count);
        }
        assertEquals(40_000, sent.size(), "no cost: every job forwarded at once");
        assertInstanceOf(Forward.class, sent.get(0).message());
        assertTrue(timers.isEmpty());
    }

    @Test
    void aForwardingCost_queuesJobsForTheDispatchersCpu_inArrivalOrder() {
        DispatchTier tier = tier(settings("round-robin", 1, 0), 0.1);
        for (long id = 1; id <= 3; id++) {
            tier.onMessage(0, new DispatchRequest(new Job(id, 0, 0, 1, 0)), context);
        }
        assertEquals(3, tier.queued());
        assertEquals(List.of(0L), timers, "one job at a time on the CPU");
        assertTrue(sent.isEmpty());
        tier.onTimer(0, context);
        assertEquals(new Sent(0, new Forward(new Job(1, 0, 0, 1, 0))), sent.get(0));
        tier.onTimer(0, context);
        tier.onTimer(0, context);
        assertEquals(List.of(0, 1, 2), sent.stream().map(Sent::to).toList());
        assertEquals(0, tier.queued());
        assertEquals(3, timers.size(), "no timer once the queue is empty");
    }

    @Test
    void aDepartureReport_reachesEveryDispatcher() {
        DispatchTier tier = tier(settings("least-loaded", 3, 0), 0);
        tier.onMessage(2, new DepartureReport(7), context);
        for (int k = 0; k < 3; k++) {
            assertEquals(7, ((LeastLoadedDispatch) tier.policy(k)).count(2));
        }
        assertFalse(tier.onMessage(2, new Probe(1, 0), context), "not a dispatcher's message");
    }

    @Test
    void sessionAffinity_isFullySticky_andANodeLeaving_movesOnlyItsSessions() {
        DispatchTier tier = tier(settings("session-affinity", 2, 500), 0);
        for (long id = 0; id < 5000; id++) {
            tier.onMessage(0, new DispatchRequest(new Job(id, 0, 0, 1, 0)), context);
        }
        SessionFigures figures = tier.sessions().orElseThrow();
        assertEquals(1.0, figures.stickiness(), "two dispatchers with the same ring agree on every session");
        tier.onPeerDown(3, context);
        SessionFigures.Departure left = figures.departures().get(0);
        assertEquals(3, left.node());
        int ownedBy3 = 0;
        SessionAffinityDispatch fresh = new SessionAffinityDispatch(4, 100);
        for (int s = 0; s < 500; s++) {
            ownedBy3 += fresh.owner(s) == 3 ? 1 : 0;
        }
        assertEquals(ownedBy3, left.moved(), "exactly the sessions of the node that left");
        for (long id = 5000; id < 6000; id++) {
            tier.onMessage(0, new DispatchRequest(new Job(id, 0, 0, 1, 0)), context);
        }
        assertTrue(sent.subList(5000, 6000).stream().noneMatch(s -> s.to() == 3));
        assertTrue(figures.stickiness() < 1.0);
        assertTrue(figures.describe().contains("node 3 left: " + ownedBy3 + " of 500 sessions moved"));
    }

    @Test
    void sessionsOfAJob_followFromItsId_uniformly() {
        int[] count = new int[10];
        for (long id = 0; id < 100_000; id++) {
            count[Hashing.session(id, 10)]++;
        }
        for (int c : count) {
            assertTrue(Math.abs(c - 10_000) < 400, "uniform: " + c);
        }
        assertEquals(-1, Hashing.session(5, 0));
    }
}
