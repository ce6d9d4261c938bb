package loadshare.policies;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
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
import loadshare.policies.spi.Plugins;

/**
 * Maps policy names to descriptors and component names to components, and checks a configured policy entry: a
 * named policy against its descriptor, a {@code composed} one component by component. An unknown name is rejected
 * with the list of known ones, an unknown parameter with a suggestion, a value of the wrong type with what was
 * expected, components that do not work together with both their names — each naming the file and line.
 */
public final class PolicyRegistry {

    private static final int TRIAL_NODES = 4;

    private final Map<String, PolicyDescriptor> byName = new LinkedHashMap<>();
    private final Components components;
    private final Plugins plugins;

    /** @throws IllegalArgumentException if two policies, or two components of one family, share a name */
    public PolicyRegistry(Collection<PolicyDescriptor> descriptors, Collection<ComponentDescriptor> components) {
        this(descriptors, components, Plugins.NONE);
    }

    private PolicyRegistry(Collection<PolicyDescriptor> descriptors, Collection<ComponentDescriptor> components,
                           Plugins plugins) {
        this.plugins = plugins;
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

    /**
     * The presets and built-in components with those of {@code plugins}; a name that clashes with a built-in or
     * another plug-in's is one {@link SettingsException} naming both.
     */
    public static PolicyRegistry standard(Plugins plugins) {
        List<PolicyDescriptor> descriptors = new ArrayList<>(Presets.all());
        Set<String> names = new HashSet<>(descriptors.stream().map(PolicyDescriptor::name).toList());
        names.add(CompositionReader.NAME);
        for (PolicyDescriptor d : plugins.policies()) {
            if (!names.add(d.name())) {
                throw new SettingsException(plugins.origin(d.name()) + ": policy '" + d.name()
                        + "' clashes with a policy of that name already known (built in, or from another plug-in)");
            }
            descriptors.add(d);
        }
        List<ComponentDescriptor> components = new ArrayList<>(BuiltInComponents.all());
        Set<String> componentNames = new HashSet<>(components.stream().map(c -> c.family() + ":" + c.name()).toList());
        for (ComponentDescriptor c : plugins.components()) {
            if (!componentNames.add(c.family() + ":" + c.name())) {
                throw new SettingsException(plugins.origin(c.family() + ":" + c.name()) + ": " + c.family()
                        + " component '" + c.name() + "' clashes with a component of that name already known");
            }
            components.add(c);
        }
        return new PolicyRegistry(descriptors, components, plugins);
    }

    /** Which plug-in gave the policy of this name, or empty for a built-in. */
    public Optional<String> pluginOf(String name) {
        return Optional.ofNullable(plugins.origin(name));
    }

    /** Which plug-in gave this component, or empty for a built-in. */
    public Optional<String> pluginOf(ComponentDescriptor component) {
        return Optional.ofNullable(plugins.origin(component.family() + ":" + component.name()));
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
            ResolvedPolicy resolved = new ResolvedPolicy(spec.label(), descriptor(composition),
                    composition.flatParameters());
            composition.choices().values().stream().map(c -> pluginOf(c.component())).flatMap(Optional::stream)
                    .findFirst().ifPresent(plugin -> tryBuilding(resolved, spec, "with a component of " + plugin));
            return resolved;
        }
        PolicyDescriptor descriptor = byName.get(spec.name());
        if (descriptor == null) {
            throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: unknown policy '"
                    + spec.name() + "'" + ConfigErrors.didYouMean(spec.name(), names())
                    + "; known policies: " + String.join(", ", names())
                    + " (a plug-in's policy needs its jar on --classpath)");
        }
        PolicyParameters parameters = ParameterReader.read(spec.parameters(), spec.origin(), descriptor.parameters(),
                descriptor.check(), "policy '" + spec.name() + "'");
        ResolvedPolicy resolved = new ResolvedPolicy(spec.label(), descriptor, parameters);
        pluginOf(descriptor.name()).ifPresent(plugin -> tryBuilding(resolved, spec, plugin));
        return resolved;
    }

    /** Builds a plug-in's policy for a small cluster once, so that one that throws is bad input, not a crash mid-run. */
    private static void tryBuilding(ResolvedPolicy policy, PolicySpec spec, String plugin) {
        try {
            ConfiguredPolicy configured = policy.configure(new ClusterShape(TRIAL_NODES, 1));
            for (int node = 0; node < TRIAL_NODES; node++) {
                configured.forNode(node);
            }
            configured.newCoordinator();
        } catch (RuntimeException | LinkageError e) {
            throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: policy '" + spec.name()
                    + "' (" + plugin + ") throws while being built: " + Plugins.cause(e));
        }
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
