package loadshare.policies.information;

import loadshare.policies.MemoryGrowth;

/**
 * What one node knows of every node's load: the last value it heard (from a probe, a reply, a broadcast)
 * and when, or nothing yet. Its own entry is kept current by the node. The average is kept incrementally,
 * so asking for it costs O(1) on any cluster size.
 *
 * <p>A node's load and when it was heard sit side by side in one array, so that learning a load touches one cache
 * line: in a large cluster every message updates the table at a node chosen at random, and this table is N² doubles
 * over the cluster, far more than fits in a cache.
 */
public final class LoadTable {

    /** One node's table on every node: N² entries of two doubles (the load and when it was heard). */
    public static final MemoryGrowth VIEW = MemoryGrowth.view(2 * Double.BYTES,
            "a load table: the last load heard from every node, and when");

    /** Node i's last load heard at 2i (NaN: nothing heard yet), when it was heard at 2i + 1. */
    private final double[] entries;
    private double sum;
    private int known;

    public LoadTable(int nodes) {
        entries = new double[2 * nodes];
        for (int i = 0; i < nodes; i++) {
            entries[2 * i] = Double.NaN;
        }
    }

    public void update(int node, double load, double now) {
        double old = entries[2 * node];
        if (Double.isNaN(old)) {
            known++;
        } else {
            sum -= old;
        }
        sum += load;
        entries[2 * node] = load;
        entries[2 * node + 1] = now;
    }

    /** The last load heard from {@code node}, or NaN if none. */
    public double load(int node) {
        return entries[2 * node];
    }

    /** When {@code node}'s load was last heard. */
    public double heardAt(int node) {
        return entries[2 * node + 1];
    }

    /** Mean of the known loads; 0 if none is known. */
    public double average() {
        return known == 0 ? 0 : sum / known;
    }

    /** How many nodes are known to have a load below {@code load}. */
    public int countBelow(double load) {
        int count = 0;
        for (int i = 0; i < entries.length; i += 2) {
            if (entries[i] < load) {       // NaN (unknown) compares false
                count++;
            }
        }
        return count;
    }

    public int size() {
        return entries.length / 2;
    }
}
