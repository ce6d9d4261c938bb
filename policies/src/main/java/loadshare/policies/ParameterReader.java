package loadshare.policies;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.config.ConfigErrors;
import loadshare.config.SettingsException;

/**
 * Checks the parameters given to a policy or a component against what it declares: an unknown parameter is
 * rejected with a suggestion, a value of the wrong type with what was expected, a value out of range with the
 * valid ones — each naming the file and line — and the parameters left out get their defaults.
 */
public final class ParameterReader {

    private static final String KEY = ": loadshare.experiment.policies: ";

    private ParameterReader() {
    }

    /**
     * The validated parameters.
     *
     * @param given  the parameters as written (with origins)
     * @param origin {@code file:line} of the entry, for what is not on a line of its own
     * @param who    how messages name the owner, e.g. {@code policy 'sender-threshold'}
     */
    public static PolicyParameters read(Config given, String origin, List<ParameterSpec> declared,
                                        PolicyDescriptor.Check check, String who) {
        Map<String, ParameterSpec> byName = new LinkedHashMap<>();
        declared.forEach(p -> byName.put(p.name(), p));
        for (String key : given.root().keySet()) {
            if (!byName.containsKey(key)) {
                ConfigValue value = given.root().get(key);
                String known = byName.isEmpty() ? "it takes no parameters"
                        : "its parameters are " + String.join(", ", byName.keySet());
                throw new SettingsException(ConfigErrors.where(value.origin()) + KEY + who + " has no parameter '"
                        + key + "'" + ConfigErrors.didYouMean(key, byName.keySet()) + " (" + known + ")");
            }
        }
        Map<String, Object> values = new LinkedHashMap<>();
        for (ParameterSpec p : declared) {
            Object value = given.hasPath(p.name()) ? read(given, p, who) : p.defaultValue();
            String problem = p.problem(value);
            if (problem != null) {
                String where = given.hasPath(p.name()) ? ConfigErrors.where(given.getValue(p.name()).origin()) : origin;
                throw new SettingsException(where + KEY + who + ": " + p.name() + " = " + value + ": " + problem);
            }
            values.put(p.name(), value);
        }
        PolicyParameters parameters = new PolicyParameters(values);
        String problem = check.problem(parameters);
        if (problem != null) {
            throw new SettingsException(origin + KEY + who + ": " + problem);
        }
        return parameters;
    }

    /** The defaults of {@code declared}, overridden by {@code values} (already valid: a preset's own). */
    public static PolicyParameters defaults(List<ParameterSpec> declared, Map<String, ?> values) {
        Map<String, Object> all = new LinkedHashMap<>();
        declared.forEach(p -> all.put(p.name(), p.defaultValue()));
        values.forEach((name, value) -> {
            if (!all.containsKey(name)) {
                throw new IllegalArgumentException("no parameter '" + name + "' declared; known: " + all.keySet());
            }
            all.put(name, value);
        });
        return new PolicyParameters(all);
    }

    private static Object read(Config given, ParameterSpec p, String who) {
        try {
            return switch (p.type()) {
                case INTEGER -> given.getInt(p.name());
                case NUMBER -> given.getDouble(p.name());
                case BOOLEAN -> given.getBoolean(p.name());
                case STRING -> given.getString(p.name());
            };
        } catch (ConfigException.WrongType e) {
            ConfigValue value = given.getValue(p.name());
            throw new SettingsException(ConfigErrors.where(value.origin()) + KEY + who + ": " + p.name() + " = "
                    + value.render() + ": expected " + p.type().expected());
        }
    }
}
