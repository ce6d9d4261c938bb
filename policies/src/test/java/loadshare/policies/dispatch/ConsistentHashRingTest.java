package loadshare.policies.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ConsistentHashRingTest {

    private static final int SESSIONS = 20_000;

    @Test
    void aNodeLeaving_movesOnlyItsOwnSessions() {
        ConsistentHashRing ring = new ConsistentHashRing(10, 100);
        int[] before = new int[SESSIONS];
        for (int s = 0; s < SESSIONS; s++) {
            before[s] = ring.owner(s);
        }
        ring.remove(4);
        int moved = 0;
        for (int s = 0; s < SESSIONS; s++) {
            int after = ring.owner(s);
            if (before[s] == 4) {
                assertNotEquals(4, after, "session " + s + " of the node that left");
                moved++;
            } else {
                assertEquals(before[s], after, "session " + s + " of node " + before[s] + " must not move");
            }
        }
        assertTrue(moved > 0.05 * SESSIONS && moved < 0.15 * SESSIONS, "about a tenth moved: " + moved);
    }

    @Test
    void moreVirtualNodes_giveMoreEvenShares() {
        assertTrue(spread(new ConsistentHashRing(10, 1000)) < spread(new ConsistentHashRing(10, 1)));
        assertTrue(spread(new ConsistentHashRing(10, 1000)) < 0.1, "with 1000 points each share is within 10%");
    }

    /** The largest relative deviation of a node's share of sessions from 1/N. */
    private static double spread(ConsistentHashRing ring) {
        int[] count = new int[10];
        for (int s = 0; s < SESSIONS * 10; s++) {
            count[ring.owner(s)]++;
        }
        double worst = 0;
        for (int c : count) {
            worst = Math.max(worst, Math.abs(c / (double) SESSIONS - 1));
        }
        return worst;
    }

    @Test
    void everyDispatcher_buildsTheSameRing() {
        ConsistentHashRing a = new ConsistentHashRing(7, 50);
        ConsistentHashRing b = new ConsistentHashRing(7, 50);
        for (int s = 0; s < 1000; s++) {
            assertEquals(a.owner(s), b.owner(s));
        }
    }

    @Test
    void aNodeBack_ownsExactlyTheSessionsItOwnedBefore() {
        ConsistentHashRing ring = new ConsistentHashRing(10, 100);
        int[] before = new int[2000];
        for (int s = 0; s < before.length; s++) {
            before[s] = ring.owner(s);
        }
        ring.remove(4);
        ring.add(4);
        ring.add(4);
        for (int s = 0; s < before.length; s++) {
            assertEquals(before[s], ring.owner(s), "session " + s);
        }
    }
}
