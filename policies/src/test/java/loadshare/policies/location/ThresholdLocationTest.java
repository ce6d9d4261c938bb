package loadshare.policies.location;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import loadshare.policies.metric.QueueLength;
import loadshare.policies.testing.FakeNode;
import loadshare.policies.transfer.ThresholdTransfer;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.Probe;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import org.junit.jupiter.api.Test;

/** Threshold location on both sides: candidates asked one after another, up to the probe limit. */
class ThresholdLocationTest {

    /** Nodes 1, 2, 3 in that order, as many as asked for. */
    private static final Candidates ONE_TWO_THREE = (node, count, forSender) -> Arrays.copyOf(new int[] {1, 2, 3}, count);
    private static final ThresholdTransfer T1 = new ThresholdTransfer(1);
    private static final Job JOB = new Job(7, 0, 0, 1.0, 0);

    @Test
    void sender_probesOneAfterAnother_andSendsToTheFirstReceiver() {
        FakeNode node = new FakeNode(0, 4, 1).holding(1);
        SenderThresholdLocation location = new SenderThresholdLocation(3, ONE_TWO_THREE, T1, new QueueLength());
        location.place(JOB, node);
        assertEquals(List.of(1), node.sentTo(), "one probe at a time");
        long id = node.sent(Probe.class).get(0).negotiation();

        assertTrue(location.onMessage(1, new ProbeReply(id, 2), node));
        assertEquals(List.of(1, 2), node.sentTo(), "node 1 is no receiver: probe the next");
        assertTrue(location.onMessage(2, new ProbeReply(id, 0), node));
        assertEquals(1, node.transfers().size());
        assertEquals(new FakeNode.Transfer(JOB, 2, 0, 1), node.transfers().get(0));
        assertFalse(location.onMessage(2, new ProbeReply(id, 0), node), "the search has ended");
    }

    @Test
    void sender_keepsTheJob_whenNoCandidateWithinTheLimitIsAReceiver() {
        FakeNode node = new FakeNode(0, 4, 1);
        SenderThresholdLocation location = new SenderThresholdLocation(2, ONE_TWO_THREE, T1, new QueueLength());
        location.place(JOB, node);
        long id = node.sent(Probe.class).get(0).negotiation();
        location.onMessage(1, new ProbeReply(id, 3), node);
        location.onMessage(2, new ProbeReply(id, 3), node);
        assertEquals(List.of(1, 2), node.sentTo(), "probe-limit 2: node 3 is never probed");
        assertTrue(node.transfers().isEmpty());
        assertEquals(List.of(JOB), node.waiting(), "the job stays in the local queue");
    }

    @Test
    void sender_sendsNothing_whenTheJobStartedHereWhileTheProbeTravelled() {
        FakeNode node = new FakeNode(0, 4, 1);
        SenderThresholdLocation location = new SenderThresholdLocation(3, ONE_TWO_THREE, T1, new QueueLength());
        location.place(JOB, node);
        node.start(JOB);
        location.onMessage(1, new ProbeReply(node.sent(Probe.class).get(0).negotiation(), 0), node);
        assertTrue(node.transfers().isEmpty());
    }

    @Test
    void sender_goesOn_whenTheProbedNodeIsGone() {
        FakeNode node = new FakeNode(0, 4, 1);
        SenderThresholdLocation location = new SenderThresholdLocation(3, ONE_TWO_THREE, T1, new QueueLength());
        location.place(JOB, node);
        location.onPeerDown(1, node);
        assertEquals(List.of(1, 2), node.sentTo());
        location.onPeerDown(3, node);
        assertEquals(List.of(1, 2), node.sentTo(), "a node not being probed changes nothing");
    }

    @Test
    void receiver_asksOneAfterAnother_andStopsWhenAJobArrives() {
        FakeNode node = new FakeNode(0, 4, 1);
        ReceiverThresholdLocation location = new ReceiverThresholdLocation(3, ONE_TWO_THREE, new QueueLength());
        location.findWork(node);
        location.findWork(node);
        assertEquals(List.of(1), node.sentTo(), "one search at a time");
        long id = node.sent(WorkRequest.class).get(0).negotiation();

        assertTrue(location.onMessage(1, new NoWork(id, 0), node));
        assertEquals(List.of(1, 2), node.sentTo());
        location.onTransferReceived(2, new JobTransfer(JOB, id, 2), node);
        assertFalse(location.onMessage(2, new NoWork(id, 0), node), "the job ended the search");
        location.findWork(node);
        assertEquals(List.of(1, 2, 1), node.sentTo(), "a new search may start");
    }

    @Test
    void receiver_givesUp_afterTheProbeLimit() {
        FakeNode node = new FakeNode(0, 4, 1);
        ReceiverThresholdLocation location = new ReceiverThresholdLocation(2, ONE_TWO_THREE, new QueueLength());
        location.findWork(node);
        long id = node.sent(WorkRequest.class).get(0).negotiation();
        location.onMessage(1, new NoWork(id, 0), node);
        location.onPeerDown(2, node);
        assertEquals(List.of(1, 2), node.sentTo());
        assertFalse(location.onMessage(2, new NoWork(id, 0), node), "the search has ended");
    }

    @Test
    void symmetric_tellsBothHalves_whenAPeerIsGoneOrDoesNotAnswer() {
        FakeNode node = new FakeNode(0, 4, 1).holding(1);
        SymmetricLocation location = new SymmetricLocation(
                new SenderThresholdLocation(3, ONE_TWO_THREE, T1, new QueueLength()),
                new ReceiverThresholdLocation(3, ONE_TWO_THREE, new QueueLength()));
        location.place(JOB, node);
        location.findWork(node);
        assertEquals(List.of(1, 1), node.sentTo(), "a probe and a work request, both to node 1");
        location.onNoAnswer(1, node);
        assertEquals(List.of(1, 1, 2, 2), node.sentTo(), "both searches go on to node 2");
        location.onPeerDown(2, node);
        assertEquals(List.of(1, 1, 2, 2, 3, 3), node.sentTo());
    }
}
