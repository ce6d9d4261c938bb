package loadshare.policies.location;

import loadshare.policies.NodeContext;

/** Distinct other nodes chosen uniformly at random: what a node does when it knows nothing of the others. */
public final class RandomCandidates implements Candidates {

    @Override
    public int[] pick(NodeContext node, int count, boolean forSender) {
        return distinctOthers(node, count);
    }

    /** {@code count} (at most N - 1) distinct nodes other than this one, uniformly at random. */
    static int[] distinctOthers(NodeContext node, int count) {
        int others = node.nodeCount() - 1;
        int k = Math.min(count, others);
        int[] picked = new int[k];
        for (int i = 0; i < k; i++) {
            int candidate;
            do {
                candidate = node.random().nextInt(others);
                if (candidate >= node.self()) {
                    candidate++;
                }
            } while (contains(picked, i, candidate));
            picked[i] = candidate;
        }
        return picked;
    }

    static boolean contains(int[] xs, int length, int x) {
        for (int i = 0; i < length; i++) {
            if (xs[i] == x) {
                return true;
            }
        }
        return false;
    }
}
