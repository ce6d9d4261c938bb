package loadshare.policies;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a policy may know of the cluster when it is built: how many nodes, how many CPUs each has, the seed of
 * the run it is built for (for what the run's seed fixes before it starts, e.g. which volunteers cheat; a policy
 * derives streams from it and never makes its own randomness), and the attributes each host advertises
 * ({@code hosts.attributes}: name to ClassAd literal text, each list repeated over the nodes).
 */
public record ClusterShape(int nodes, int cpusPerNode, long seed, Map<String, List<String>> hostAttributes) {

    public ClusterShape {
        if (nodes < 1 || cpusPerNode < 1) {
            throw new IllegalArgumentException("a cluster needs at least one node with one CPU");
        }
        hostAttributes = Map.copyOf(hostAttributes);
    }

    /** A shape whose hosts advertise no attributes of their own. */
    public ClusterShape(int nodes, int cpusPerNode, long seed) {
        this(nodes, cpusPerNode, seed, Map.of());
    }

    /** A shape for building a policy outside any particular run (seed 0). */
    public ClusterShape(int nodes, int cpusPerNode) {
        this(nodes, cpusPerNode, 0);
    }

    /** The attributes host {@code node} advertises: each list's element {@code node % size}. */
    public Map<String, String> hostAttributes(int node) {
        Map<String, String> attributes = new LinkedHashMap<>();
        hostAttributes.forEach((name, values) -> attributes.put(name, values.get(node % values.size())));
        return attributes;
    }

    /** The coordinator's participant index: the one after the last node. */
    public int coordinatorIndex() {
        return nodes;
    }
}
