package loadshare.policies.location;

import loadshare.policies.MemoryGrowth;

/**
 * The stable symmetric policy's three lists of the other nodes — senders, receivers, OK — each ordered
 * by how recently its members were learned about (head = most recent). Every other node is in exactly
 * one list; moving a node to the head of a list, taking it out, and asking for its list, its neighbours or a
 * list's head, tail and size are O(1), whatever the number of nodes. The lists are intrusive and doubly
 * linked over one array that packs a node's next, previous and list into one entry.
 *
 * <p>A node receives many messages, each of which moves its sender, and over the cluster the lists are N² entries:
 * what a move costs is the cache misses on the node's entry and its two neighbours', so the smaller the entries, the
 * more of them stay in the caches. Up to {@value #LARGEST_SMALL} nodes an entry is one {@code int} (15 bits for the
 * next node, 15 for the previous, 2 for the list; all ones: none), beyond that one {@code long} (31, 31 and 2).
 */
public final class NodeLists {

    /** The most nodes whose entries fit an int. */
    static final int LARGEST_SMALL = (1 << 15) - 1;

    /** One node's lists on every node: N² entries of an int (a long beyond {@value #LARGEST_SMALL} nodes). */
    public static final MemoryGrowth VIEW = MemoryGrowth.view(Integer.BYTES,
            "sender, receiver and OK lists of every other node")
            .wider(Long.BYTES, "beyond 32,767 nodes", (p, nodes) -> nodes > LARGEST_SMALL);

    public static final int SENDERS = 0;
    public static final int RECEIVERS = 1;
    public static final int OK = 2;

    private static final int NONE = -1;
    private static final long LIST_BITS = 3;

    /** Bits of the next and of the previous node in an entry: 15 (int entries) or 31 (long entries). */
    private final int bits;
    /** All ones in {@link #bits} bits: no node. */
    private final long none;
    /** Node n's entry: next | previous << bits | list << 2 bits; null beyond {@value #LARGEST_SMALL} nodes. */
    private final int[] small;
    /** Node n's entry, laid out as in {@link #small}, beyond {@value #LARGEST_SMALL} nodes; else null. */
    private final long[] large;
    private final int[] heads = {NONE, NONE, NONE};
    private final int[] tails = {NONE, NONE, NONE};
    private final int[] sizes = new int[3];

    /** All nodes but {@code self} start in the receivers list (nothing is known yet; everyone may take work). */
    public NodeLists(int nodes, int self) {
        bits = nodes <= LARGEST_SMALL ? 15 : 31;
        none = (1L << bits) - 1;
        small = nodes <= LARGEST_SMALL ? new int[nodes] : null;
        large = nodes <= LARGEST_SMALL ? null : new long[nodes];
        long outside = entry(NONE, NONE, NONE);
        for (int node = 0; node < nodes; node++) {
            write(node, outside);
        }
        for (int node = 0; node < nodes; node++) {
            if (node != self) {
                addTail(RECEIVERS, node);
            }
        }
    }

    public void moveToHead(int list, int node) {
        long entry = read(node);
        int from = listOf(entry);
        if (from == list && heads[list] == node) {
            return;
        }
        if (from != NONE) {
            unlink(node, entry);
        }
        int head = heads[list];
        write(node, entry(head, NONE, list));
        if (head != NONE) {
            long headEntry = read(head);
            write(head, entry(nextOf(headEntry), node, list));
        } else {
            tails[list] = node;
        }
        heads[list] = node;
        sizes[list]++;
    }

    /** Takes {@code node} out of its list (it is gone); learning of it again puts it back. */
    public void remove(int node) {
        long entry = read(node);
        if (listOf(entry) != NONE) {
            unlink(node, entry);
        }
    }

    public int head(int list) {
        return heads[list];
    }

    public int tail(int list) {
        return tails[list];
    }

    /** The node after {@code node} towards the tail of its list, or -1. */
    public int next(int node) {
        return nextOf(read(node));
    }

    /** The node before {@code node} towards the head of its list, or -1. */
    public int previous(int node) {
        return previousOf(read(node));
    }

    public int listOf(int node) {
        return listOf(read(node));
    }

    public int size(int list) {
        return sizes[list];
    }

    private long read(int node) {
        return small != null ? small[node] & 0xFFFF_FFFFL : large[node];
    }

    private void write(int node, long entry) {
        if (small != null) {
            small[node] = (int) entry;
        } else {
            large[node] = entry;
        }
    }

    private long entry(int next, int previous, int list) {
        return (next & none) | (previous & none) << bits | (list & LIST_BITS) << 2 * bits;
    }

    private int nextOf(long entry) {
        return field(entry & none);
    }

    private int previousOf(long entry) {
        return field(entry >>> bits & none);
    }

    private int listOf(long entry) {
        long list = entry >>> 2 * bits & LIST_BITS;
        return list == LIST_BITS ? NONE : (int) list;
    }

    private int field(long value) {
        return value == none ? NONE : (int) value;
    }

    private void addTail(int list, int node) {
        int tail = tails[list];
        write(node, entry(NONE, tail, list));
        if (tail != NONE) {
            write(tail, entry(node, previousOf(read(tail)), list));
        } else {
            heads[list] = node;
        }
        tails[list] = node;
        sizes[list]++;
    }

    private void unlink(int node, long entry) {
        int list = listOf(entry);
        int previous = previousOf(entry);
        int next = nextOf(entry);
        if (previous != NONE) {
            write(previous, entry(next, previousOf(read(previous)), list));
        } else {
            heads[list] = next;
        }
        if (next != NONE) {
            write(next, entry(nextOf(read(next)), previous, list));
        } else {
            tails[list] = previous;
        }
        sizes[list]--;
        write(node, entry(NONE, NONE, NONE));
    }
}
