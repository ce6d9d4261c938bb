package loadshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;
import java.util.List;

/**
 * The command line's {@code --set key=value} arguments as one configuration layer. Keys are relative to
 * {@code loadshare.experiment}; values are HOCON ({@code nodes=3}, {@code workload.loads=[0.7]},
 * {@code policies=[{name=none}]}). Each value's origin is its argument, e.g. {@code --set nodes=3}, so errors
 * point at it.
 */
final class Overrides {

    private Overrides() {
    }

    /** All {@code overrides} layered so that a later one wins over an earlier one. */
    static Config parse(List<String> overrides) {
        Config layered = ConfigFactory.empty();
        for (int i = overrides.size() - 1; i >= 0; i--) {
            layered = layered.withFallback(parseOne(overrides.get(i)));
        }
        return layered;
    }

    /** One {@code key=value}, placed under {@code loadshare.experiment}. */
    static Config parseOne(String argument) {
        String origin = "--set " + argument;
        int equals = argument == null ? -1 : argument.indexOf('=');
        if (equals <= 0 || argument.substring(0, equals).isBlank()) {
            throw new SettingsException(origin + ": expected key=value with a key relative to loadshare.experiment,"
                    + " e.g. --set nodes=3 or --set workload.loads=[0.7]");
        }
        String key = argument.substring(0, equals).strip();
        String value = argument.substring(equals + 1);
        NestingDepth.checkArgument(value, origin);
        ConfigParseOptions options = ConfigParseOptions.defaults()
                .setSyntax(ConfigSyntax.CONF)
                .setOriginDescription(origin);
        try {
            return ConfigFactory.parseString(key + " = " + value, options).atPath(ExperimentLoader.SECTION);
        } catch (ConfigException e) {
            throw ConfigErrors.translate(e);
        }
    }
}
