package loadshare.policies;

/**
 * What a policy may know of the cluster when it is built: how many nodes, how many CPUs each has, and the seed of
 * the run it is built for (for what the run's seed fixes before it starts, e.g. which volunteers cheat; a policy
 * derives streams from it and never makes its own randomness).
 */
public record ClusterShape(int nodes, int cpusPerNode, long seed) {

    public ClusterShape {
        if (nodes < 1 || cpusPerNode < 1) {
            throw new IllegalArgumentException("a cluster needs at least one node with one CPU");
        }
    }

    /** A shape for building a policy outside any particular run (seed 0). */
    public ClusterShape(int nodes, int cpusPerNode) {
        this(nodes, cpusPerNode, 0);
    }

    /** The coordinator's participant index: the one after the last node. */
    public int coordinatorIndex() {
        return nodes;
    }
}
