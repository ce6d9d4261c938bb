package loadshare.policies;

import java.util.List;

/**
 * A named preset in the registry: what it is, how it is classified, its parameters with defaults, a check
 * across parameters, and how to build it.
 *
 * @param preemptive "no", "yes", or how to make it preemptive (e.g. "with preemptive = true")
 * @param memory     how its memory grows with the number of nodes (a view of every node grows as N²)
 */
public record PolicyDescriptor(String name, String description, PolicyClass policyClass, String preemptive,
                               List<ParameterSpec> parameters, Check check, Factory factory, MemoryGrowth memory) {

    public PolicyDescriptor {
        parameters = List.copyOf(parameters);
    }

    /** A policy whose memory grows as N: no view of every other node. */
    public PolicyDescriptor(String name, String description, PolicyClass policyClass, String preemptive,
                            List<ParameterSpec> parameters, Check check, Factory factory) {
        this(name, description, policyClass, preemptive, parameters, check, factory, MemoryGrowth.LINEAR);
    }

    /** This policy, declaring how its memory grows. */
    public PolicyDescriptor withMemory(MemoryGrowth growth) {
        return new PolicyDescriptor(name, description, policyClass, preemptive, parameters, check, factory, growth);
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
