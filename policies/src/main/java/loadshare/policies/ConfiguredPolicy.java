package loadshare.policies;

import java.util.Optional;
import loadshare.migration.strategy.MigrationStrategy;

/** A policy with its parameters fixed for one cluster: makes each node's instance and the coordinator, if any. */
public interface ConfiguredPolicy {

    Policy forNode(int node);

    /** The migration strategy that moves this policy's running jobs, if it moves running jobs. */
    default Optional<MigrationStrategy> migration() {
        return Optional.empty();
    }

    /** A fresh coordinator for one run, if this policy has one. */
    default Optional<Coordinator> newCoordinator() {
        return Optional.empty();
    }
}
