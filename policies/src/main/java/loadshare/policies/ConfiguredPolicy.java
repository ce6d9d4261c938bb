package loadshare.policies;

import java.util.Optional;

/** A policy with its parameters fixed for one cluster: makes each node's instance and the coordinator, if any. */
public interface ConfiguredPolicy {

    Policy forNode(int node);

    /** A fresh coordinator for one run, if this policy has one. */
    default Optional<Coordinator> newCoordinator() {
        return Optional.empty();
    }
}
