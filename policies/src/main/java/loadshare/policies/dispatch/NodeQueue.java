package loadshare.policies.dispatch;

/**
 * The queue that each node behind a dispatcher is, where queueing theory has an exact answer: for {@code none}
 * behind it on alike single-CPU nodes with exponential service, Poisson arrivals and free forwarding. The mean
 * response formulas are {@code loadshare.node.theory.DispatchTheory}'s.
 */
public enum NodeQueue {

    /** M/M/1: a random split of a Poisson stream is Poisson, whatever the number of dispatchers. */
    M_M_1(false),
    /** E_N/M/1: a node gets every N-th job, so its interarrival times are Erlang-N — from one dispatcher only. */
    E_N_M_1(true);

    private final boolean oneDispatcherOnly;

    NodeQueue(boolean oneDispatcherOnly) {
        this.oneDispatcherOnly = oneDispatcherOnly;
    }

    /** Whether each node is this queue behind {@code dispatchers} dispatchers sharing the jobs. */
    public boolean holdsFor(int dispatchers) {
        return !oneDispatcherOnly || dispatchers == 1;
    }
}
