package loadshare.policies;

import java.util.List;

/**
 * A named preset in the registry: what it is, how it is classified, its parameters with defaults, a check
 * across parameters, and how to build it.
 *
 * @param preemptive "no", "yes", or how to make it preemptive (e.g. "with preemptive = true")
 */
public record PolicyDescriptor(String name, String description, PolicyClass policyClass, String preemptive,
                               List<ParameterSpec> parameters, Check check, Factory factory) {

    public PolicyDescriptor {
        parameters = List.copyOf(parameters);
    }

    /** Builds the policy for one cluster from validated parameters. */
    @FunctionalInterface
    public interface Factory {
        ConfiguredPolicy create(PolicyParameters parameters, ClusterShape shape);
    }

    /** A check across parameters (e.g. lower <= upper): the problem, or null if there is none. */
    @FunctionalInterface
    public interface Check {
        Check NONE = p -> null;

        String problem(PolicyParameters parameters);
    }
}
