package loadshare.policies;

/** What a policy may know of the cluster when it is built: how many nodes, and how many CPUs each has. */
public record ClusterShape(int nodes, int cpusPerNode) {

    public ClusterShape {
        if (nodes < 1 || cpusPerNode < 1) {
            throw new IllegalArgumentException("a cluster needs at least one node with one CPU");
        }
    }

    /** The coordinator's participant index: the one after the last node. */
    public int coordinatorIndex() {
        return nodes;
    }
}
