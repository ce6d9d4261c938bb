package loadshare.policies.dispatch;

import java.util.random.RandomGenerator;

/**
 * A node drawn uniformly for each job. With Poisson arrivals every node's arrivals are Poisson too (random
 * splitting), so the cluster is N independent M/M/1 queues: the no-sharing bound, whatever the dispatcher knows.
 */
public final class RandomDispatch implements DispatchPolicy {

    private final Members members;

    public RandomDispatch(int nodes) {
        this.members = new Members(nodes);
    }

    @Override
    public int choose(int session, RandomGenerator random) {
        return members.size() == 0 ? -1 : members.get(random.nextInt(members.size()));
    }

    @Override
    public void left(int node) {
        members.remove(node);
    }

    @Override
    public void rejoined(int node) {
        members.add(node);
    }
}
