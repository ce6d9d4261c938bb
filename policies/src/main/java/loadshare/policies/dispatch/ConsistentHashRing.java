package loadshare.policies.dispatch;

import java.util.Arrays;

/**
 * Consistent hashing with virtual nodes: every node owns {@code virtualNodes} points on a ring of 64-bit hashes,
 * and a session belongs to the owner of the first point at or after its own (wrapping around). When a node
 * leaves, its points go and its sessions pass to the owners of the next points; every other session keeps its
 * node. More virtual nodes give more even shares (the spread of a node's share falls as 1 / sqrt(virtualNodes)).
 * The ring depends only on the nodes and {@code virtualNodes}, so every dispatcher builds the same one and they
 * agree on every session without talking.
 */
public final class ConsistentHashRing {

    /** Ring points in ascending order (signed comparison: any fixed order of the 64-bit values will do). */
    private long[] points;
    /** The node owning each point. */
    private int[] owners;
    private final int virtualNodes;

    public ConsistentHashRing(int nodes, int virtualNodes) {
        this.virtualNodes = virtualNodes;
        long[] keyed = new long[nodes * virtualNodes];
        int k = 0;
        for (int node = 0; node < nodes; node++) {
            for (int v = 0; v < virtualNodes; v++) {
                keyed[k++] = Hashing.nodePoint(node, v);
            }
        }
        Integer[] order = new Integer[keyed.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> keyed[a] != keyed[b] ? Long.compare(keyed[a], keyed[b]) : Integer.compare(a, b));
        points = new long[keyed.length];
        owners = new int[keyed.length];
        for (int i = 0; i < order.length; i++) {
            points[i] = keyed[order[i]];
            owners[i] = order[i] / virtualNodes;
        }
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
        for (int owner : owners) {
            if (owner == node) {
                return;
            }
        }
        long[] p = Arrays.copyOf(points, points.length + virtualNodes);
        int[] o = Arrays.copyOf(owners, owners.length + virtualNodes);
        for (int v = 0; v < virtualNodes; v++) {
            p[points.length + v] = Hashing.nodePoint(node, v);
            o[owners.length + v] = node;
        }
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> p[a] != p[b] ? Long.compare(p[a], p[b]) : Integer.compare(o[a], o[b]));
        points = new long[p.length];
        owners = new int[p.length];
        for (int i = 0; i < order.length; i++) {
            points[i] = p[order[i]];
            owners[i] = o[order[i]];
        }
    }

    /** {@code node} leaves: its points go, so its sessions pass to the next points' owners. */
    public void remove(int node) {
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
    }
}
