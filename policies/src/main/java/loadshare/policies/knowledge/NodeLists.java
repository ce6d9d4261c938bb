package loadshare.policies.knowledge;

/**
 * The stable symmetric policy's three lists of the other nodes — senders, receivers, OK — each ordered
 * by how recently its members were learned about (head = most recent). Every other node is in exactly
 * one list; moving a node to the head of a list is O(1) (intrusive doubly linked lists over arrays).
 */
public final class NodeLists {

    public static final int SENDERS = 0;
    public static final int RECEIVERS = 1;
    public static final int OK = 2;

    private static final int NONE = -1;

    private final int[] next;
    private final int[] prev;
    private final int[] listOf;
    private final int[] heads = {NONE, NONE, NONE};
    private final int[] tails = {NONE, NONE, NONE};
    private final int[] sizes = new int[3];

    /** All nodes but {@code self} start in the receivers list (nothing is known yet; everyone may take work). */
    public NodeLists(int nodes, int self) {
        next = new int[nodes];
        prev = new int[nodes];
        listOf = new int[nodes];
        java.util.Arrays.fill(listOf, NONE);
        for (int node = 0; node < nodes; node++) {
            if (node != self) {
                addTail(RECEIVERS, node);
            }
        }
    }

    public void moveToHead(int list, int node) {
        if (listOf[node] == list && heads[list] == node) {
            return;
        }
        if (listOf[node] != NONE) {
            unlink(node);
        }
        listOf[node] = list;
        prev[node] = NONE;
        next[node] = heads[list];
        if (heads[list] != NONE) {
            prev[heads[list]] = node;
        } else {
            tails[list] = node;
        }
        heads[list] = node;
        sizes[list]++;
    }

    public int head(int list) {
        return heads[list];
    }

    public int tail(int list) {
        return tails[list];
    }

    /** The node after {@code node} towards the tail of its list, or -1. */
    public int next(int node) {
        return next[node];
    }

    /** The node before {@code node} towards the head of its list, or -1. */
    public int previous(int node) {
        return prev[node];
    }

    public int listOf(int node) {
        return listOf[node];
    }

    public int size(int list) {
        return sizes[list];
    }

    private void addTail(int list, int node) {
        listOf[node] = list;
        next[node] = NONE;
        prev[node] = tails[list];
        if (tails[list] != NONE) {
            next[tails[list]] = node;
        } else {
            heads[list] = node;
        }
        tails[list] = node;
        sizes[list]++;
    }

    private void unlink(int node) {
        int list = listOf[node];
        if (prev[node] != NONE) {
            next[prev[node]] = next[node];
        } else {
            heads[list] = next[node];
        }
        if (next[node] != NONE) {
            prev[next[node]] = prev[node];
        } else {
            tails[list] = prev[node];
        }
        sizes[list]--;
        listOf[node] = NONE;
    }
}
