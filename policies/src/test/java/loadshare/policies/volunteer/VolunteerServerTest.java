package loadshare.policies.volunteer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.policies.Application;
import loadshare.policies.ApplicationFigures;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.VolunteerMessage.UnitAssignment;
import loadshare.protocol.VolunteerMessage.UnitRequest;
import loadshare.protocol.VolunteerMessage.UnitResult;
import org.junit.jupiter.api.Test;

/** The volunteer server alone: issuing, deadlines and reissue, quorum validation, credit. */
class VolunteerServerTest {

    private static final int NODES = 4;

    private record Sent(int to, NodeMessage message) {
    }

    private final List<Sent> sent = new ArrayList<>();
    /** Deadline timers set: tag -> model time due. */
    private final Map<Long, Double> timers = new HashMap<>();
    private double now;

    private final CoordinatorContext context = new CoordinatorContext() {
        @Override
        public int self() {
            return NODES;
        }

        @Override
        public int nodeCount() {
            return NODES;
        }

        @Override
        public double now() {
            return now;
        }

        @Override
        public RandomGenerator random() {
            return new SplittableRandom(1);
        }

        @Override
        public void send(int to, NodeMessage message) {
            sent.add(new Sent(to, message));
        }

        @Override
        public void setTimer(long tag, double delay) {
            timers.put(tag, now + delay);
        }
    };

    private static VolunteerSettings settings(int replication, int quorum) {
        return new VolunteerSettings(NODES, replication, quorum, 5.0, 0.0, false, 0.0, 10.0);
    }

    private VolunteerServer server(int replication, int quorum, double... work) {
        VolunteerServer server = new VolunteerServer(settings(replication, quorum), NODES);
        server.onApplication(new Application(work), context);
        return server;
    }

    private void request(VolunteerServer server, int volunteer) {
        assertTrue(server.onMessage(volunteer, new UnitRequest(), context));
    }

    private UnitAssignment lastAssignmentTo(int volunteer) {
        for (int i = sent.size() - 1; i >= 0; i--) {
            if (sent.get(i).to() == volunteer && sent.get(i).message() instanceof UnitAssignment a) {
                return a;
            }
        }
        return null;
    }

    private long assignmentsTo(int volunteer) {
        return sent.stream().filter(s -> s.to() == volunteer && s.message() instanceof UnitAssignment).count();
    }

    /** Fires every deadline due by {@code time}, in tag order. */
    private void advanceTo(VolunteerServer server, double time) {
        now = time;
        timers.entrySet().stream().filter(e -> e.getValue() <= time).map(Map.Entry::getKey).sorted().toList()
                .forEach(tag -> {
                    timers.remove(tag);
                    server.onTimer(tag, context);
                });
    }

    @Test
    void vanishedVolunteer_unitIsReissuedAfterItsDeadline_andTheApplicationCompletes() {
        VolunteerServer server = server(1, 1, 2.0);
        request(server, 0);
        assertEquals(new UnitAssignment(0, 2.0), lastAssignmentTo(0));
        request(server, 1);
        assertEquals(0, assignmentsTo(1), "the only unit is out: volunteer 1 waits");

        advanceTo(server, 4.9);
        assertEquals(0, assignmentsTo(1), "no reissue before the deadline");
        advanceTo(server, 5.0);
        assertEquals(new UnitAssignment(0, 2.0), lastAssignmentTo(1), "reissued to the waiting volunteer");
        assertFalse(server.applicationComplete());

        now = 7.0;
        assertTrue(server.onMessage(1, new UnitResult(0, ResultValues.correct(0)), context));
        ApplicationFigures f = server.figures();
        assertTrue(server.applicationComplete());
        assertEquals(7.0, f.makespan());
        assertEquals(2, f.replicasIssued());
        assertEquals(1, f.reissuedAfterDeadline());
        assertEquals(1, f.deadlinesMissed());
        assertEquals(0, f.wrongResultsAccepted());
        assertEquals(2.0, server.credit(1));
        assertEquals(0.0, server.credit(0));
    }

    @Test
    void lateResult_countsIfTheUnitIsNotYetValidated() {
        VolunteerServer server = server(2, 2, 1.0);
        request(server, 0);
        request(server, 1);
        advanceTo(server, 1.0);
        server.onMessage(0, new UnitResult(0, ResultValues.correct(0)), context);
        advanceTo(server, 6.0); // volunteer 1 missed its deadline
        assertEquals(1, server.figures().deadlinesMissed());
        server.onMessage(1, new UnitResult(0, ResultValues.correct(0)), context);
        assertTrue(server.applicationComplete());
        assertEquals(1, server.figures().lateResults());
    }

    @Test
    void quorumTwo_aCheaterAlone_cannotGetAWrongResultAccepted_andEarnsNoCredit() {
        VolunteerServer server = server(2, 2, 3.0);
        request(server, 0);
        request(server, 1);
        long wrong = ResultValues.wrong(0, false, new SplittableRandom(9));
        server.onMessage(0, new UnitResult(0, wrong), context);
        server.onMessage(1, new UnitResult(0, ResultValues.correct(0)), context);
        assertFalse(server.applicationComplete(), "one against one is no quorum");

        request(server, 0);
        assertEquals(1, assignmentsTo(0), "the cheater does not get the unit a second time");
        request(server, 2);
        assertEquals(new UnitAssignment(0, 3.0), lastAssignmentTo(2), "a third, distinct volunteer breaks the tie");
        server.onMessage(2, new UnitResult(0, ResultValues.correct(0)), context);

        ApplicationFigures f = server.figures();
        assertTrue(f.complete());
        assertEquals(0, f.wrongResultsAccepted());
        assertEquals(0.0, f.cheaterCredit());
        assertEquals(0.0, server.credit(0));
        assertEquals(3.0, server.credit(1));
        assertEquals(3.0, server.credit(2));
        assertEquals(6.0, f.creditGranted());
        assertEquals(6.0, f.validatedWork());
    }

    @Test
    void quorumOne_aCheatersWrongResult_isAccepted_andCredited() {
        VolunteerServer server = server(1, 1, 3.0);
        request(server, 0);
        server.onMessage(0, new UnitResult(0, ResultValues.wrong(0, false, new SplittableRandom(9))), context);
        ApplicationFigures f = server.figures();
        assertTrue(f.complete());
        assertEquals(1, f.wrongResultsAccepted());
        assertEquals(3.0, f.cheaterCredit());
    }

    @Test
    void quorumTwo_colludingCheaters_outvoteIt_whenBothReplicasGoToThem() {
        VolunteerServer server = server(2, 2, 1.0);
        request(server, 0);
        request(server, 1);
        server.onMessage(0, new UnitResult(0, ResultValues.wrong(0, true, new SplittableRandom(1))), context);
        server.onMessage(1, new UnitResult(0, ResultValues.wrong(0, true, new SplittableRandom(2))), context);
        assertEquals(1, server.figures().wrongResultsAccepted());
        assertEquals(2.0, server.figures().cheaterCredit());
    }

    @Test
    void resultsAfterValidation_areCountedButEarnNothing() {
        VolunteerServer server = server(3, 2, 1.0);
        request(server, 0);
        request(server, 1);
        request(server, 2);
        server.onMessage(0, new UnitResult(0, ResultValues.correct(0)), context);
        server.onMessage(1, new UnitResult(0, ResultValues.correct(0)), context);
        server.onMessage(2, new UnitResult(0, ResultValues.correct(0)), context);
        ApplicationFigures f = server.figures();
        assertEquals(1, f.resultsAfterValidation());
        assertEquals(2.0, f.creditGranted());
        assertEquals(0.0, server.credit(2));
    }

    @Test
    void aResultFromAVolunteerThatWasNotGivenTheUnit_isUnexpected() {
        VolunteerServer server = server(1, 1, 1.0, 1.0);
        request(server, 0);
        assertFalse(server.onMessage(1, new UnitResult(0, ResultValues.correct(0)), context));
        assertFalse(server.onMessage(0, new UnitResult(7, 1), context), "no such unit");
        assertFalse(server.applicationComplete());
    }

    @Test
    void manyUnits_eachIsValidatedExactlyOnce_withCreditForTheQuorumOnly() {
        int tasks = 50;
        double[] work = new double[tasks];
        java.util.Arrays.fill(work, 1.0);
        VolunteerServer server = server(2, 2, work);
        for (int round = 0; round < tasks; round++) {
            for (int v = 0; v < NODES; v++) {
                request(server, v);
            }
            for (int v = 0; v < NODES; v++) {
                UnitAssignment a = lastAssignmentTo(v);
                if (a != null) {
                    server.onMessage(v, new UnitResult(a.unit(), ResultValues.correct(a.unit())), context);
                }
            }
            sent.clear();
        }
        ApplicationFigures f = server.figures();
        assertTrue(f.complete());
        assertEquals(tasks, f.validatedUnits());
        assertEquals(2.0 * tasks, f.creditGranted());
        assertEquals(2L * tasks, f.replicasIssued());
    }
}
