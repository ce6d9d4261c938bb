package loadshare.policies.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.TreeMap;
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

    @Test
    void theSortOfPointsAndOwners_givesTheOrderOfABoxedSort_withManyTies() {
        SplittableRandom random = new SplittableRandom(7);
        for (int size : new int[] {0, 1, 2, 15, 16, 17, 100, 5_000}) {
            long[] points = new long[size];
            int[] owners = new int[size];
            for (int i = 0; i < size; i++) {
                points[i] = random.nextInt(size / 4 + 1) - size / 8;     // many equal points, some negative
                owners[i] = random.nextInt(5);
            }
            long[][] pairs = new long[size][];
            for (int i = 0; i < size; i++) {
                pairs[i] = new long[] {points[i], owners[i]};
            }
            Arrays.sort(pairs, Comparator.<long[]>comparingLong(q -> q[0]).thenComparingLong(q -> q[1]));
            ConsistentHashRing.sort(points, owners, 0, size);
            for (int i = 0; i < size; i++) {
                assertEquals(pairs[i][0], points[i], "point " + i + " of " + size);
                assertEquals(pairs[i][1], owners[i], "owner " + i + " of " + size);
            }
        }
    }

    @Test
    void afterNodesLeaveAndComeBack_everySessionHasTheOwnerOfTheNextPoint() {
        ConsistentHashRing ring = new ConsistentHashRing(30, 40);
        TreeMap<Long, Integer> reference = new TreeMap<>();
        boolean[] in = new boolean[30];
        Arrays.fill(in, true);
        SplittableRandom random = new SplittableRandom(11);
        for (int step = 0; step < 60; step++) {
            int node = random.nextInt(30);
            if (random.nextBoolean()) {
                ring.remove(node);
                in[node] = false;
            } else {
                ring.add(node);
                in[node] = true;
            }
            reference.clear();
            for (int n = 0; n < 30; n++) {
                for (int v = 0; in[n] && v < 40; v++) {
                    reference.merge(Hashing.nodePoint(n, v), n, Math::min);
                }
            }
            for (int session = 0; session < 500; session++) {
                var next = reference.ceilingEntry(Hashing.sessionPoint(session));
                int expected = reference.isEmpty() ? -1 : (next != null ? next : reference.firstEntry()).getValue();
                assertEquals(expected, ring.owner(session), "session " + session + " after step " + step);
            }
        }
    }
}
