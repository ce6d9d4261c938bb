package loadshare.policies.dispatch;

import java.util.random.RandomGenerator;

/**
 * The node with the fewest jobs by this dispatcher's own {@link LoadCounts}, ties broken at random: join the
 * shortest queue when the counts are exact (one dispatcher, no latency). With stale counts, or several dispatchers
 * that all see the same reports, every dispatcher sends to the same node that looked least loaded: the herd
 * effect (Mitzenmacher, "How useful is old information?", 2000).
 */
public final class LeastLoadedDispatch extends CountedDispatch {

    public LeastLoadedDispatch(int nodes) {
        super(nodes);
    }

    @Override
    public int choose(int session, RandomGenerator random) {
        int best = -1;
        int ties = 0;
        Members members = counts.members;
        for (int i = 0; i < members.size(); i++) {
            int node = members.get(i);
            if (best < 0 || counts.of(node) < counts.of(best)) {
                best = node;
                ties = 1;
            } else if (counts.of(node) == counts.of(best) && random.nextInt(++ties) == 0) {
                best = node;
            }
        }
        return best;
    }

    /** This dispatcher's count for {@code node}. */
    public int count(int node) {
        return counts.of(node);
    }
}
