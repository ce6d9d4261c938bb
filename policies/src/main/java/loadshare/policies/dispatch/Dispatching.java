package loadshare.policies.dispatch;

import java.util.Optional;
import loadshare.config.DispatchSettings;
import loadshare.config.SettingsException;
import loadshare.migration.strategy.MigrationStrategy;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.Policy;

/**
 * Puts a dispatcher in front of a node policy ({@code workload.arrivals-at = dispatcher}): the nodes become
 * {@link DispatchedNode}s around their own policy and the coordinator is a {@link DispatchTier} of the settings'
 * policy, as {@link DispatchPolicies} makes it.
 */
public final class Dispatching {

    private Dispatching() {
    }

    /**
     * {@code inner} behind the dispatchers of {@code settings}, or {@code inner} itself when jobs arrive at the
     * nodes.
     *
     * @param weights      each node's weight for weighted-round-robin (the settings' weights, or speed x cpus)
     * @param transferCost a dispatcher's CPU time per job forwarded
     * @throws SettingsException if {@code inner} has a coordinator of its own (one coordinator per cluster)
     */
    public static ConfiguredPolicy around(ConfiguredPolicy inner, DispatchSettings settings, double[] weights,
                                          double transferCost) {
        if (!settings.dispatcher()) {
            return inner;
        }
        if (inner.newCoordinator().isPresent()) {
            throw new SettingsException("this policy has a coordinator of its own, and with workload.arrivals-at = "
                    + "dispatcher the dispatcher is the cluster's coordinator: choose a policy without one (none, "
                    + "sender-*, receiver-*, symmetric, stable-symmetric, power-of-d, v-system...)");
        }
        return new ConfiguredPolicy() {
            @Override
            public Policy forNode(int node) {
                return new DispatchedNode(inner.forNode(node));
            }

            @Override
            public Optional<MigrationStrategy> migration() {
                return inner.migration();
            }

            @Override
            public Optional<Coordinator> newCoordinator() {
                return Optional.of(tier(settings, weights, transferCost));
            }
        };
    }

    /** A fresh tier of {@code settings.dispatchers()} dispatchers, each with its own policy instance. */
    public static DispatchTier tier(DispatchSettings settings, double[] weights, double transferCost) {
        DispatchDescriptor policy = DispatchPolicies.named(settings.policy());
        DispatchPolicy[] policies = new DispatchPolicy[settings.dispatchers()];
        for (int k = 0; k < policies.length; k++) {
            policies[k] = policy.factory().create(settings, weights, k);
        }
        return new DispatchTier(policies, transferCost, settings.sessions());
    }
}
