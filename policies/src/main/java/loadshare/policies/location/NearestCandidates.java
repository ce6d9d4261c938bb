package loadshare.policies.location;

import loadshare.policies.NodeContext;

/**
 * The nearest-neighbour location policy's candidates: the other nodes in order of distance from this one
 * ({@link NodeContext#distance}), nearest first, nodes at the same distance in an order drawn from the node's own
 * random stream. On a flat network every node is as near as any other, and the candidates are random; in racks, a
 * node's rack-mates come first. The same for either side: a sender probes its nearest nodes for a receiver, a
 * receiver asks its nearest nodes for work.
 */
public final class NearestCandidates implements Candidates {

    @Override
    public int[] pick(NodeContext node, int count, boolean forSender) {
        int[] others = shuffledOthers(node);
        int k = Math.min(count, others.length);
        // The k nearest, stably: of two at one distance, the one earlier in the shuffled order comes first.
        int[] nearest = new int[k];
        double[] distances = new double[k];
        int found = 0;
        for (int other : others) {
            double d = node.distance(other);
            if (found == k && d >= distances[k - 1]) {
                continue;
            }
            int i = found < k ? found++ : k - 1;
            while (i > 0 && distances[i - 1] > d) {
                nearest[i] = nearest[i - 1];
                distances[i] = distances[i - 1];
                i--;
            }
            nearest[i] = other;
            distances[i] = d;
        }
        return nearest;
    }

    /** Every node but this one, in an order drawn from the node's stream (Fisher–Yates). */
    private static int[] shuffledOthers(NodeContext node) {
        int[] others = new int[node.nodeCount() - 1];
        for (int i = 0; i < others.length; i++) {
            others[i] = i < node.self() ? i : i + 1;
        }
        for (int i = others.length - 1; i > 0; i--) {
            int j = node.random().nextInt(i + 1);
            int swap = others[i];
            others[i] = others[j];
            others[j] = swap;
        }
        return others;
    }
}
