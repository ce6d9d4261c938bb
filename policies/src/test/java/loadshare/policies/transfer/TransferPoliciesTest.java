package loadshare.policies.transfer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.policies.information.LoadTable;
import org.junit.jupiter.api.Test;

/** When a node is a sender or a receiver, for each transfer policy. */
class TransferPoliciesTest {

    @Test
    void threshold_senderAboveT_receiverBelowT_neitherAtT() {
        ThresholdTransfer t = new ThresholdTransfer(2);
        assertTrue(t.isSender(3));
        assertTrue(t.isReceiver(1));
        assertFalse(t.isSender(2));
        assertFalse(t.isReceiver(2));
    }

    @Test
    void twoThresholds_okBetweenLowerAndUpper() {
        TwoThresholdTransfer t = new TwoThresholdTransfer(1, 3);
        assertTrue(t.isReceiver(0));
        assertTrue(t.isSender(4));
        for (double load : new double[] {1, 2, 3}) {
            assertFalse(t.isSender(load) || t.isReceiver(load), "OK at " + load);
        }
    }

    @Test
    void averageLoad_thresholdFollowsTheKnownLoads_andIsAtLeastOne() {
        LoadTable known = new LoadTable(3);
        AverageLoadTransfer t = new AverageLoadTransfer(known);
        assertTrue(t.isReceiver(0), "nothing known: threshold 1");
        known.update(0, 4, 0);
        known.update(1, 6, 0);
        assertTrue(t.isReceiver(4), "average 5");
        assertTrue(t.isSender(6));
    }

    @Test
    void always_andNever_areTheDispatcherAndTheBaseline() {
        assertTrue(new AlwaysTransfer().isSender(0));
        assertFalse(new AlwaysTransfer().isReceiver(0));
        assertFalse(new NoTransfer().isSender(100));
        assertFalse(new NoTransfer().isReceiver(0));
    }
}
