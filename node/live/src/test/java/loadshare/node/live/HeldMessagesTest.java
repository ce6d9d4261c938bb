package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.config.NetworkSettings;
import loadshare.hardware.net.Topology;
import loadshare.protocol.LoadSharingMessage;
import org.junit.jupiter.api.Test;

/**
 * A live message is taken in no earlier than its sending time plus its sender's distance in the modelled network:
 * racks of two hosts, 0.1 model s within a rack and 0.1 + 2 x 0.4 = 0.9 between racks; the receiver is host 0.
 */
class HeldMessagesTest {

    private static final Topology RACKS = Topology.of(new NetworkSettings(0, NetworkSettings.DEFAULT_BANDWIDTH,
            NetworkSettings.Layout.RACKS, new NetworkSettings.Racks(2, 0.1, 0.4, 1e9, NetworkSettings.Sharing.NONE)),
            4);

    private static Participant.Deliver from(int sender, double sentAt) {
        return new Participant.Deliver(sender, null, new LoadSharingMessage.Probe(1, 0), sentAt, 0);
    }

    @Test
    void aMessageComingBeforeItsDistanceIsCrossed_waitsUntilThen_inTheOrderTheyFallDue() {
        HeldMessages held = new HeldMessages(RACKS, 0);
        assertEquals(0.1, held.distanceFrom(1), 1e-12);
        assertEquals(0.9, held.distanceFrom(2), 1e-12);
        HeldMessages.Held far = held.hold(from(2, 5.0), 5.01);         // due 5.9
        HeldMessages.Held near = held.hold(from(1, 5.02), 5.03);       // due 5.12
        assertEquals(5.9, far.due(), 1e-12);
        assertEquals(near.due(), held.earliest(), 1e-12);
        assertNull(held.next(5.1), "nothing is due before 5.12");
        assertEquals(near, held.next(5.2));
        assertNull(held.next(5.2));
        assertEquals(far, held.next(6.0));
        assertTrue(Double.isNaN(held.earliest()));
    }

    @Test
    void aLateMessage_orOneFromItself_orOneThatDoesNotSayWhenItWasSent_isTakenInAtOnce() {
        HeldMessages held = new HeldMessages(RACKS, 0);
        assertNull(held.hold(from(2, 5.0), 6.0), "came after 5.9");
        assertNull(held.hold(from(0, 5.0), 5.0), "no distance to itself");
        assertNull(held.hold(from(3, Double.NaN), 0), "a test's or the bench's message");
    }

    @Test
    void onAFlatNetworkOfNoLatency_nothingIsEverHeld() {
        HeldMessages held = new HeldMessages(Topology.flat(3, 0, 1e9), 1);
        assertNull(held.hold(from(0, 7.0), 7.0));
        assertEquals(0, held.distanceFrom(2));
    }
}
