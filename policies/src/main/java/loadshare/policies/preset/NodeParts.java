package loadshare.policies.preset;

import java.util.Optional;
import java.util.function.IntFunction;
import loadshare.policies.ClusterShape;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.Policy;
import loadshare.policies.coordinator.LoadDirectory;

/** A configured policy built node by node, with the load directory as coordinator when information is centralized. */
record NodeParts(IntFunction<Policy> perNode, boolean directory, ClusterShape shape) implements ConfiguredPolicy {

    static NodeParts of(InformationSettings information, ClusterShape shape, IntFunction<Policy> perNode) {
        return new NodeParts(perNode, information.centralized(), shape);
    }

    @Override
    public Policy forNode(int node) {
        return perNode.apply(node);
    }

    @Override
    public Optional<Coordinator> newCoordinator() {
        return directory ? Optional.of(new LoadDirectory(shape)) : Optional.empty();
    }
}
