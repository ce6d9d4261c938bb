package loadshare.policies.compose;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import loadshare.policies.ClusterShape;
import loadshare.policies.Coordinator;
import loadshare.policies.MemoryGrowth;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;

/**
 * One component a {@code composed} policy can be made of: its family and name, its typed parameters with
 * defaults, what it provides to and requires of the components of other families, and how one node's instance is
 * built. Built-in components and those of plug-ins are described alike; {@code loadshare policies} lists them.
 *
 * @param policyClass static, dynamic or adaptive: a composition is classed as its most demanding component
 * @param provides    traits the other components may require, e.g. {@code senders} and {@code receivers} for a
 *                    transfer policy that makes both
 * @param requires    what it needs of the component chosen in another family
 * @param coordinator the central participant it needs (e.g. a load directory), or null; at most one per composition
 * @param memory      how its memory grows with the nodes
 */
public record ComponentDescriptor(Family family, String name, String description, PolicyClass policyClass,
                                  List<ParameterSpec> parameters, PolicyDescriptor.Check check, Set<String> provides,
                                  List<Requirement> requires, Factory factory,
                                  Function<ClusterShape, Coordinator> coordinator, MemoryGrowth memory) {

    public ComponentDescriptor {
        parameters = List.copyOf(parameters);
        provides = Set.copyOf(provides);
        requires = List.copyOf(requires);
    }

    /** A component with these parameters that provides and requires nothing, needs no coordinator and grows as N. */
    public static ComponentDescriptor of(Family family, String name, String description, PolicyClass policyClass,
                                         List<ParameterSpec> parameters, Factory factory) {
        return new ComponentDescriptor(family, name, description, policyClass, parameters, PolicyDescriptor.Check.NONE,
                Set.of(), List.of(), factory, null, MemoryGrowth.LINEAR);
    }

    /** This component, providing {@code traits} to the others. */
    public ComponentDescriptor providing(String... traits) {
        return new ComponentDescriptor(family, name, description, policyClass, parameters, check, Set.of(traits),
                requires, factory, coordinator, memory);
    }

    /** This component, requiring of {@code other}'s chosen component the trait {@code trait} ({@code says} in words). */
    public ComponentDescriptor requiring(Family other, String trait, String says) {
        List<Requirement> more = new java.util.ArrayList<>(requires);
        more.add(new Requirement(other, trait, says));
        return new ComponentDescriptor(family, name, description, policyClass, parameters, check, provides, more,
                factory, coordinator, memory);
    }

    /** This component, with a check across its parameters. */
    public ComponentDescriptor checking(PolicyDescriptor.Check check) {
        return new ComponentDescriptor(family, name, description, policyClass, parameters, check, provides, requires,
                factory, coordinator, memory);
    }

    /** This component, needing a coordinator made by {@code coordinator} for each run. */
    public ComponentDescriptor withCoordinator(Function<ClusterShape, Coordinator> coordinator) {
        return new ComponentDescriptor(family, name, description, policyClass, parameters, check, provides, requires,
                factory, coordinator, memory);
    }

    /** This component, declaring how its memory grows. */
    public ComponentDescriptor withMemory(MemoryGrowth memory) {
        return new ComponentDescriptor(family, name, description, policyClass, parameters, check, provides, requires,
                factory, coordinator, memory);
    }

    /** Builds one node's instance of the component (of type {@link Family#type()}) from validated parameters. */
    @FunctionalInterface
    public interface Factory {
        Object create(PolicyParameters parameters, ComponentContext context);
    }
}
