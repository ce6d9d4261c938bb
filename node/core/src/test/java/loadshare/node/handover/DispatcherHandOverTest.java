package loadshare.node.handover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import loadshare.config.DispatchSettings;
import loadshare.policies.dispatch.DispatchTier;
import loadshare.policies.dispatch.Dispatching;
import loadshare.policies.dispatch.SessionAffinityDispatch;
import loadshare.policies.dispatch.SessionFigures;
import loadshare.protocol.DispatchMessage.DispatchRequest;
import loadshare.protocol.DispatchMessage.Forward;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/**
 * A dispatcher with sessions handed over: its state is rebuilt from the workstations, but its session figures are
 * its own; its log of placements and of the nodes gone and back, replayed into a fresh tier, gives them back (how
 * sticky the sessions were, what each departure moved) and the successor goes on counting as one dispatcher would.
 */
class DispatcherHandOverTest {

    private static final int NODES = 3;

    private static DispatchTier tier(String policy, int dispatchers, int sessions) {
        return Dispatching.tier(new DispatchSettings(true, sessions, policy, dispatchers, 2, List.of(), 100),
                new double[] {1, 1, 1}, 0);
    }

    private static void dispatch(LoggingHost<DispatchTier> host, double at, long job) {
        host.message(at, (int) (job % NODES), new DispatchRequest(new Job(job, (int) (job % NODES), at, 1, 0)));
    }

    private static SessionFigures figures(LoggingHost<DispatchTier> host) {
        return host.coordinator.sessions().orElseThrow();
    }

    @Test
    void oneSession_itsLastNodeAndTheDepartureThatMovedIt_surviveTheHandOver_andTheCountGoesOn() {
        // session affinity, every job in one session: it lives on node `owner` until that node leaves
        int owner = new SessionAffinityDispatch(NODES, 100).owner(0);
        LoggingHost<DispatchTier> a = new LoggingHost<>(tier("session-affinity", 1, 1), NODES);
        dispatch(a, 1, 1);
        dispatch(a, 2, 2);
        dispatch(a, 3, 3);
        a.handle(SchedulerInput.peerDown(4, owner));
        dispatch(a, 5, 4);
        assertEquals(4, ((Forward) a.sent.get(3).message()).job().id());
        int next = a.sent.get(3).to();
        assertNotEquals(owner, next, "the session moved with its node");
        assertEquals(List.of(SchedulerInput.placed(1, owner, 1), SchedulerInput.placed(2, owner, 2),
                SchedulerInput.placed(3, owner, 3), SchedulerInput.peerDown(4, owner),
                SchedulerInput.placed(5, next, 4)), a.log);
        String before = figures(a).describe();
        assertEquals("sessions: stickiness 0.6667 (2 of 3 repeat jobs to their session's last node); node " + owner
                + " left: 1 of 1 sessions moved (100.0%)", before);

        LoggingHost<DispatchTier> b = new LoggingHost<>(tier("session-affinity", 1, 1), NODES);
        SchedulerReplay.Replayed replayed = SchedulerReplay.replay(b.coordinator, NODES, new SplittableRandom(5),
                a.log);
        assertTrue(b.sent.isEmpty(), "the replay places nothing");
        assertEquals(Set.of(owner), replayed.down());
        assertEquals(before, figures(b).describe(), "the same figures");

        // both go on: job 5 goes where job 4 went (a repeat kept), and a third node leaves, owning no session
        int third = 3 - owner - next;
        for (LoggingHost<DispatchTier> host : List.of(a, b)) {
            dispatch(host, 6, 5);
            host.handle(SchedulerInput.peerDown(7, third));
        }
        assertEquals(next, b.sent.get(0).to());
        assertEquals(figures(a).describe(), figures(b).describe(), "as one dispatcher");
        assertEquals(0.75, figures(b).stickiness(), "3 of 4 repeats kept: the successor knew the session's last node");
        assertEquals(List.of(new SessionFigures.Departure(owner, 1, 1), new SessionFigures.Departure(third, 0, 1)),
                figures(b).departures());
    }

    @Test
    void manySessions_twoDispatchers_theReplayedFiguresEqualThePredecessors_toTheBit() {
        LoggingHost<DispatchTier> a = new LoggingHost<>(tier("round-robin", 2, 40), NODES);
        for (long job = 0; job < 300; job++) {
            dispatch(a, job, job);
        }
        a.handle(SchedulerInput.peerDown(300, 2));
        for (long job = 300; job < 400; job++) {
            dispatch(a, job + 1, job);
        }
        a.handle(SchedulerInput.peerUp(401, 2));
        for (long job = 400; job < 450; job++) {
            dispatch(a, job + 2, job);
        }
        LoggingHost<DispatchTier> b = new LoggingHost<>(tier("round-robin", 2, 40), NODES);
        SchedulerReplay.replay(b.coordinator, NODES, new SplittableRandom(5), a.log);
        SessionFigures predecessor = figures(a);
        SessionFigures successor = figures(b);
        assertEquals(450 - 40, predecessor.repeated(), "450 jobs in 40 sessions, each of which had one");
        assertEquals(predecessor.repeated(), successor.repeated());
        assertEquals(predecessor.stickiness(), successor.stickiness());
        assertEquals(predecessor.departures(), successor.departures());
        assertEquals(predecessor.describe(), successor.describe());
    }
}
