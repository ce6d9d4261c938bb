package loadshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueFactory;
import com.typesafe.config.ConfigValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code loadshare.experiment.sweep} ({@code { key = ..., values = [...] }}, or a list of one or two of them)
 * and checks each key as strictly as a setting: it must name a setting of reference.conf, a parameter of one of
 * the experiment's policy entries ({@code policies[1].threshold}) or a key of one of its job classes
 * ({@code workload.job-classes[0].share-of-arrivals}). The values are checked later, when each point
 * is read like any experiment, with errors pointing at the value in the sweep.
 */
final class SweepReader {

    /** Most axes: one or two keys. */
    static final int MOST_AXES = 2;
    /** Most points (combinations of values) of one sweep. */
    static final int MOST_POINTS = 10_000;
    /** Settings that are not swept: they name the run, hold the sweep itself, or are crossed with it already. */
    static final List<String> NOT_SWEPT = List.of("sweep", "name", "output", "workload.loads", "policies");

    private static final String EXAMPLE = "e.g. sweep { key = \"network.latency\", values = [0, 0.05, 0.1] }, or a "
            + "list of two such";
    /**
     * A key of some entries of a list: {@code policies[1].threshold}, {@code policies[1,2].threshold} for the same
     * parameter of several entries, {@code workload.job-classes[0].share-of-arrivals}.
     */
    private static final Pattern ENTRY_KEY =
            Pattern.compile("(policies|workload\\.job-classes)\\[(\\d+(?:\\s*,\\s*\\d+)*)]\\.(.+)");
    private static final ConfigRenderOptions CONCISE = ConfigRenderOptions.concise();

    /** One axis as written: its key and its values with their origins. */
    record Axis(String key, List<ConfigValue> values) {

        /** The values as text: strings unquoted, numbers and the rest as HOCON renders them. */
        List<String> texts() {
            return values.stream().map(SweepReader::text).toList();
        }
    }

    private final ConfigObject section;
    private final ConfigObject reference;
    private final String prefix;

    /**
     * @param section   the resolved {@code loadshare.experiment} section
     * @param reference reference.conf's {@code loadshare.experiment}
     * @param prefix    the section's path, for messages
     */
    SweepReader(ConfigObject section, ConfigObject reference, String prefix) {
        this.section = section;
        this.reference = reference;
        this.prefix = prefix;
    }

    /** The axes; empty when the experiment sweeps nothing. */
    List<Axis> axes() {
        ConfigValue sweep = section.get("sweep");
        String key = prefix + ".sweep";
        if (sweep == null || sweep.valueType() == ConfigValueType.NULL) {
            return List.of();
        }
        List<Axis> axes = new ArrayList<>();
        if (sweep instanceof ConfigObject single) {
            axes.add(axis(single, key));
        } else if (sweep instanceof ConfigList list) {
            if (list.size() > MOST_AXES) {
                throw ConfigErrors.problem(list, key, "sweep at most " + MOST_AXES + " keys at once, " + EXAMPLE);
            }
            for (int i = 0; i < list.size(); i++) {
                if (!(list.get(i) instanceof ConfigObject entry)) {
                    throw ConfigErrors.problem(list.get(i), key + "[" + i + "]", "expected { key = ..., values = [...] }, "
                            + EXAMPLE);
                }
                axes.add(axis(entry, key + "[" + i + "]"));
            }
        } else {
            throw ConfigErrors.problem(sweep, key, "expected { key = ..., values = [...] }, " + EXAMPLE);
        }
        Set<String> keys = new HashSet<>();
        long points = 1;
        for (Axis axis : axes) {
            if (!keys.add(axis.key())) {
                throw ConfigErrors.problem(sweep, key, "'" + axis.key() + "' is swept twice; sweep two different keys");
            }
            points *= axis.values().size();
        }
        if (points > MOST_POINTS) {
            throw ConfigErrors.problem(sweep.origin(), key, "a sweep of " + points + " points is too large (at most "
                    + MOST_POINTS + ")");
        }
        return List.copyOf(axes);
    }

    /** Every combination of the axes' values, the first axis varying slowest: an index into each axis's values. */
    static List<int[]> combinations(List<Axis> axes) {
        List<int[]> combinations = new ArrayList<>();
        combinations.add(new int[0]);
        for (Axis axis : axes) {
            List<int[]> longer = new ArrayList<>();
            for (int[] prefix : combinations) {
                for (int v = 0; v < axis.values().size(); v++) {
                    int[] next = java.util.Arrays.copyOf(prefix, prefix.length + 1);
                    next[prefix.length] = v;
                    longer.add(next);
                }
            }
            combinations = longer;
        }
        return combinations;
    }

    /** The configuration layer that sets each axis to its value in {@code choice}, above the user's own layers. */
    Config layer(List<Axis> axes, int[] choice) {
        Config layer = ConfigFactory.empty();
        Map<String, ConfigList> lists = new java.util.LinkedHashMap<>();
        for (int a = 0; a < axes.size(); a++) {
            Axis axis = axes.get(a);
            ConfigValue value = axis.values().get(choice[a]);
            Matcher entry = ENTRY_KEY.matcher(axis.key());
            if (entry.matches()) {
                String list = entry.group(1);
                for (int index : indices(entry.group(2))) {
                    lists.put(list, withParameter(lists.containsKey(list) ? lists.get(list) : list(list), index,
                            entry.group(3), value));
                }
            } else {
                layer = layer.withValue(prefix + "." + axis.key(), value);
            }
        }
        for (Map.Entry<String, ConfigList> list : lists.entrySet()) {
            layer = layer.withValue(prefix + "." + list.getKey(), list.getValue());
        }
        return layer;
    }

    /** The list at {@code path} in the section, or null when there is none. */
    private ConfigList list(String path) {
        ConfigValue value = section.toConfig().hasPath(path) ? section.toConfig().getValue(path) : null;
        return value instanceof ConfigList list ? list : null;
    }

    private static ConfigList withParameter(ConfigList entries, int index, String parameter, ConfigValue value) {
        List<ConfigValue> changed = new ArrayList<>(entries);
        ConfigObject entry = (ConfigObject) changed.get(index);
        // Errors about the entry at this point come from the swept value: they point at it.
        changed.set(index, entry.toConfig().withValue(parameter, value).root().withOrigin(value.origin()));
        return ConfigValueFactory.fromIterable(changed).withOrigin(entries.origin());
    }

    private Axis axis(ConfigObject entry, String path) {
        for (Map.Entry<String, ConfigValue> field : entry.entrySet()) {
            if (!field.getKey().equals("key") && !field.getKey().equals("values")) {
                throw ConfigErrors.problem(field.getValue().origin(), path + "." + field.getKey(),
                        "unknown key" + ConfigErrors.suggest(field.getKey(), List.of("key", "values")));
            }
        }
        ConfigValue keyValue = entry.get("key");
        if (keyValue == null || keyValue.valueType() != ConfigValueType.STRING
                || ((String) keyValue.unwrapped()).isBlank()) {
            throw ConfigErrors.problem(keyValue == null ? entry : keyValue, path + ".key",
                    "name the setting to sweep, relative to " + prefix + ", e.g. \"network.latency\" or "
                            + "\"policies[1].threshold\"");
        }
        String key = ((String) keyValue.unwrapped()).strip();
        checkKey(key, keyValue, path + ".key");
        ConfigValue values = entry.get("values");
        if (!(values instanceof ConfigList list) || list.isEmpty()) {
            throw ConfigErrors.problem(values == null ? entry : values, path + ".values",
                    "give the values to sweep, a non-empty list, e.g. [1, 2, 3]");
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            if (!seen.add(list.get(i).render(CONCISE))) {
                throw ConfigErrors.problem(list.get(i), path + ".values[" + i + "]", "appears twice; give each value once");
            }
        }
        return new Axis(key, List.copyOf(list));
    }

    /** A key must name a setting of reference.conf, a parameter of an existing policy entry or job class. */
    private void checkKey(String key, ConfigValue keyValue, String path) {
        Matcher entry = ENTRY_KEY.matcher(key);
        if (entry.matches()) {
            boolean policies = entry.group(1).equals("policies");
            String what = policies ? "policies" : "job classes";
            ConfigList list = list(entry.group(1));
            int count = list == null ? 0 : list.size();
            for (String index : entry.group(2).split(",")) {
                if (index.strip().length() > 9 || Integer.parseInt(index.strip()) >= count) {
                    throw ConfigErrors.problem(keyValue, path, "the experiment has " + count + " " + what
                            + (count == 0 ? "" : ", " + entry.group(1) + "[0] to " + entry.group(1) + "[" + (count - 1)
                            + "]"));
                }
            }
            String parameter = entry.group(3);
            if (policies && (parameter.equals("name") || parameter.equals("label"))) {
                throw ConfigErrors.problem(keyValue, path, "a policy's name and label are not swept; sweep one of its "
                        + "parameters (see loadshare policies), or list the policies");
            }
            if (!policies && parameter.equals("name")) {
                throw ConfigErrors.problem(keyValue, path, "a job class's name is not swept; sweep one of its other "
                        + "keys, e.g. share-of-arrivals");
            }
            return;
        }
        if (key.startsWith("policies")) {
            throw ConfigErrors.problem(keyValue, path, "a policy parameter is swept as policies[INDEX].PARAMETER, e.g. "
                    + "\"policies[1].threshold\", or policies[1,2].threshold for the same parameter of two entries");
        }
        if (key.startsWith("workload.job-classes")) {
            throw ConfigErrors.problem(keyValue, path, "a job class's key is swept as workload.job-classes[INDEX].KEY, "
                    + "e.g. \"workload.job-classes[0].share-of-arrivals\"");
        }
        for (String excluded : NOT_SWEPT) {
            if (key.equals(excluded) || key.startsWith(excluded + ".")) {
                throw ConfigErrors.problem(keyValue, path, "'" + excluded + "' is not swept"
                        + (excluded.equals("workload.loads") ? " (every point runs at every load already)" : ""));
            }
        }
        ConfigObject level = reference;
        String[] segments = key.split("\\.", -1);
        for (int i = 0; i < segments.length; i++) {
            String walked = String.join(".", java.util.Arrays.copyOf(segments, i + 1));
            ConfigValue next = level.get(segments[i]);
            if (next == null) {
                throw ConfigErrors.problem(keyValue, path, "unknown setting '" + walked + "'"
                        + ConfigErrors.suggest(segments[i], level.keySet().stream().sorted().toList()));
            }
            if (KnownKeys.FREE_FORM.contains(prefix + "." + walked)) {
                return;
            }
            if (i < segments.length - 1) {
                if (!(next instanceof ConfigObject nested)) {
                    throw ConfigErrors.problem(keyValue, path, "'" + walked + "' is a setting, not a section");
                }
                level = nested;
            }
        }
    }

    /** The entries {@code 1, 2} of {@code policies[1, 2].threshold}. */
    static List<Integer> indices(String list) {
        return java.util.Arrays.stream(list.split(",")).map(String::strip).map(Integer::parseInt).distinct().toList();
    }

    /** A value as a column or label shows it: strings unquoted, anything else as HOCON renders it. */
    static String text(ConfigValue value) {
        return value.valueType() == ConfigValueType.STRING ? (String) value.unwrapped() : value.render(CONCISE);
    }
}
