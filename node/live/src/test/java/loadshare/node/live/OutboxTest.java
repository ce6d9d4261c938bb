package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
    void aJobPassedOn_isReportedToItsHomeByItsSender_andByItsReceiver() {
        Cluster c = cluster();
        Job job = new Job(7, 0, 0.0, 1.0, 0);
        outbox(COORDINATOR, c, null).send(1, JobTransfer.unasked(job, 0));
        c.probes().get(1).expectMessageClass(Participant.Deliver.class);
        assertEquals(new Participant.Moved(7, COORDINATOR, 1), c.probes().get(0).receiveMessage());
        outbox(1, c, null).received(COORDINATOR, JobTransfer.unasked(job, 0));
        assertEquals(new Participant.Received(7, 1), c.probes().get(0).receiveMessage());
    }

    @Test
    void aJobFromItsHome_isNotReported_andOneBackHome_isReceivedInItsOwnRecord() {
        Cluster c = cluster();
        Job job = new Job(7, 0, 0.0, 1.0, 0);
        outbox(1, c, null).received(0, JobTransfer.unasked(job, 0));
        c.probes().get(0).expectNoMessage(QUIET);            // the home recorded its own send
        AwayJobs away = new AwayJobs();
        away.sent(job, COORDINATOR);
        away.moved(7, COORDINATOR, 0);                        // the dispatcher placed it at its home
        outbox(0, c, away).received(COORDINATOR, JobTransfer.unasked(job, 0));
        assertEquals(List.of(), away.takeAt(COORDINATOR), "the home has it: the dispatcher may go");
        c.probes().forEach(p -> p.expectNoMessage(QUIET));
    }
}
