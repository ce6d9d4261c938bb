package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import java.time.Duration;
import java.util.List;
import loadshare.node.core.AwayJobs;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * Where a job passed on by another than its home is, as its home hears it: from the participant that passed it on
 * (it was sent there) and from the one that took it in (it got there). A node 0 killed while its dispatcher passed
 * a job on had sent the report of the hop and not the job, beside a second build: the home believed the job was on
 * a survivor, which never had it, and the job was lost.
 */
class OutboxTest {

    private static final ActorTestKit KIT = ActorTestKit.create();
    private static final Duration QUIET = Duration.ofMillis(200);
    /** Three workstations and the coordinator, participant 3. */
    private static final int NODES = 3;
    private static final int COORDINATOR = NODES;

    @AfterAll
    static void stop() {
        KIT.shutdownTestKit();
    }

    private record Cluster(Peers peers, List<TestProbe<Participant.Message>> probes) {
    }

    /** Every participant a probe, listed as its index. */
    private static Cluster cluster() {
        Peers peers = new Peers(NODES);
        List<TestProbe<Participant.Message>> probes = new java.util.ArrayList<>();
        for (int i = 0; i <= NODES; i++) {
            TestProbe<Participant.Message> probe = KIT.createTestProbe();
            peers.learn(i, probe.getRef());
            probes.add(probe);
        }
        return new Cluster(peers, probes);
    }

    private static Outbox outbox(int self, Cluster c, AwayJobs away) {
        return new Outbox(self, c.probes().get(self).getRef(), c.peers(), COORDINATOR, away, job -> { }, peer -> { },
                LoggerFactory.getLogger(OutboxTest.class), () -> 1.0);
    }

    @Test
    void aJobPassedOn_isReportedToItsHomeByItsSender_andByItsReceiver_withTheStampOfItsHop() {
        Cluster c = cluster();
        Job job = new Job(7, 0, 0.0, 1.0, 0);
        outbox(COORDINATOR, c, null).send(1, JobTransfer.unasked(job, 0));
        Participant.Deliver d = c.probes().get(1).expectMessageClass(Participant.Deliver.class);
        assertEquals(new Participant.Moved(7, COORDINATOR, 1, d.stamp()), c.probes().get(0).receiveMessage());
        outbox(1, c, null).received(d);
        assertEquals(new Participant.Received(7, 1, d.stamp()), c.probes().get(0).receiveMessage());
    }

    @Test
    void aJobFromItsHome_isNotReported_andOneBackHome_isReceivedInItsOwnRecord() {
        Cluster c = cluster();
        Job job = new Job(7, 0, 0.0, 1.0, 0);
        outbox(1, c, null).received(new Participant.Deliver(0, null, JobTransfer.unasked(job, 0), 1.0, 5));
        c.probes().get(0).expectNoMessage(QUIET);            // the home recorded its own send
        AwayJobs away = new AwayJobs();
        away.sent(job, COORDINATOR, 5);
        away.moved(7, COORDINATOR, 0, 6);                     // the dispatcher placed it at its home
        outbox(0, c, away).received(new Participant.Deliver(COORDINATOR, null, JobTransfer.unasked(job, 0), 1.0, 6));
        assertEquals(List.of(), away.takeAt(COORDINATOR), "the home has it: the dispatcher may go");
        c.probes().forEach(p -> p.expectNoMessage(QUIET));
    }

    @Test
    void eachStamp_isLaterThanEveryStampSentOrHeard_andNotEarlierThanModelTimeNow() {
        Cluster c = cluster();
        double[] now = {1.0};
        Outbox outbox = new Outbox(1, c.probes().get(1).getRef(), c.peers(), COORDINATOR, null, job -> { },
                peer -> { }, LoggerFactory.getLogger(OutboxTest.class), () -> now[0]);
        assertEquals(1_000_000, outbox.stamp(), "model time 1 s, in microseconds");
        assertEquals(1_000_001, outbox.stamp(), "later than the last, at the same model time");
        outbox.heard(5_000_000);                              // a participant whose clock is ahead
        assertEquals(5_000_001, outbox.stamp());
        outbox.heard(7);                                      // one behind changes nothing
        assertEquals(5_000_002, outbox.stamp());
        now[0] = 9.0;
        assertEquals(9_000_000, outbox.stamp(), "a participant that knew nothing is not stamped before its time");
    }

    @Test
    void aJobThatCannotBeDelivered_goesBackToItsHome_stampedLaterThanTheHopThatBroughtIt() {
        Cluster c = cluster();
        Job job = new Job(7, 0, 0.0, 1.0, 0);
        Outbox outbox = outbox(1, c, null);
        outbox.received(new Participant.Deliver(COORDINATOR, null, JobTransfer.unasked(job, 0), 1.0, 8_000_000));
        assertEquals(new Participant.Received(7, 1, 8_000_000), c.probes().get(0).receiveMessage());
        c.peers().markGone(2);
        outbox.send(2, JobTransfer.unasked(job, 0));
        Participant.Bounced b = (Participant.Bounced) c.probes().get(0).receiveMessage();
        assertEquals(job, b.job());
        assertTrue(b.stamp() > 8_000_000, "later than " + b.stamp());
    }
}
