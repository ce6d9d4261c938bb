package loadshare.node.joblog;

import java.util.Arrays;

/**
 * What one job in the system did so far: when it first got a CPU, the nodes it ran on (in order; a node is listed
 * again when the job comes back to it after running elsewhere), its VM migrations and its restarts.
 */
public final class JobTrail {

    private double start = Double.NaN;
    private int[] nodes = new int[1];
    private int nodeCount;
    private int migrations;
    private int restarts;

    /** The job got a CPU on {@code node} at {@code now}. */
    void ranOn(int node, double now) {
        if (Double.isNaN(start)) {
            start = now;
        }
        if (nodeCount > 0 && nodes[nodeCount - 1] == node) {
            return;
        }
        if (nodeCount == nodes.length) {
            nodes = Arrays.copyOf(nodes, nodeCount * 2);
        }
        nodes[nodeCount++] = node;
    }

    void migrated() {
        migrations++;
    }

    void restarted() {
        restarts++;
    }

    /** When the job first got a CPU, or NaN if it never did. */
    public double start() {
        return start;
    }

    /** The nodes it ran on, in order. */
    public int[] nodes() {
        return Arrays.copyOf(nodes, nodeCount);
    }

    /** How many nodes {@link #nodes} holds. */
    public int nodeCount() {
        return nodeCount;
    }

    /** The {@code i}th node it ran on. */
    public int node(int i) {
        return nodes[i];
    }

    public int migrations() {
        return migrations;
    }

    public int restarts() {
        return restarts;
    }
}
