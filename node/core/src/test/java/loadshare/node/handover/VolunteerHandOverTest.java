package loadshare.node.handover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import loadshare.policies.Application;
import loadshare.policies.ApplicationFigures;
import loadshare.policies.volunteer.ResultValues;
import loadshare.policies.volunteer.VolunteerServer;
import loadshare.policies.volunteer.VolunteerSettings;
import loadshare.protocol.VolunteerMessage.UnitAssignment;
import org.junit.jupiter.api.Test;

/**
 * The volunteer server handed over: its log (the volunteers' requests and results, its deadlines) replayed into a
 * fresh server gives back the application's state — units issued, results, quorums, credit, deadlines still due —
 * and the successor goes on as one server would. Three volunteers, three units of work 1, 2 and 3, each issued to two
 * volunteers at first and validated by two agreeing results, deadlines 10 model seconds after issue.
 */
class VolunteerHandOverTest {

    private static final int NODES = 3;
    private static final VolunteerSettings SETTINGS = new VolunteerSettings(3, 2, 2, 10, 0, false, 0, 0);

    /** The server of {@code host}, given the application of units of work {@code work}. */
    private static VolunteerServer server(LoggingHost<VolunteerServer> host, double... work) {
        host.coordinator.onApplication(new Application(work), host.context);
        return host.coordinator;
    }

    private static SchedulerInput result(double at, int node, int unit) {
        return SchedulerInput.unitResult(at, node, unit, ResultValues.correct(unit), at - 0.5);
    }

    private static SchedulerInput request(double at, int node) {
        return SchedulerInput.unitRequest(at, node, at - 0.5);
    }

    /**
     * Until the hand-over: unit 0 to volunteers 0 and 1, validated at 4; unit 1 to volunteers 2 and 0, and unit 2 to
     * 1; the deadlines of unit 0's replicas pass at 11 (answered: nothing happens); volunteer 2's replica of unit 1
     * misses its deadline at 12 and goes to volunteer 1, who was waiting; volunteer 2 takes unit 2's second replica,
     * and volunteer 0 asks again and waits: it has had every unit that needs a replica.
     */
    private static LoggingHost<VolunteerServer> predecessor() {
        LoggingHost<VolunteerServer> a = new LoggingHost<>(new VolunteerServer(SETTINGS, NODES), NODES);
        server(a, 1, 2, 3);
        a.handle(request(1, 0)).handle(request(1, 1))      // issues 1 and 2: unit 0
                .handle(request(2, 2))                     // issue 3: unit 1
                .handle(result(3, 0, 0)).handle(result(4, 1, 0))
                .handle(request(5, 0))                     // issue 4: unit 1
                .handle(request(6, 1))                     // issue 5: unit 2
                .handle(request(7, 1))                     // nothing volunteer 1 may take: it waits
                .handle(SchedulerInput.timer(11, 1)).handle(SchedulerInput.timer(11, 2))
                .handle(SchedulerInput.timer(12, 3))       // issue 3's deadline: unit 1 reissued to 1 (issue 6)
                .handle(request(13, 2))                    // issue 7: unit 2
                .handle(request(14, 0));                   // volunteer 0 waits
        return a;
    }

    @Test
    void theLogReplayed_givesBackTheApplication_unitsIssuedResultsQuorumsCreditAndDeadlines() {
        LoggingHost<VolunteerServer> a = predecessor();
        ApplicationFigures before = a.coordinator.figures();
        assertEquals(1, before.validatedUnits(), "unit 0");
        assertEquals(7, before.replicasIssued());
        assertEquals(1, before.reissuedAfterDeadline());
        assertEquals(1, before.deadlinesMissed());
        assertEquals(2, before.resultsReceived());
        assertEquals(2.0, before.creditGranted(), "unit 0's work to volunteers 0 and 1");
        assertEquals(List.of(new LoggingHost.Sent(12, 1, new UnitAssignment(1, 2))),
                a.sent.stream().filter(s -> s.at() == 12).toList(), "the reissue went to the volunteer that waited");

        LoggingHost<VolunteerServer> b = new LoggingHost<>(new VolunteerServer(SETTINGS, NODES), NODES);
        VolunteerServer successor = server(b, 1, 2, 3);
        SchedulerReplay.Replayed replayed = SchedulerReplay.replay(successor, NODES, new SplittableRandom(5), a.log);
        assertEquals(before, successor.figures(), "the same figures, to the bit");
        for (int v = 0; v < NODES; v++) {
            assertEquals(a.coordinator.credit(v), successor.credit(v), "volunteer " + v);
        }
        assertEquals(a.timers, replayed.timers());
        assertEquals(Map.of(4L, 15.0, 5L, 16.0, 6L, 22.0, 7L, 23.0), replayed.timers(),
                "the deadlines still due: issues 4 to 7, each 10 after its issue");
        assertEquals(14.0, replayed.lastAt());
        assertTrue(b.sent.isEmpty(), "the replay sends nothing: its assignments left with the predecessor");
    }

    @Test
    void theSuccessor_goesOnAsOneServer_itsVolunteersAskingAgainAsTheyRejoin() {
        LoggingHost<VolunteerServer> a = predecessor();
        LoggingHost<VolunteerServer> b = new LoggingHost<>(new VolunteerServer(SETTINGS, NODES), NODES);
        VolunteerServer successor = server(b, 1, 2, 3);
        SchedulerReplay.Replayed replayed = SchedulerReplay.replay(successor, NODES, new SplittableRandom(5), a.log);
        b.timers.putAll(replayed.timers());
        // every volunteer rejoins the new server and asks again for each idle CPU: volunteer 0 for the one that waited
        successor.forgetRequests();
        b.handle(request(14.5, 0));

        // both go on: volunteer 0 returns unit 1; issue 5 (unit 2, volunteer 1) misses its deadline at 16 and unit 2 is
        // reissued to volunteer 0, who waits; the results validate units 1 and 2
        List<SchedulerInput> after = List.of(result(14.8, 0, 1), SchedulerInput.timer(15, 4),
                SchedulerInput.timer(16, 5), result(17, 1, 1), result(18, 2, 2), result(19, 0, 2));
        a.sent.clear();
        for (SchedulerInput input : after) {
            a.handle(input);
            b.handle(input);
        }
        assertEquals(List.of(new LoggingHost.Sent(16, 0, new UnitAssignment(2, 3))), b.sent);
        assertEquals(a.sent, b.sent, "the same assignments after the hand-over");
        ApplicationFigures done = a.coordinator.figures();
        assertEquals(done, successor.figures(), "as one server that handled every input");
        assertTrue(done.complete());
        assertEquals(19.0, done.makespan());
        assertEquals(2 + 4 + 6.0, done.creditGranted(), "each unit's work to the two of its quorum");
        assertEquals(2, done.deadlinesMissed());
        assertEquals(a.timers, b.timers, "the same deadlines still due");
        assertEquals(Map.of(6L, 22.0, 7L, 23.0, 8L, 26.0), b.timers);
    }

    @Test
    void anAssignmentMadeAfterTheLastWrite_isUnknownToTheSuccessor_itsResultDropped_andTheUnitIssuedAgain() {
        LoggingHost<VolunteerServer> a = predecessor();
        // the server's node died with its last two inputs unwritten: issue 7 (unit 2 to volunteer 2) had left
        List<SchedulerInput> durable = a.log.subList(0, a.log.size() - 2);
        LoggingHost<VolunteerServer> b = new LoggingHost<>(new VolunteerServer(SETTINGS, NODES), NODES);
        VolunteerServer successor = server(b, 1, 2, 3);
        SchedulerReplay.replay(successor, NODES, new SplittableRandom(5), durable);
        successor.forgetRequests();
        assertEquals(6, successor.figures().replicasIssued(), "issue 7 is not in the log");

        b.now = 15;
        assertFalse(result(15, 2, 2).applyTo(successor, null, b.context),
                "a result for a replica the server never issued is unexpected: dropped, as the live host drops it");
        assertEquals(2, successor.figures().resultsReceived(), "and counted nowhere");
        b.handle(request(16, 0));         // volunteer 0 rejoins: unit 2 still needs a second replica
        assertEquals(List.of(new LoggingHost.Sent(16, 0, new UnitAssignment(2, 3))), b.sent);
    }

    /** Three units of work 1, each issued once and validated by its one result. */
    private static final VolunteerSettings SINGLE = new VolunteerSettings(3, 1, 1, 10, 0, false, 0, 0);

    @Test
    void aRequestThatWaitedAtThePredecessor_isVoid_theVolunteerAsksAgainAsItRejoins() {
        // every unit is out (units 0 and 2 at volunteer 1, unit 1 at 2) when volunteer 0 asks: it waits
        LoggingHost<VolunteerServer> a = new LoggingHost<>(new VolunteerServer(SINGLE, NODES), NODES);
        server(a, 1, 1, 1);
        a.handle(request(1, 1)).handle(request(1, 2)).handle(request(1, 1)).handle(request(2, 0));
        assertEquals(3, a.sent.size());

        LoggingHost<VolunteerServer> b = new LoggingHost<>(new VolunteerServer(SINGLE, NODES), NODES);
        VolunteerServer successor = server(b, 1, 1, 1);
        SchedulerReplay.replay(successor, NODES, new SplittableRandom(5), a.log);
        successor.forgetRequests();
        b.handle(request(3, 0));            // its rejoin: one request for its one idle CPU
        // units 0 and 1 miss their deadlines: volunteer 0 gets one of them, for its one CPU
        b.handle(SchedulerInput.timer(11, 1)).handle(SchedulerInput.timer(11, 2));
        assertEquals(List.of(new LoggingHost.Sent(11, 0, new UnitAssignment(0, 1))), b.sent);

        // without forgetting the predecessor's requests, the volunteer would have asked twice for one CPU
        LoggingHost<VolunteerServer> c = new LoggingHost<>(new VolunteerServer(SINGLE, NODES), NODES);
        SchedulerReplay.replay(server(c, 1, 1, 1), NODES, new SplittableRandom(5), a.log);
        c.handle(request(3, 0)).handle(SchedulerInput.timer(11, 1)).handle(SchedulerInput.timer(11, 2));
        assertEquals(2, c.sent.size(), c.sent.toString());
    }
}
