package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.LoggingTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import akka.actor.typed.receptionist.Receptionist;
import loadshare.protocol.CentralQueueMessage;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A message from a non-member and a message the policy does not expect are each logged with their sender and
 * dropped; the node keeps running and the run completes with every job.
 */
class LiveUnexpectedMessageIT {

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void messagesFromANonMember_andUnexpectedMessages_areLoggedAndDropped_theNodeKeepsRunning() throws Exception {
        LiveRun run = LiveClusterFixture.run(3, "none", 0.7, 300, 0.01);
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            var node1System = cluster.kits.get(1).system();
            assertTrue(LiveClusterFixture.awaitModelTime(cluster.console, 50, LiveClusterFixture.FORMING), cluster.console.toString());
            ActorRef<Participant.Message> node1 = find(cluster, 1);
            ActorRef<Participant.Message> node0 = find(cluster, 0);     // as node 1 knows it
            TestProbe<Participant.Message> stranger = cluster.kits.get(1).createTestProbe();
            Job job = new Job(999L << 40, 0, 1.0, 1.0, 0);

            LoggingTestKit.warn("not a member: dropped").withOccurrences(1).expect(node1System, () -> {
                node1.tell(new Participant.Deliver(0, stranger.ref(), JobTransfer.unasked(job, 0)));
                return null;
            });
            LoggingTestKit.warn("unexpected CpuFree from participant 0").withOccurrences(1).expect(node1System, () -> {
                node1.tell(new Participant.Deliver(0, node0, new CentralQueueMessage.CpuFree()));
                return null;
            });

            LiveMeasurement m = cluster.awaitResult();
            assertTrue(m.drained());
            assertEquals(0, m.accounting().lost());
            assertEquals(m.accounting().arrived(), m.accounting().completed(), "the stranger's job was not run");
        }
    }

    /** Participant {@code index}'s actor, as node 1's Receptionist lists it. */
    private static ActorRef<Participant.Message> find(LiveClusterFixture cluster, int index) {
        TestProbe<Receptionist.Listing> probe = cluster.kits.get(1).createTestProbe();
        cluster.kits.get(1).system().receptionist().tell(Receptionist.find(Peers.KEY, probe.ref()));
        return probe.receiveMessage().getServiceInstances(Peers.KEY).stream()
                .filter(ref -> ref.path().name().equals(Peers.actorName(index))).findFirst().orElseThrow();
    }
}
