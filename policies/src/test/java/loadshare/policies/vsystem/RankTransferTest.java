package loadshare.policies.vsystem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import loadshare.policies.information.LoadTable;
import loadshare.policies.testing.FakeNode;
import org.junit.jupiter.api.Test;

/** The V-System's own parts: the M least loaded are receivers; candidates are the known receivers, in random order. */
class RankTransferTest {

    @Test
    void theMLeastLoadedAreReceivers_allOthersSenders() {
        LoadTable known = new LoadTable(4);
        for (int node = 0; node < 4; node++) {
            known.update(node, node, 0);
        }
        RankTransfer t = new RankTransfer(2, known);
        assertTrue(t.isReceiver(1), "one known load is lower");
        assertFalse(t.isReceiver(2), "two known loads are lower");
        assertTrue(t.isSender(2));
    }

    @Test
    void randomReceiverCandidates_areTheKnownReceiversOnly_neverThisNode() {
        LoadTable known = new LoadTable(5);
        double[] loads = {0, 0, 5, 0, 5};
        for (int node = 0; node < 5; node++) {
            known.update(node, loads[node], 0);
        }
        RankTransfer transfer = new RankTransfer(3, known);
        int[] picked = new RandomReceiverCandidates(known, transfer).pick(new FakeNode(0, 5, 3), 5, true);
        Arrays.sort(picked);
        assertEquals("[1, 3]", Arrays.toString(picked));
    }
}
