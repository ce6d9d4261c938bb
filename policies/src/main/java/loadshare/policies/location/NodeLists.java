package loadshare.policies.location;

import java.util.Arrays;
import loadshare.policies.MemoryGrowth;

/**
 * The stable symmetric policy's three lists of the other nodes — senders, receivers, OK — each ordered
 * by how recently its members were learned about (head = most recent). Every other node is in exactly
 * one list; moving a node to the head of a list is O(1). The lists are intrusive and doubly linked over
 * one array that keeps a node's next, previous and list side by side, so touching a node costs one cache
 * line (a node receives many messages, each of which moves its sender).
 */
public final class NodeLists {

    /** One node's lists on every node: N² entries of three ints (next, previous, list). */
    public static final MemoryGrowth VIEW = MemoryGrowth.view(3 * Integer.BYTES,
            "sender, receiver and OK lists of every other node");

    public static final int SENDERS = 0;
    public static final int RECEIVERS = 1;
    public static final int OK = 2;

    private static final int NONE = -1;
    private static final int NEXT = 0;
    private static final int PREVIOUS = 1;
    private static final int LIST = 2;

    /** Node n's next, previous and list at 3n, 3n + 1, 3n + 2. */
    private final int[] links;
    private final int[] heads = {NONE, NONE, NONE};
    private final int[] tails = {NONE, NONE, NONE};
    private final int[] sizes = new int[3];

    /** All nodes but {@code self} start in the receivers list (nothing is known yet; everyone may take work). */
    public NodeLists(int nodes, int self) {
        links = new int[3 * nodes];
        Arrays.fill(links, NONE);
        for (int node = 0; node < nodes; node++) {
            if (node != self) {
                addTail(RECEIVERS, node);
            }
        }
    }

    public void moveToHead(int list, int node) {
        if (get(node, LIST) == list && heads[list] == node) {
            return;
        }
        if (get(node, LIST) != NONE) {
            unlink(node);
        }
        set(node, LIST, list);
        set(node, PREVIOUS, NONE);
        set(node, NEXT, heads[list]);
        if (heads[list] != NONE) {
            set(heads[list], PREVIOUS, node);
        } else {
            tails[list] = node;
        }
        heads[list] = node;
        sizes[list]++;
    }

    /** Takes {@code node} out of its list (it is gone); learning of it again puts it back. */
    public void remove(int node) {
        if (get(node, LIST) != NONE) {
            unlink(node);
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
        return get(node, NEXT);
    }

    /** The node before {@code node} towards the head of its list, or -1. */
    public int previous(int node) {
        return get(node, PREVIOUS);
    }

    public int listOf(int node) {
        return get(node, LIST);
    }

    public int size(int list) {
        return sizes[list];
    }

    private int get(int node, int field) {
        return links[3 * node + field];
    }

    private void set(int node, int field, int value) {
        links[3 * node + field] = value;
    }

    private void addTail(int list, int node) {
        set(node, LIST, list);
        set(node, NEXT, NONE);
        set(node, PREVIOUS, tails[list]);
        if (tails[list] != NONE) {
            set(tails[list], NEXT, node);
        } else {
            heads[list] = node;
        }
        tails[list] = node;
        sizes[list]++;
    }

    private void unlink(int node) {
        int list = get(node, LIST);
        int previous = get(node, PREVIOUS);
        int next = get(node, NEXT);
        if (previous != NONE) {
            set(previous, NEXT, next);
        } else {
            heads[list] = next;
        }
        if (next != NONE) {
            set(next, PREVIOUS, previous);
        } else {
            tails[list] = previous;
        }
        sizes[list]--;
        set(node, LIST, NONE);
    }
}
