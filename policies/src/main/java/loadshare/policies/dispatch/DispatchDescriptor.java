package loadshare.policies.dispatch;

import java.util.List;
import java.util.Optional;
import loadshare.config.DispatchSettings;
import loadshare.policies.ParameterSpec;

/**
 * One dispatch policy as the registry ({@link DispatchPolicies}) knows it: its name (the value of
 * {@code dispatch.policy}), what it does and its settings as {@code loadshare policies} lists them, how each
 * dispatcher of a tier makes its own instance, and the queue theory makes of each node behind it where that is
 * exact.
 *
 * @param exact the queue each node is (for {@code none} behind the dispatcher), or empty where theory has no
 *              exact answer
 */
public record DispatchDescriptor(String name, String description, List<ParameterSpec> parameters, Factory factory,
                                 Optional<NodeQueue> exact) {

    public DispatchDescriptor {
        parameters = List.copyOf(parameters);
    }

    /** Builds one dispatcher's instance of the policy. */
    @FunctionalInterface
    public interface Factory {
        /**
         * Dispatcher {@code k}'s instance, for a cluster of {@code weights.length} nodes.
         *
         * @param weights each node's weight (the settings' weights, or speed x cpus)
         */
        DispatchPolicy create(DispatchSettings settings, double[] weights, int k);
    }
}
