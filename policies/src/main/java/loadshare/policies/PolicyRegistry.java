package loadshare.policies;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadshare.config.ConfigErrors;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.ComponentDescriptor;
import loadshare.policies.compose.Components;
import loadshare.policies.compose.Composition;
import loadshare.policies.compose.CompositionReader;
import loadshare.policies.preset.Presets;

/**
 * Maps policy names to descriptors and component names to components, and checks a configured policy entry: a
 * named policy against its descriptor, a {@code composed} one component by component. An unknown name is rejected
 * with the list of known ones, an unknown parameter with a suggestion, a value of the wrong type with what was
 * expected, components that do not work together with both their names — each naming the file and line.
 */
public final class PolicyRegistry {

    private final Map<String, PolicyDescriptor> byName = new LinkedHashMap<>();
    private final Components components;

    /** @throws IllegalArgumentException if two policies, or two components of one family, share a name */
    public PolicyRegistry(Collection<PolicyDescriptor> descriptors, Collection<ComponentDescriptor> components) {
        for (PolicyDescriptor d : descriptors) {
            if (d.name().equals(CompositionReader.NAME) || byName.put(d.name(), d) != null) {
                throw new IllegalArgumentException("two policies named '" + d.name() + "'");
            }
        }
        this.components = new Components(components);
    }

    /** These policies with the built-in components. */
    public PolicyRegistry(Collection<PolicyDescriptor> descriptors) {
        this(descriptors, BuiltInComponents.all());
    }

    /** Every preset and component this version of loadshare offers. */
    public static PolicyRegistry standard() {
        return new PolicyRegistry(Presets.all());
    }

    public List<PolicyDescriptor> descriptors() {
        return List.copyOf(byName.values());
    }

    public Components components() {
        return components;
    }

    public Optional<PolicyDescriptor> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** Checks one policy entry of an experiment and fills in the defaults of the parameters it leaves out. */
    public ResolvedPolicy resolve(PolicySpec spec) {
        if (spec.name().equals(CompositionReader.NAME)) {
            Composition composition = new CompositionReader(components).read(spec);
            return new ResolvedPolicy(spec.label(), descriptor(composition), composition.flatParameters());
        }
        PolicyDescriptor descriptor = byName.get(spec.name());
        if (descriptor == null) {
            throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: unknown policy '"
                    + spec.name() + "'" + ConfigErrors.didYouMean(spec.name(), names())
                    + "; known policies: " + String.join(", ", names()));
        }
        PolicyParameters parameters = ParameterReader.read(spec.parameters(), spec.origin(), descriptor.parameters(),
                descriptor.check(), "policy '" + spec.name() + "'");
        return new ResolvedPolicy(spec.label(), descriptor, parameters);
    }

    private List<String> names() {
        List<String> names = new java.util.ArrayList<>(byName.keySet());
        names.add(CompositionReader.NAME);
        return names;
    }

    /** A composed entry as a descriptor of its own: classified, with memory, built from its components. */
    private static PolicyDescriptor descriptor(Composition composition) {
        boolean preemptive = !composition.choice(loadshare.policies.compose.Family.MIGRATION).component()
                .provides().isEmpty();
        return new PolicyDescriptor(CompositionReader.NAME, "composed of components", composition.policyClass(),
                preemptive ? "yes" : "no", List.of(), PolicyDescriptor.Check.NONE,
                (p, shape) -> composition.configure(shape), composition.memory(), p -> composition);
    }
}
