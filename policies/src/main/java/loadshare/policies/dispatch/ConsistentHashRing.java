package loadshare.policies.dispatch;

import java.util.Arrays;
import java.util.BitSet;

/**
 * Consistent hashing with virtual nodes: every node owns {@code virtualNodes} points on a ring of 64-bit hashes,
 * and a session belongs to the owner of the first point at or after its own (wrapping around). When a node
 * leaves, its points go and its sessions pass to the owners of the next points; every other session keeps its
 * node. More virtual nodes give more even shares (the spread of a node's share falls as 1 / sqrt(virtualNodes)).
 * The ring depends only on the nodes and {@code virtualNodes}, so every dispatcher builds the same one and they
 * agree on every session without talking.
 */
public final class ConsistentHashRing {

    /** Bytes a ring point takes: its 64-bit hash and its owner's index. */
    public static final int POINT_BYTES = Long.BYTES + Integer.BYTES;
    /** Below this many points a range is sorted by insertion. */
    private static final int SMALL = 16;

    /**
     * Ring points in order of (point, owner), signed comparison: any fixed order of the 64-bit values will do, and
     * the owner breaks a tie, so that every way of building a ring from the same points gives the same arrays.
     */
    private long[] points;
    /** The node owning each point. */
    private int[] owners;
    /** The nodes that own points now. */
    private final BitSet present = new BitSet();
    private final int virtualNodes;

    public ConsistentHashRing(int nodes, int virtualNodes) {
        this.virtualNodes = virtualNodes;
        points = new long[Math.multiplyExact(nodes, virtualNodes)];
        owners = new int[points.length];
        int k = 0;
        for (int node = 0; node < nodes; node++) {
            for (int v = 0; v < virtualNodes; v++) {
                points[k] = Hashing.nodePoint(node, v);
                owners[k++] = node;
            }
        }
        sort(points, owners, 0, points.length);
        present.set(0, nodes);
    }

    /** The node that owns {@code session}, or -1 when the ring is empty. */
    public int owner(int session) {
        if (points.length == 0) {
            return -1;
        }
        int at = Arrays.binarySearch(points, Hashing.sessionPoint(session));
        if (at < 0) {
            at = -at - 1;
        }
        return owners[at == points.length ? 0 : at];
    }

    /** {@code node} (back) owns its points again, and so the sessions it owned before it left; none if it has them. */
    public void add(int node) {
        if (present.get(node)) {
            return;
        }
        long[] mine = new long[virtualNodes];
        int[] me = new int[virtualNodes];
        for (int v = 0; v < virtualNodes; v++) {
            mine[v] = Hashing.nodePoint(node, v);
            me[v] = node;
        }
        sort(mine, me, 0, virtualNodes);
        long[] p = new long[points.length + virtualNodes];
        int[] o = new int[p.length];
        int a = 0;
        int b = 0;
        for (int k = 0; k < p.length; k++) {      // the two sorted runs merged: the order a sort of all would give
            if (b == virtualNodes || a < points.length && less(points[a], owners[a], mine[b], node)) {
                p[k] = points[a];
                o[k] = owners[a++];
            } else {
                p[k] = mine[b];
                o[k] = me[b++];
            }
        }
        points = p;
        owners = o;
        present.set(node);
    }

    /** {@code node} leaves: its points go, so its sessions pass to the next points' owners. */
    public void remove(int node) {
        if (!present.get(node)) {
            return;
        }
        int kept = 0;
        for (int owner : owners) {
            kept += owner == node ? 0 : 1;
        }
        long[] p = new long[kept];
        int[] o = new int[kept];
        int k = 0;
        for (int i = 0; i < points.length; i++) {
            if (owners[i] != node) {
                p[k] = points[i];
                o[k++] = owners[i];
            }
        }
        points = p;
        owners = o;
        present.clear(node);
    }

    /** Whether (point, owner) comes strictly before (otherPoint, otherOwner) on the ring. */
    private static boolean less(long point, int owner, long otherPoint, int otherOwner) {
        return point != otherPoint ? point < otherPoint : owner < otherOwner;
    }

    /**
     * Sorts {@code points[from..to)} and their {@code owners} by (point, owner) in place: a quicksort on the two
     * arrays together (median of three, insertion below {@link #SMALL}), with no boxed index per point, so that a
     * ring of a million nodes' points is built in the memory of the ring itself. (Point, owner) orders the points
     * totally, so the arrays are those any sort gives.
     */
    static void sort(long[] points, int[] owners, int from, int to) {
        while (to - from > SMALL) {
            int mid = (from + to) >>> 1;
            int last = to - 1;
            if (less(points[mid], owners[mid], points[from], owners[from])) {
                swap(points, owners, mid, from);
            }
            if (less(points[last], owners[last], points[from], owners[from])) {
                swap(points, owners, last, from);
            }
            if (less(points[last], owners[last], points[mid], owners[mid])) {
                swap(points, owners, last, mid);
            }
            long pivot = points[mid];
            int pivotOwner = owners[mid];
            int i = from;
            int j = last;
            while (i <= j) {
                while (less(points[i], owners[i], pivot, pivotOwner)) {
                    i++;
                }
                while (less(pivot, pivotOwner, points[j], owners[j])) {
                    j--;
                }
                if (i <= j) {
                    swap(points, owners, i++, j--);
                }
            }
            if (j - from < to - i) {            // the smaller side by recursion, the larger by the loop
                sort(points, owners, from, j + 1);
                from = i;
            } else {
                sort(points, owners, i, to);
                to = j + 1;
            }
        }
        for (int i = from + 1; i < to; i++) {
            long p = points[i];
            int o = owners[i];
            int j = i - 1;
            while (j >= from && less(p, o, points[j], owners[j])) {
                points[j + 1] = points[j];
                owners[j + 1] = owners[j];
                j--;
            }
            points[j + 1] = p;
            owners[j + 1] = o;
        }
    }

    private static void swap(long[] points, int[] owners, int i, int j) {
        long p = points[i];
        points[i] = points[j];
        points[j] = p;
        int o = owners[i];
        owners[i] = owners[j];
        owners[j] = o;
    }
}
