package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.typed.ActorRef;
import akka.actor.typed.javadsl.Behaviors;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * A participant's view of the others when the coordinator, a cluster singleton, starts anew on another node: the old
 * actor goes (its homes resubmit what it held), the new one under the same index is back, and the old one listed
 * again late is not.
 */
class PeersTest {

    private static final ActorTestKit KIT = ActorTestKit.create();
    private static final int NODES = 2;

    @AfterAll
    static void stop() {
        KIT.shutdownTestKit();
    }

    /** An actor named as participant {@code name}; a second one of the same name is another incarnation. */
    private static ActorRef<Participant.Message> actor(String name) {
        ActorRef<Participant.Message> ref = KIT.spawn(Behaviors.empty(), name);
        KIT.stop(ref);      // its name is free for the next incarnation; the reference stays distinct
        return ref;
    }

    @Test
    void aNewIncarnationListedInPlaceOfTheOld_isGoneThenBack() {
        ActorRef<Participant.Message> node0 = actor("node-0");
        ActorRef<Participant.Message> first = actor("coordinator");
        ActorRef<Participant.Message> second = actor("coordinator");
        Peers peers = new Peers(NODES);
        assertEquals(List.of(), peers.update(Set.of(node0, first)));
        assertEquals(List.of(NODES), peers.update(Set.of(node0, second)), "the old coordinator has gone");
        assertTrue(peers.markGone(NODES), "the caller marks it gone, once");
        assertNull(peers.ref(NODES), "nothing goes to it until it is back");
        assertEquals(List.of(NODES), peers.takeBack());
        assertEquals(second, peers.ref(NODES));
        assertFalse(peers.isGone(NODES));
        assertEquals(List.of(), peers.takeBack(), "back once");
    }

    @Test
    void aRestartedNodeListedBesideItsOldIncarnation_replacesIt_whicheverIsListedFirst() {
        for (boolean newFirst : new boolean[] {true, false}) {
            ActorRef<Participant.Message> old = actor("node-1");
            ActorRef<Participant.Message> restarted = actor("node-1");
            Peers peers = new Peers(NODES);
            peers.update(Set.of(old));
            java.util.LinkedHashSet<ActorRef<Participant.Message>> both = new java.util.LinkedHashSet<>(
                    newFirst ? List.of(restarted, old) : List.of(old, restarted));
            assertEquals(List.of(1), peers.update(both), "the old incarnation has gone");
            peers.markGone(1);
            assertEquals(List.of(1), peers.takeBack());
            assertTrue(peers.isKnown(1, restarted));
            assertEquals(List.of(), peers.update(both), "the old one still listed is not taken back");
            assertTrue(peers.isKnown(1, restarted));
        }
    }

    @Test
    void theOldIncarnationListedAgainLate_isNotBack() {
        ActorRef<Participant.Message> first = actor("coordinator");
        Peers peers = new Peers(NODES);
        peers.update(Set.of(first));
        assertEquals(List.of(NODES), peers.update(Set.of()));
        peers.markGone(NODES);
        assertEquals(List.of(), peers.update(Set.of(first)), "a stale listing");
        assertEquals(List.of(), peers.takeBack());
        assertTrue(peers.isGone(NODES));
        assertFalse(peers.comingBack(NODES, first), "the actor that went does not come back");
    }

    @Test
    void aNewIncarnationSpeakingBeforeTheListing_isComingBack() {
        ActorRef<Participant.Message> first = actor("coordinator");
        ActorRef<Participant.Message> second = actor("coordinator");
        Peers peers = new Peers(NODES);
        peers.update(Set.of(first));
        peers.markGone(NODES);
        assertTrue(peers.comingBack(NODES, second));
        assertEquals(List.of(NODES), peers.takeBack());
        assertTrue(peers.isKnown(NODES, second));
    }

    @Test
    void theUnlisted_areMarkedGone_andReturnedWhetherOrNotTheirDepartureWasSeenBefore() {
        ActorRef<Participant.Message> node1 = actor("node-1");
        ActorRef<Participant.Message> node2 = actor("node-2");
        Peers peers = new Peers(3);
        peers.update(Set.of(node1, node2));
        peers.markGone(2);      // its departure seen while the instance started
        assertEquals(List.of(0, 2), peers.unlisted(3));
        assertTrue(peers.isGone(0));
        assertTrue(peers.isGone(2));
        assertEquals(node1, peers.ref(1));
    }
}
