package loadshare.policies.dispatch;

import java.util.random.RandomGenerator;

/**
 * The power of d choices at the dispatcher: d distinct nodes drawn at random, the job to the one with the fewest
 * jobs by the dispatcher's own {@link LoadCounts} (ties to the first drawn). It reads the same stale counts as
 * {@link LeastLoadedDispatch}, but dispatchers that see the same counts still choose different nodes, so they do
 * not herd: with old information, d = 2 beats the least loaded of all (Mitzenmacher 2000).
 */
public final class PowerOfDDispatch extends CountedDispatch {

    private final int d;
    private final int[] drawn;

    public PowerOfDDispatch(int nodes, int d) {
        super(nodes);
        if (d < 1) {
            throw new IllegalArgumentException("d must be >= 1: " + d);
        }
        this.d = d;
        this.drawn = new int[Math.min(d, nodes)];
    }

    @Override
    public int choose(int session, RandomGenerator random) {
        Members members = counts.members;
        int k = Math.min(d, members.size());
        int best = -1;
        for (int i = 0; i < k; i++) {
            int candidate;
            do {
                candidate = members.get(random.nextInt(members.size()));
            } while (seen(candidate, i));
            drawn[i] = candidate;
            if (best < 0 || counts.of(candidate) < counts.of(best)) {
                best = candidate;
            }
        }
        return best;
    }

    private boolean seen(int node, int upTo) {
        for (int i = 0; i < upTo; i++) {
            if (drawn[i] == node) {
                return true;
            }
        }
        return false;
    }
}
