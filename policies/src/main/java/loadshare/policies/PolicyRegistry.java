package loadshare.policies;

import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigValue;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadshare.config.ConfigErrors;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.policies.preset.Presets;

/**
 * Maps preset names to descriptors, and checks a configured policy entry against its descriptor: an
 * unknown name is rejected with the list of known ones, an unknown parameter with a suggestion, a value
 * of the wrong type with what was expected — each naming the file and line.
 */
public final class PolicyRegistry {

    private final Map<String, PolicyDescriptor> byName = new LinkedHashMap<>();

    public PolicyRegistry(Collection<PolicyDescriptor> descriptors) {
        for (PolicyDescriptor d : descriptors) {
            if (byName.put(d.name(), d) != null) {
                throw new IllegalArgumentException("two policies named " + d.name());
            }
        }
    }

    /** Every preset this version of loadshare offers. */
    public static PolicyRegistry standard() {
        return new PolicyRegistry(Presets.all());
    }

    public List<PolicyDescriptor> descriptors() {
        return List.copyOf(byName.values());
    }

    public Optional<PolicyDescriptor> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** Checks one policy entry of an experiment and fills in the defaults of the parameters it leaves out. */
    public ResolvedPolicy resolve(PolicySpec spec) {
        PolicyDescriptor descriptor = byName.get(spec.name());
        if (descriptor == null) {
            throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: unknown policy '"
                    + spec.name() + "'" + ConfigErrors.didYouMean(spec.name(), byName.keySet())
                    + "; known policies: " + String.join(", ", byName.keySet()));
        }
        Map<String, ParameterSpec> declared = new LinkedHashMap<>();
        descriptor.parameters().forEach(p -> declared.put(p.name(), p));
        for (String key : spec.parameters().root().keySet()) {
            if (!declared.containsKey(key)) {
                ConfigValue value = spec.parameters().root().get(key);
                String known = declared.isEmpty() ? "it takes no parameters"
                        : "its parameters are " + String.join(", ", declared.keySet());
                throw new SettingsException(ConfigErrors.where(value.origin()) + ": loadshare.experiment.policies: "
                        + "policy '" + spec.name() + "' has no parameter '" + key + "'"
                        + ConfigErrors.didYouMean(key, declared.keySet()) + " (" + known + ")");
            }
        }
        Map<String, Object> values = new LinkedHashMap<>();
        for (ParameterSpec p : descriptor.parameters()) {
            Object value = spec.parameters().hasPath(p.name()) ? read(spec, p) : p.defaultValue();
            String problem = p.problem(value);
            if (problem != null) {
                throw new SettingsException(where(spec, p.name()) + ": loadshare.experiment.policies: policy '"
                        + spec.name() + "': " + p.name() + " = " + value + ": " + problem);
            }
            values.put(p.name(), value);
        }
        PolicyParameters parameters = new PolicyParameters(values);
        String problem = descriptor.check().problem(parameters);
        if (problem != null) {
            throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: policy '"
                    + spec.name() + "': " + problem);
        }
        return new ResolvedPolicy(spec.label(), descriptor, parameters);
    }

    /** Where a parameter was set: its own line, or the policy entry's if it was left at its default. */
    private static String where(PolicySpec spec, String parameter) {
        return spec.parameters().hasPath(parameter)
                ? ConfigErrors.where(spec.parameters().getValue(parameter).origin()) : spec.origin();
    }

    private static Object read(PolicySpec spec, ParameterSpec p) {
        try {
            return switch (p.type()) {
                case INTEGER -> spec.parameters().getInt(p.name());
                case NUMBER -> spec.parameters().getDouble(p.name());
                case BOOLEAN -> spec.parameters().getBoolean(p.name());
                case STRING -> spec.parameters().getString(p.name());
            };
        } catch (ConfigException.WrongType e) {
            ConfigValue value = spec.parameters().getValue(p.name());
            throw new SettingsException(ConfigErrors.where(value.origin()) + ": loadshare.experiment.policies: "
                    + "policy '" + spec.name() + "': " + p.name() + " = " + value.render()
                    + ": expected " + p.type().expected());
        }
    }
}
