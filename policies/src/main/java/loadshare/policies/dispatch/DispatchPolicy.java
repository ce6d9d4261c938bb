package loadshare.policies.dispatch;

import java.util.random.RandomGenerator;

/**
 * How one dispatcher chooses the node for each job. Pure and synchronous like a node's policy; each dispatcher
 * has its own instance (its own cycle position, counts, ring), told what it sent, what the nodes reported and who
 * left.
 */
public interface DispatchPolicy {

    /**
     * The node for the next job.
     *
     * @param session the job's session, or -1 when jobs belong to no session
     * @param random  the dispatcher's stream for random choices
     * @return a node still in the cluster, or -1 if none is
     */
    int choose(int session, RandomGenerator random);

    /** This dispatcher sent a job to {@code node}. */
    default void sent(int node) {
    }

    /** {@code node} reported that it holds {@code load} jobs (it does at each departure). */
    default void reported(int node, int load) {
    }

    /**
     * {@code node} left the cluster (live runtime), or its host failed (simulated): it is not chosen until it
     * {@link #rejoined}.
     */
    void left(int node);

    /** {@code node}, which {@link #left}, is back (its host was repaired): it is chosen again. */
    void rejoined(int node);
}
