package loadshare.hardware.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.config.NetworkSettings;
import org.junit.jupiter.api.Test;

class TopologyTest {

    /** 25 hosts in racks of 10 (the last holds 5): 1 ms within a rack, 10 ms uplinks of 10 Gbit/s, hosts at 1. */
    private static final Topology RACKS = Topology.of(
            NetworkSettings.racks(new NetworkSettings.Racks(10, 0.001, 0.01, 1250e6), 125e6), 25);

    @Test
    void flat_everyPairIsTheLatencyApart_overTheSameLink() {
        Topology flat = Topology.of(new NetworkSettings(0.05, 12.5e6), 4);
        assertTrue(flat.isFlat());
        assertEquals(1, flat.racks());
        assertEquals(0.05, flat.latency(0, 3));
        assertEquals(0.05, flat.latency(2, 2), "a flat network's message to itself pays the latency, as before");
        assertEquals(0.05, flat.latency(4, 1), "the coordinator too");
        assertEquals(new NetworkLink(12.5e6, 0.05), flat.link(1, 2));
        assertSame(flat.link(0, 1), flat.link(3, 2));
        assertEquals(0.05, flat.diameter());
        assertEquals(false, flat.sharesLinks(), "every pair of hosts has a link of its own");
    }

    @Test
    void racks_shareTheirLinks_unlessToldNotTo() {
        assertTrue(RACKS.sharesLinks(), "racks.sharing = max-min, as reference.conf");
        Topology unshared = Topology.of(NetworkSettings.racks(new NetworkSettings.Racks(10, 0.001, 0.01, 1250e6,
                NetworkSettings.Sharing.NONE), 125e6), 25);
        assertEquals(false, unshared.sharesLinks());
        assertEquals(RACKS.link(3, 17), unshared.link(3, 17), "alone, a transfer goes as fast either way");
    }

    @Test
    void racks_withinARack_oneRackLatency_betweenRacks_plusTwoUplinks() {
        assertEquals(3, RACKS.racks());
        assertEquals(0, RACKS.rack(9));
        assertEquals(1, RACKS.rack(10));
        assertEquals(2, RACKS.rack(24));
        assertEquals(0.001, RACKS.latency(0, 9));
        assertEquals(0.001, RACKS.latency(20, 24));
        assertEquals(0.001 + 2 * 0.01, RACKS.latency(9, 10), 1e-15);
        assertEquals(RACKS.latency(10, 9), RACKS.latency(9, 10), "symmetric");
        assertEquals(0, RACKS.latency(7, 7));
        assertEquals(0.021, RACKS.diameter(), 1e-15);
    }

    @Test
    void racks_transfersBetweenRacks_goAtTheSlowerOfHostLinkAndUplink() {
        assertEquals(new NetworkLink(125e6, 0.001), RACKS.link(0, 1));
        assertEquals(125e6, RACKS.bandwidth(0, 15), "a 10 Gbit/s uplink does not slow a 1 Gbit/s host link");
        Topology thinUplinks = Topology.of(
                NetworkSettings.racks(new NetworkSettings.Racks(2, 0.001, 0.01, 50e6), 125e6), 4);
        assertEquals(125e6, thinUplinks.bandwidth(0, 1));
        assertEquals(50e6, thinUplinks.bandwidth(1, 2));
        assertEquals(new NetworkLink(50e6, 0.021), thinUplinks.link(3, 0));
        assertEquals(new NetworkLink(125e6, 0.001), thinUplinks.nearLink());
    }

    @Test
    void theCoordinator_sitsInRackZero() {
        assertEquals(0, RACKS.rack(25));
        assertEquals(0.001, RACKS.latency(25, 3));
        assertEquals(0.021, RACKS.latency(15, 25), 1e-15);
    }

    @Test
    void oneRackOrOneHost_hasNoUplinkInItsDiameter() {
        Topology oneRack = Topology.of(NetworkSettings.racks(new NetworkSettings.Racks(10, 0.002, 0.5, 1e9), 1e9), 10);
        assertEquals(1, oneRack.racks());
        assertEquals(0.002, oneRack.diameter());
        assertEquals(0, Topology.of(NetworkSettings.racks(NetworkSettings.Racks.DEFAULT, 1e9), 1).diameter());
    }

    @Test
    void impossibleTopologies_areRejected() {
        assertThrows(IllegalArgumentException.class, () -> Topology.flat(0, 0, 1e9));
        assertThrows(IllegalArgumentException.class, () -> Topology.of(
                NetworkSettings.racks(new NetworkSettings.Racks(0, 0, 0, 1e9), 1e9), 4));
        assertThrows(IllegalArgumentException.class, () -> Topology.of(
                NetworkSettings.racks(new NetworkSettings.Racks(2, -1, 0, 1e9), 1e9), 4));
        assertThrows(IllegalArgumentException.class, () -> Topology.of(
                NetworkSettings.racks(new NetworkSettings.Racks(2, 0, 0, 0), 1e9), 4));
    }
}
