package loadshare.policies.dispatch;

import java.util.Arrays;

/**
 * The nodes a dispatcher may still choose, in index order: all of them until one leaves (live runtime) or fails
 * (simulated, until it is back).
 */
final class Members {

    private int[] nodes;
    private final boolean[] present;

    Members(int n) {
        nodes = new int[n];
        present = new boolean[n];
        for (int i = 0; i < n; i++) {
            nodes[i] = i;
            present[i] = true;
        }
    }

    int size() {
        return nodes.length;
    }

    /** The {@code i}-th member in index order. */
    int get(int i) {
        return nodes[i];
    }

    boolean contains(int node) {
        return node >= 0 && node < present.length && present[node];
    }

    /** Adds {@code node} back; returns its position now, or -1 if it was a member already. */
    int add(int node) {
        if (node < 0 || node >= present.length || present[node]) {
            return -1;
        }
        present[node] = true;
        int at = -Arrays.binarySearch(nodes, node) - 1;
        int[] more = new int[nodes.length + 1];
        System.arraycopy(nodes, 0, more, 0, at);
        more[at] = node;
        System.arraycopy(nodes, at, more, at + 1, nodes.length - at);
        nodes = more;
        return at;
    }

    /** Removes {@code node}; returns its position before, or -1 if it was no member. */
    int remove(int node) {
        if (!contains(node)) {
            return -1;
        }
        present[node] = false;
        int at = Arrays.binarySearch(nodes, node);
        int[] fewer = new int[nodes.length - 1];
        System.arraycopy(nodes, 0, fewer, 0, at);
        System.arraycopy(nodes, at + 1, fewer, at, fewer.length - at);
        nodes = fewer;
        return at;
    }
}
