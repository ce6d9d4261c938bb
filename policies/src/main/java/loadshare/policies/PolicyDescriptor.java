package loadshare.policies;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import loadshare.policies.compose.Composition;

/**
 * A named policy in the registry: what it is, how it is classified, its parameters with defaults, a check across
 * parameters, and how to build it. The presets, a plug-in's policies and a {@code composed} entry are all
 * described by one. A policy made of the four components also says which {@link Composition} its parameters
 * stand for ({@code loadshare policies --show NAME} prints it), and is built from it.
 *
 * @param preemptive  "no", "yes", or how to make it preemptive (e.g. "with preemptive = true")
 * @param memory      how its memory grows with the number of nodes (a view of every node grows as N²)
 * @param composition the composition its parameters stand for, or null for a policy class of its own
 */
public record PolicyDescriptor(String name, String description, PolicyClass policyClass, String preemptive,
                               List<ParameterSpec> parameters, Check check, Factory factory, MemoryGrowth memory,
                               Function<PolicyParameters, Composition> composition) {

    public PolicyDescriptor {
        parameters = List.copyOf(parameters);
    }

    /** A policy of its own class whose memory grows as declared. */
    public PolicyDescriptor(String name, String description, PolicyClass policyClass, String preemptive,
                            List<ParameterSpec> parameters, Check check, Factory factory, MemoryGrowth memory) {
        this(name, description, policyClass, preemptive, parameters, check, factory, memory, null);
    }

    /** A policy of its own class whose memory grows as N: no view of every other node. */
    public PolicyDescriptor(String name, String description, PolicyClass policyClass, String preemptive,
                            List<ParameterSpec> parameters, Check check, Factory factory) {
        this(name, description, policyClass, preemptive, parameters, check, factory, MemoryGrowth.LINEAR);
    }

    /** A policy that is a composition of components: built from {@code composition}'s value for its parameters. */
    public static PolicyDescriptor composed(String name, String description, PolicyClass policyClass,
                                            String preemptive, List<ParameterSpec> parameters, Check check,
                                            Function<PolicyParameters, Composition> composition) {
        return new PolicyDescriptor(name, description, policyClass, preemptive, parameters, check,
                (p, shape) -> composition.apply(p).configure(shape), MemoryGrowth.LINEAR, composition);
    }

    /** This policy, declaring how its memory grows. */
    public PolicyDescriptor withMemory(MemoryGrowth growth) {
        return new PolicyDescriptor(name, description, policyClass, preemptive, parameters, check, factory, growth,
                composition);
    }

    /** The composition these parameters stand for, if this policy is made of components. */
    public Optional<Composition> composition(PolicyParameters parameters) {
        return composition == null ? Optional.empty() : Optional.of(composition.apply(parameters));
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
