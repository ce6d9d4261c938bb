package loadshare.config;

import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Rejects keys that reference.conf does not know, so a typo is an error instead of a silently ignored setting.
 *
 * <p>Checked: the top level of the user's files ({@link #TOP_LEVEL}), the sections under {@code loadshare}
 * ({@link #LOADSHARE_SECTIONS}), and every key under {@code loadshare.experiment}, to any depth, against
 * reference.conf's {@code loadshare.experiment}. Not checked: the entries of lists (the policy registry checks
 * each policy's parameters), sections other than {@code experiment} (their owners check them), and
 * {@code akka} (Akka's own reference.conf is merged into the same jar).
 */
final class KnownKeys {

    /** The keys a file may have at its top level. */
    static final List<String> TOP_LEVEL = List.of("loadshare", "akka");
    /** The sections under {@code loadshare}; add one here (and to reference.conf) to introduce it. */
    static final List<String> LOADSHARE_SECTIONS = List.of("experiment");
    /** Sections whose keys the user names (their reader checks them). */
    static final List<String> FREE_FORM = List.of("loadshare.experiment.hosts.attributes");

    private KnownKeys() {
    }

    /** The top two levels of one of the user's layers, unresolved: {@code loadshare.x} and anything else. */
    static void checkRoots(ConfigObject layer, ConfigObject referenceExperiment) {
        for (Map.Entry<String, ConfigValue> entry : sorted(layer).entrySet()) {
            String key = entry.getKey();
            if (!TOP_LEVEL.contains(key)) {
                throw ConfigErrors.problem(entry.getValue().origin(), key,
                        "unknown key" + topLevelHint(key, referenceExperiment));
            }
        }
        if (layer.get("loadshare") instanceof ConfigObject loadshare) {
            try {
                checkLoadshare(loadshare);
            } catch (ConfigException.NotResolved e) {
                // Built from substitutions: only known after resolving, when checkSection looks at it.
            }
        }
    }

    private static void checkLoadshare(ConfigObject loadshare) {
        for (Map.Entry<String, ConfigValue> entry : sorted(loadshare).entrySet()) {
            if (!LOADSHARE_SECTIONS.contains(entry.getKey())) {
                throw ConfigErrors.problem(entry.getValue().origin(), "loadshare." + entry.getKey(),
                        "unknown key" + ConfigErrors.suggest(entry.getKey(), LOADSHARE_SECTIONS));
            }
        }
    }

    /**
     * Every key of the resolved {@code experiment} section (user's layers over reference.conf) that the reference
     * does not have. Keys from reference.conf are known by definition, so whatever this finds was written by the user.
     */
    static void checkSection(ConfigObject section, ConfigObject reference, String path) {
        for (Map.Entry<String, ConfigValue> entry : sorted(section).entrySet()) {
            String key = entry.getKey();
            String fullKey = path + "." + key;
            ConfigValue known = reference.get(key);
            if (known == null) {
                throw ConfigErrors.problem(entry.getValue().origin(), fullKey,
                        "unknown key" + ConfigErrors.suggest(key, reference.keySet().stream().sorted().toList()));
            }
            if (known instanceof ConfigObject knownSection) {
                if (!(entry.getValue() instanceof ConfigObject given)) {
                    throw ConfigErrors.problem(entry.getValue(), fullKey,
                            "expected a section { " + String.join(", ", sorted(knownSection).keySet()) + " }");
                }
                if (!FREE_FORM.contains(fullKey)) {
                    checkSection(given, knownSection, fullKey);
                }
            }
        }
    }

    /** {@code experiment { }} or {@code nodes = 3} at the top level most likely lack the loadshare.experiment prefix. */
    private static String topLevelHint(String key, ConfigObject referenceExperiment) {
        if (key.equals("experiment")) {
            return " (did you mean 'loadshare.experiment'?)";
        }
        if (referenceExperiment.containsKey(key)) {
            return " (did you mean 'loadshare.experiment." + key + "'?)";
        }
        return ConfigErrors.suggest(key, TOP_LEVEL);
    }

    private static Map<String, ConfigValue> sorted(ConfigObject object) {
        return new TreeMap<>(object);
    }
}
