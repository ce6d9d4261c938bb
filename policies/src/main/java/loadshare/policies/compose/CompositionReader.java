package loadshare.policies.compose;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import loadshare.config.ConfigErrors;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.policies.ParameterReader;

/**
 * Reads a {@code composed} policy entry: each family's key names a component, either bare
 * ({@code selection = new-job}) or as an object with its parameters ({@code transfer = { name = threshold,
 * threshold = 2 }}); transfer and location must be given, the others default to new-job, demand-driven,
 * queue-length and no migration. Then checks that the components work together.
 */
public final class CompositionReader {

    /** The name of a composed entry. */
    public static final String NAME = "composed";
    static final String TRANSFER_LIMIT = "transfer-limit";
    private static final String KEY = ": loadshare.experiment.policies: policy 'composed': ";
    private static final Map<Family, String> DEFAULTS = Map.of(Family.SELECTION, "new-job",
            Family.INFORMATION, "demand-driven", Family.LOAD_METRIC, "queue-length", Family.MIGRATION, "none");

    private final Components components;

    public CompositionReader(Components components) {
        this.components = components;
    }

    public Composition read(PolicySpec spec) {
        Config given = spec.parameters();
        List<String> keys = new ArrayList<>();
        for (Family f : Family.values()) {
            keys.add(f.key());
        }
        keys.add(TRANSFER_LIMIT);
        for (Map.Entry<String, ConfigValue> e : given.root().entrySet()) {
            if (!keys.contains(e.getKey())) {
                throw new SettingsException(ConfigErrors.where(e.getValue().origin()) + KEY + "no key '" + e.getKey()
                        + "'" + ConfigErrors.didYouMean(e.getKey(), keys) + " (its keys are " + String.join(", ", keys) + ")");
            }
        }
        Map<Family, Choice> choices = new EnumMap<>(Family.class);
        for (Family f : Family.values()) {
            ConfigValue value = given.root().get(f.key());
            if (value == null && !DEFAULTS.containsKey(f)) {
                throw new SettingsException(spec.origin() + KEY + "a composed policy needs a " + f.key() + ", one of "
                        + String.join(", ", components.names(f)) + ", e.g. " + f.key() + " = " + components.names(f).get(0));
            }
            choices.put(f, value == null ? components.choose(f, DEFAULTS.get(f)) : choice(f, value, spec.origin()));
        }
        int transferLimit = 1;
        if (given.hasPath(TRANSFER_LIMIT)) {
            ConfigValue value = given.getValue(TRANSFER_LIMIT);
            if (!(value.unwrapped() instanceof Integer limit) || limit < 1) {
                throw new SettingsException(ConfigErrors.where(value.origin()) + KEY + TRANSFER_LIMIT + " = "
                        + value.render() + ": expected an integer >= 1");
            }
            transferLimit = limit;
        }
        Composition composition = new Composition(choices, transferLimit);
        String problem = composition.problem();
        if (problem != null) {
            throw new SettingsException(spec.origin() + KEY + problem);
        }
        return composition;
    }

    private Choice choice(Family family, ConfigValue value, String entryOrigin) {
        String where = ConfigErrors.where(value.origin());
        String name;
        Config parameters;
        if (value.valueType() == ConfigValueType.STRING) {
            name = (String) value.unwrapped();
            parameters = ConfigFactory.empty();
        } else if (value.valueType() == ConfigValueType.OBJECT && ((ConfigObject) value).get("name") != null
                && ((ConfigObject) value).get("name").valueType() == ConfigValueType.STRING) {
            ConfigObject object = (ConfigObject) value;
            name = (String) object.get("name").unwrapped();
            parameters = object.withoutKey("name").toConfig();
        } else {
            throw new SettingsException(where + KEY + family.key() + " = " + ConfigErrors.render(value)
                    + ": expected a component's name or { name = ..., <parameter> = ... }");
        }
        ComponentDescriptor component = components.find(family, name).orElseThrow(() -> new SettingsException(where
                + KEY + "unknown " + family.key() + " '" + name + "'" + ConfigErrors.didYouMean(name, components.names(family))
                + "; known: " + String.join(", ", components.names(family))));
        return new Choice(component, ParameterReader.read(parameters, where, component.parameters(), component.check(),
                "policy 'composed': " + family.key() + " '" + name + "'"));
    }
}
