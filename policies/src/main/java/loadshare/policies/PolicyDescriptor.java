package loadshare.policies;

import java.util.List;

/**
 * A named preset in the registry: what it is, how it is classified, its parameters with defaults, and how
 * to build it.
 */
public record PolicyDescriptor(String name, String description, PolicyClass policyClass, boolean preemptive,
                               List<ParameterSpec> parameters, Factory factory) {

    public PolicyDescriptor {
        parameters = List.copyOf(parameters);
    }

    /** Builds the policy for one cluster from validated parameters. */
    @FunctionalInterface
    public interface Factory {
        ConfiguredPolicy create(PolicyParameters parameters, ClusterShape shape);
    }
}
