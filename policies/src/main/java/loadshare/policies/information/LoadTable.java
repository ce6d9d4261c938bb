package loadshare.policies.information;

import java.util.Arrays;
import loadshare.policies.MemoryGrowth;

/**
 * What one node knows of every node's load: the last value it heard (from a probe, a reply, a broadcast)
 * and when, or nothing yet. Its own entry is kept current by the node. The average is kept incrementally,
 * so asking for it costs O(1) on any cluster size.
 */
public final class LoadTable {

    /** One node's table on every node: N² entries of two doubles (the load and when it was heard). */
    public static final MemoryGrowth VIEW = MemoryGrowth.view(2 * Double.BYTES,
            "a load table: the last load heard from every node, and when");

    private final double[] loads;
    private final double[] heardAt;
    private double sum;
    private int known;

    public LoadTable(int nodes) {
        loads = new double[nodes];
        heardAt = new double[nodes];
        Arrays.fill(loads, Double.NaN);
    }

    public void update(int node, double load, double now) {
        double old = loads[node];
        if (Double.isNaN(old)) {
            known++;
        } else {
            sum -= old;
        }
        sum += load;
        loads[node] = load;
        heardAt[node] = now;
    }

    /** The last load heard from {@code node}, or NaN if none. */
    public double load(int node) {
        return loads[node];
    }

    /** When {@code node}'s load was last heard. */
    public double heardAt(int node) {
        return heardAt[node];
    }

    /** Mean of the known loads; 0 if none is known. */
    public double average() {
        return known == 0 ? 0 : sum / known;
    }

    /** How many nodes are known to have a load below {@code load}. */
    public int countBelow(double load) {
        int count = 0;
        for (double known : loads) {
            if (known < load) {       // NaN (unknown) compares false
                count++;
            }
        }
        return count;
    }

    public int size() {
        return loads.length;
    }
}
