package loadshare.hardware.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class NetworkLinkTest {

    @Test
    void transferTime_isBytesOverBandwidthPlusLatency() {
        NetworkLink gigabit = NetworkLink.ofBitsPerSecond(1e9, 1e-4);
        assertEquals(125e6, gigabit.bandwidth());
        assertEquals(1e-4, gigabit.transferTime(0), 1e-15);
        assertEquals(1.0 + 1e-4, gigabit.transferTime(125_000_000), 1e-12);
        assertEquals(2e-4 + 4160 / 125e6, gigabit.roundTripTime(64, 4096), 1e-15);
    }

    @Test
    void invalidLinks_andNegativeSizes_areRejected() {
        assertThrows(IllegalArgumentException.class, () -> new NetworkLink(0, 0));
        assertThrows(IllegalArgumentException.class, () -> new NetworkLink(1, -1));
        assertThrows(IllegalArgumentException.class, () -> new NetworkLink(1, 0).transferTime(-1));
    }
}
