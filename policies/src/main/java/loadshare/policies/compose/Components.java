package loadshare.policies.compose;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The components a composition may name, by family and name: the built-ins and those of plug-ins. */
public final class Components {

    private final Map<Family, Map<String, ComponentDescriptor>> byFamily = new EnumMap<>(Family.class);

    /** @throws IllegalArgumentException if two components of one family share a name */
    public Components(Collection<ComponentDescriptor> components) {
        for (Family f : Family.values()) {
            byFamily.put(f, new LinkedHashMap<>());
        }
        for (ComponentDescriptor c : components) {
            if (byFamily.get(c.family()).put(c.name(), c) != null) {
                throw new IllegalArgumentException("two " + c.family() + " components named '" + c.name() + "'");
            }
        }
    }

    public Optional<ComponentDescriptor> find(Family family, String name) {
        return Optional.ofNullable(byFamily.get(family).get(name));
    }

    /** The names of one family's components, in the order they were given. */
    public List<String> names(Family family) {
        return List.copyOf(byFamily.get(family).keySet());
    }

    /** Every component, family by family. */
    public List<ComponentDescriptor> all() {
        List<ComponentDescriptor> all = new ArrayList<>();
        byFamily.values().forEach(m -> all.addAll(m.values()));
        return all;
    }

    /** {@code name} of {@code family} with its defaults overridden by {@code values} (a preset's own, already valid). */
    public Choice choose(Family family, String name, Map<String, ?> values) {
        ComponentDescriptor component = find(family, name)
                .orElseThrow(() -> new IllegalArgumentException("no " + family + " component '" + name + "'"));
        return new Choice(component, loadshare.policies.ParameterReader.defaults(component.parameters(), values));
    }

    /** {@code name} of {@code family} with its defaults. */
    public Choice choose(Family family, String name) {
        return choose(family, name, Map.of());
    }
}
