package loadshare.hardware.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MaxMinSharingTest {

    @Test
    void aFlowAlone_getsItsRoutesNarrowestLink() {
        assertArrayEquals(new double[] {40}, MaxMinSharing.rates(new double[] {100, 40, 70}, new int[][] {{0, 1, 2}}));
    }

    @Test
    void twoFlowsOnOneLink_getHalfEach() {
        assertArrayEquals(new double[] {50, 50}, MaxMinSharing.rates(new double[] {100}, new int[][] {{0}, {0}}));
    }

    @Test
    void aFlowBottleneckedElsewhere_leavesTheRestToTheOthers() {
        // Link 0 (90) carries all three; flow 0 also crosses link 1 (10), which holds it at 10: the other two
        // split what it leaves of link 0, (90 - 10) / 2 = 40 each.
        assertArrayEquals(new double[] {10, 40, 40},
                MaxMinSharing.rates(new double[] {90, 10}, new int[][] {{0, 1}, {0}, {0}}));
    }

    @Test
    void aFlowOnlyAsFastAsItsSlowerSharing_leavesItsOtherLinkToTheFlowsThere() {
        // Two uplinks: 0 (60) with flows 0 and 1, 1 (100) with flows 1 and 2. Link 0 fills first at 30 each; flow 2
        // then gets the 70 that flow 1 leaves of link 1.
        assertArrayEquals(new double[] {30, 30, 70},
                MaxMinSharing.rates(new double[] {60, 100}, new int[][] {{0}, {0, 1}, {1}}));
    }

    @Test
    void addingAndRemovingAFlow_recomputesTheShares() {
        double[] links = {120};
        assertArrayEquals(new double[] {120}, MaxMinSharing.rates(links, new int[][] {{0}}));
        assertArrayEquals(new double[] {40, 40, 40}, MaxMinSharing.rates(links, new int[][] {{0}, {0}, {0}}));
        assertArrayEquals(new double[] {60, 60}, MaxMinSharing.rates(links, new int[][] {{0}, {0}}));
    }

    @Test
    void noFlows_noRates_andAnUnusedLinkChangesNothing() {
        assertArrayEquals(new double[0], MaxMinSharing.rates(new double[] {1}, new int[0][]));
        assertArrayEquals(new double[] {5}, MaxMinSharing.rates(new double[] {5, 1}, new int[][] {{0}}));
    }

    @Test
    void impossibleLinksAndRoutes_areRejected() {
        assertThrows(IllegalArgumentException.class, () -> MaxMinSharing.rates(new double[] {0}, new int[][] {{0}}));
        assertThrows(IllegalArgumentException.class, () -> MaxMinSharing.rates(new double[] {1}, new int[][] {{}}));
        assertThrows(IllegalArgumentException.class, () -> MaxMinSharing.rates(new double[] {1}, new int[][] {{0, 0}}));
    }
}
