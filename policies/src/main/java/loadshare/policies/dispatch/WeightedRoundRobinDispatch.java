package loadshare.policies.dispatch;

import java.util.random.RandomGenerator;

/**
 * Weighted round robin for heterogeneous servers, smooth as nginx does it: at each job every node's current value
 * grows by its weight, the node with the largest current value is chosen (the lowest index among equals) and its
 * current value drops by the sum of all weights. Over any cycle each node gets jobs in proportion to its weight,
 * interleaved: weights 5, 1, 1 give a a b a c a a, not a a a a a b c.
 */
public final class WeightedRoundRobinDispatch implements DispatchPolicy {

    private final double[] weight;
    private final double[] current;
    private final Members members;
    private double total;

    /** @param weights each node's relative weight, > 0 (e.g. speed x CPUs) */
    public WeightedRoundRobinDispatch(double[] weights) {
        this.weight = weights.clone();
        this.current = new double[weights.length];
        this.members = new Members(weights.length);
        for (double w : weights) {
            if (!(w > 0)) {
                throw new IllegalArgumentException("a weight must be > 0: " + w);
            }
            total += w;
        }
    }

    @Override
    public int choose(int session, RandomGenerator random) {
        int best = -1;
        for (int i = 0; i < members.size(); i++) {
            int node = members.get(i);
            current[node] += weight[node];
            if (best < 0 || current[node] > current[best]) {
                best = node;
            }
        }
        if (best >= 0) {
            current[best] -= total;
        }
        return best;
    }

    @Override
    public void left(int node) {
        if (members.remove(node) >= 0) {
            total -= weight[node];
            current[node] = 0;
        }
    }

    @Override
    public void rejoined(int node) {
        if (members.add(node) >= 0) {
            total += weight[node];
        }
    }
}
