package loadshare.policies.owner;

import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import loadshare.migration.strategy.MigrationStrategy;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.Policy;

/**
 * A system that lends idle workstations and gives them back to their owners (Sprite, Condor): a policy per
 * node, a central coordinator, and the migration strategy with which it moves a running foreign job away.
 */
public record OwnerSystem(IntFunction<Policy> perNode, Supplier<Coordinator> coordinator,
                          MigrationStrategy strategy)
        implements ConfiguredPolicy {

    @Override
    public Policy forNode(int node) {
        return perNode.apply(node);
    }

    @Override
    public Optional<Coordinator> newCoordinator() {
        return Optional.of(coordinator.get());
    }

    @Override
    public Optional<MigrationStrategy> migration() {
        return Optional.of(strategy);
    }
}
