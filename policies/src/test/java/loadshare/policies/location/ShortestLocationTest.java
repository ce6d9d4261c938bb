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

/** Shortest location on both sides, and the power of d choices: candidates polled in parallel, the best chosen. */
class ShortestLocationTest {

    private static final Candidates ONE_TWO_THREE = (node, count, forSender) -> Arrays.copyOf(new int[] {1, 2, 3}, count);
    private static final ThresholdTransfer T2 = new ThresholdTransfer(2);
    private static final Job JOB = new Job(7, 0, 0, 1.0, 0);

    @Test
    void sender_pollsAllAtOnce_andSendsToTheLeastLoadedReceiver_onlyWhenAllHaveAnswered() {
        FakeNode node = new FakeNode(0, 4, 1);
        SenderShortestLocation location = new SenderShortestLocation(3, ONE_TWO_THREE, T2, new QueueLength());
        location.place(JOB, node);
        assertEquals(List.of(1, 2, 3), node.sentTo());
        long id = node.sent(Probe.class).get(0).negotiation();
        location.onMessage(1, new ProbeReply(id, 1), node);
        location.onMessage(3, new ProbeReply(id, 0), node);
        assertTrue(node.transfers().isEmpty(), "node 2 has not answered yet");
        location.onMessage(2, new ProbeReply(id, 5), node);
        assertEquals(3, node.transfers().get(0).to());
    }

    @Test
    void sender_keepsTheJob_whenTheLeastLoadedIsNoReceiver() {
        FakeNode node = new FakeNode(0, 4, 1);
        SenderShortestLocation location = new SenderShortestLocation(2, ONE_TWO_THREE, T2, new QueueLength());
        location.place(JOB, node);
        long id = node.sent(Probe.class).get(0).negotiation();
        location.onMessage(1, new ProbeReply(id, 2), node);
        location.onMessage(2, new ProbeReply(id, 3), node);
        assertTrue(node.transfers().isEmpty());
        assertEquals(List.of(JOB), node.waiting());
    }

    @Test
    void sender_decidesWithoutTheNodeThatIsGone() {
        FakeNode node = new FakeNode(0, 4, 1);
        SenderShortestLocation location = new SenderShortestLocation(2, ONE_TWO_THREE, T2, new QueueLength());
        location.place(JOB, node);
        long id = node.sent(Probe.class).get(0).negotiation();
        location.onMessage(2, new ProbeReply(id, 0), node);
        location.onPeerDown(1, node);
        assertEquals(2, node.transfers().get(0).to());
        assertFalse(location.onMessage(1, new ProbeReply(id, 0), node), "a late reply is dropped");
    }

    @Test
    void receiver_asksTheMostLoaded_ifItIsASender_andWaitsForItsAnswer() {
        FakeNode node = new FakeNode(0, 4, 1);
        ReceiverShortestLocation location = new ReceiverShortestLocation(2, ONE_TWO_THREE, T2, new QueueLength());
        location.findWork(node);
        long id = node.sent(Probe.class).get(0).negotiation();
        location.onMessage(1, new ProbeReply(id, 3), node);
        location.onMessage(2, new ProbeReply(id, 5), node);
        assertEquals(List.of(new WorkRequest(id, 0)), node.sent(WorkRequest.class));
        assertEquals(2, node.sentTo().get(2));
        location.findWork(node);
        assertEquals(3, node.sent().size(), "one search at a time, the request still out");
        assertTrue(location.onMessage(2, new NoWork(id, 5), node));
        location.findWork(node);
        assertEquals(5, node.sent().size(), "refused: a new poll may start");
    }

    @Test
    void receiver_asksNobody_whenNoneIsASender_andAJobEndsItsRequest() {
        FakeNode node = new FakeNode(0, 4, 1);
        ReceiverShortestLocation location = new ReceiverShortestLocation(2, ONE_TWO_THREE, T2, new QueueLength());
        location.findWork(node);
        long id = node.sent(Probe.class).get(0).negotiation();
        location.onMessage(1, new ProbeReply(id, 2), node);
        location.onMessage(2, new ProbeReply(id, 1), node);
        assertTrue(node.sent(WorkRequest.class).isEmpty());

        location.findWork(node);
        long second = node.sent(Probe.class).get(2).negotiation();
        location.onMessage(1, new ProbeReply(second, 4), node);
        location.onMessage(2, new ProbeReply(second, 1), node);
        location.onTransferReceived(1, new JobTransfer(JOB, second, 3), node);
        assertFalse(location.onMessage(1, new NoWork(second, 3), node), "the job ended the request");
    }

    @Test
    void powerOfD_joinsTheShortestQueue_countingItsOwnWithoutAsking() {
        FakeNode node = new FakeNode(0, 2, 1).holding(3);
        PowerOfDLocation location = new PowerOfDLocation(2, new QueueLength());
        location.place(JOB, node);
        assertEquals(List.of(1), node.sentTo(), "d = N = 2: this node and node 1, only node 1 is asked");
        long id = node.sent(Probe.class).get(0).negotiation();
        location.onMessage(1, new ProbeReply(id, 1), node);
        assertEquals(1, node.transfers().get(0).to(), "1 job there, 3 here");
    }

    @Test
    void powerOfD_runsHere_whenItsOwnQueueIsShortest() {
        FakeNode node = new FakeNode(0, 2, 1);
        PowerOfDLocation location = new PowerOfDLocation(2, new QueueLength());
        location.place(JOB, node);
        long id = node.sent(Probe.class).get(0).negotiation();
        location.onMessage(1, new ProbeReply(id, 4), node);
        assertTrue(node.transfers().isEmpty());
        assertEquals(List.of(JOB), node.waiting());
    }
}
