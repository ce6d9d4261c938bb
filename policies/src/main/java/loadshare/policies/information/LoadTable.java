package loadshare.policies.information;

import loadshare.policies.MemoryGrowth;

/**
 * What one node knows of every node's load: the last value it heard (from a probe, a reply, a broadcast)
 * and when, or nothing yet. Its own entry is kept current by the node. The average is kept incrementally,
 * so asking for it costs O(1) on any cluster size.
 *
 * <p>In a large cluster every message updates the table at a node chosen at random, and the tables are N² entries
 * over the cluster, so what a message costs is the cache miss on its entry: the smaller the table, the more of it
 * stays in the caches. A load that is a whole number of jobs from 0 to 253 (a queue length, what almost every
 * message carries) is kept exactly in one byte; any other value (a CPU utilization, a queue of 254 jobs or more)
 * is kept exactly in an array of doubles made the first time one is heard. When each load was heard is kept in an
 * array of its own, which an update writes without reading.
 */
public final class LoadTable {

    /** One node's table on every node: N² entries of a byte (the load) and a double (when it was heard). */
    public static final MemoryGrowth VIEW = MemoryGrowth.view(Byte.BYTES + Double.BYTES,
            "a load table: the last load heard from every node, and when")
            .wider(2 * Double.BYTES + Byte.BYTES, "with load-metric = cpu-utilization",
                    (p, nodes) -> "cpu-utilization".equals(p.asMap().get("load-metric")));

    /** Code of a node nothing was heard from. */
    private static final byte UNKNOWN = 0;
    /** Code of a load kept in {@link #exact}. */
    private static final int EXACT = 255;
    /** The largest load kept in the byte itself, as code load + 1. */
    private static final int LARGEST_WHOLE = EXACT - 2;

    /** Node i's last load: 0 nothing heard, 1 to 254 the whole load code − 1, 255 the value in {@link #exact}. */
    private final byte[] codes;
    /** When node i's load was last heard. */
    private final double[] heard;
    /** The loads that are not whole numbers from 0 to 253, at their node's index; null until there is one. */
    private double[] exact;
    private double sum;
    private int known;

    public LoadTable(int nodes) {
        codes = new byte[nodes];
        heard = new double[nodes];
    }

    public void update(int node, double load, double now) {
        double old = load(node);
        if (Double.isNaN(old)) {
            known++;
        } else {
            sum -= old;
        }
        sum += load;
        codes[node] = encode(node, load);
        heard[node] = now;
    }

    /** The last load heard from {@code node}, or NaN if none. */
    public double load(int node) {
        int code = codes[node] & 0xFF;
        if (code == UNKNOWN) {
            return Double.NaN;
        }
        return code == EXACT ? exact[node] : code - 1;
    }

    /** When {@code node}'s load was last heard. */
    public double heardAt(int node) {
        return heard[node];
    }

    /** Mean of the known loads; 0 if none is known. */
    public double average() {
        return known == 0 ? 0 : sum / known;
    }

    /** How many nodes are known to have a load below {@code load}. */
    public int countBelow(double load) {
        int count = 0;
        for (int i = 0; i < codes.length; i++) {
            if (load(i) < load) {       // NaN (unknown) compares false
                count++;
            }
        }
        return count;
    }

    public int size() {
        return codes.length;
    }

    /** The byte that keeps {@code load} for {@code node}: the load itself if whole and small, else a reference. */
    private byte encode(int node, double load) {
        int whole = (int) load;
        if (whole >= 0 && whole <= LARGEST_WHOLE
                && Double.doubleToRawLongBits(whole) == Double.doubleToRawLongBits(load)) {
            return (byte) (whole + 1);
        }
        if (exact == null) {
            exact = new double[codes.length];
        }
        exact[node] = load;
        return (byte) EXACT;
    }
}
