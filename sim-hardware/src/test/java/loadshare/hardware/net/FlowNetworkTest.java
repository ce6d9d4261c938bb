package loadshare.hardware.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.NetworkSettings;
import org.junit.jupiter.api.Test;

class FlowNetworkTest {

    /** 4 hosts in 2 racks of 2: host links of 1000 bytes/s, uplinks of 100. */
    private static final Topology RACKS = Topology.of(
            NetworkSettings.racks(new NetworkSettings.Racks(2, 0.001, 0.01, 100), 1000), 4);

    @Test
    void routes_crossTheHostLinks_andBetweenRacksBothUplinks() {
        assertArrayEquals(new double[] {1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 100, 100, 100, 100},
                RACKS.linkCapacities());
        assertArrayEquals(new int[] {0, 5}, RACKS.route(0, 1), "within a rack: 0's link out, 1's link in");
        assertArrayEquals(new int[] {1, 8, 11, 7}, RACKS.route(1, 3), "rack 0 up, rack 1 down");
        assertArrayEquals(new int[] {2, 9, 10, 4}, RACKS.route(2, 0), "the other way: rack 1 up, rack 0 down");
        assertThrows(IllegalStateException.class, () -> Topology.flat(4, 0, 1000).route(0, 1));
        assertThrows(IllegalArgumentException.class, () -> RACKS.route(2, 2));
    }

    @Test
    void twoEqualTransfersStartingTogether_onOneUplink_bothEndAtTwiceSizeOverBandwidth() {
        FlowNetwork<String> net = new FlowNetwork<>(RACKS);
        net.start(0, 2, 100, "a", 0);
        net.start(1, 3, 100, "b", 0);
        assertEquals(2.0, net.nextEnd(), "each gets 50 of rack 0's uplink: 100 / 50");
        assertEquals(List.of(), net.finish(1.0));
        assertEquals(List.of("a", "b"), net.finish(2.0));
        assertEquals(0, net.inFlight());
        assertEquals(Double.POSITIVE_INFINITY, net.nextEnd());
    }

    @Test
    void aTransferStartingHalfwayThroughAnother_slowsItFromThen_andSpeedsUpWhenItEnds() {
        FlowNetwork<String> net = new FlowNetwork<>(RACKS);
        net.start(0, 2, 100, "first", 0);
        assertEquals(1.0, net.endOf("first"), "alone: the uplink's 100 bytes/s");
        // At 0.5 the first has 50 bytes left; both go at 50: the first ends at 0.5 + 50 / 50 = 1.5, when the second
        // has 100 - 50 = 50 left, which alone at 100 takes it to 2.0.
        net.start(1, 3, 100, "second", 0.5);
        assertEquals(1.5, net.endOf("first"));
        assertEquals(2.5, net.endOf("second"), "at 50 bytes/s for as long as the other lasts");
        assertEquals(List.of("first"), net.finish(net.nextEnd()));
        assertEquals(2.0, net.endOf("second"));
        assertEquals(List.of("second"), net.finish(2.0));
    }

    @Test
    void transfersOnDifferentLinks_doNotSlowEachOther() {
        FlowNetwork<String> net = new FlowNetwork<>(RACKS);
        net.start(0, 2, 100, "up from rack 0", 0);
        net.start(2, 0, 100, "up from rack 1", 0);
        net.start(1, 0, 1000, "within rack 0", 0);
        assertEquals(1.0, net.endOf("up from rack 0"), "an uplink is full duplex: its way up and its way down");
        assertEquals(1.0, net.endOf("up from rack 1"));
        // Host 0's link in carries the transfer from rack 1 (100) and the one from host 1: 900 left for it.
        assertEquals(1000 / 900.0, net.endOf("within rack 0"), 1e-12);
    }

    @Test
    void aTransferBottleneckedOnTheUplink_leavesTheRestOfItsHostLinkToARackMate() {
        FlowNetwork<String> net = new FlowNetwork<>(RACKS);
        net.start(0, 2, 100, "across", 0);
        net.start(0, 1, 900, "near", 0);
        assertEquals(1.0, net.endOf("across"), "held at the uplink's 100");
        assertEquals(1.0, net.endOf("near"), "900 of host 0's 1000 left to it");
        assertTrue(Double.isNaN(net.endOf("nothing")));
    }

    @Test
    void timeRunsForward() {
        FlowNetwork<String> net = new FlowNetwork<>(RACKS);
        net.start(0, 2, 100, "a", 1);
        assertThrows(IllegalArgumentException.class, () -> net.finish(0.5));
    }
}
