package loadshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.util.HashMap;
import java.util.Map;

/**
 * Typed reading of one resolved section, where a value of the wrong type is an error naming its place, full key
 * and value ({@code exp.conf:3: loadshare.experiment.nodes = "many": expected an integer}) rather than Typesafe's
 * exception. Numbers may be written as strings (as substitutions of environment variables are); integers are
 * never silently truncated ({@code 2.5} is not an integer); integers are accepted where decimals are expected.
 */
final class Fields {

    /**
     * The longest mean demand or run time, model seconds (about 32 years of a speed-1 CPU): beyond it times, and
     * the rates and products derived from them, stop being numbers a run can schedule (1e308 gave an event at
     * infinity).
     */
    static final double MAX_TIME = 1e9;
    /** How {@link #MAX_TIME} reads in messages. */
    static final String MAX_TIME_TEXT = "1e9";

    private final Config section;
    private final String prefix;

    /** @param prefix the section's own path, e.g. {@code loadshare.experiment}, to name keys in full */
    Fields(Config section, String prefix) {
        this.section = section;
        this.prefix = prefix;
    }

    /** The full name of a key of this section, e.g. {@code loadshare.experiment.nodes}. */
    String key(String path) {
        return prefix + "." + path;
    }

    /** The value at {@code path}; reference.conf guarantees one exists unless the user set it to null. */
    ConfigValue value(String path) {
        try {
            return section.getValue(path);
        } catch (ConfigException.Missing e) {
            throw ConfigErrors.problem(e.origin(), key(path), "must be set (null is not a value)");
        } catch (ConfigException e) {
            throw ConfigErrors.translate(e);
        }
    }

    long integer(String path) {
        return integer(value(path), key(path));
    }

    double number(String path) {
        return number(value(path), key(path));
    }

    String string(String path) {
        return string(value(path), key(path));
    }

    ConfigList list(String path) {
        ConfigValue value = value(path);
        if (value.valueType() != ConfigValueType.LIST) {
            throw ConfigErrors.problem(value, key(path), "expected a list [ ... ]");
        }
        return (ConfigList) value;
    }

    /** A boolean: true or false (or the strings "true" / "false"). */
    boolean bool(String path) {
        ConfigValue value = value(path);
        Object raw = value.unwrapped();
        if (raw instanceof Boolean b) {
            return b;
        }
        if (raw instanceof String text && (text.strip().equals("true") || text.strip().equals("false"))) {
            return Boolean.parseBoolean(text.strip());
        }
        throw ConfigErrors.problem(value, key(path), "expected true or false");
    }

    /** A size in bytes: a number, or a string with a unit as HOCON has them ({@code 64MiB}, {@code 125MB}). */
    long bytes(String path) {
        return bytes(value(path), key(path));
    }

    /** Where each setting of the section was written ({@code file:line} and the like), by its path in the section. */
    Map<String, String> origins() {
        Map<String, String> origins = new HashMap<>();
        for (Map.Entry<String, ConfigValue> entry : section.entrySet()) {
            origins.put(entry.getKey(), ConfigErrors.where(entry.getValue().origin()));
        }
        return origins;
    }

    /** Fails with {@code where: key = value: reason} unless {@code valid}. */
    void require(boolean valid, String path, String reason) {
        if (!valid) {
            throw ConfigErrors.problem(value(path), key(path), reason);
        }
    }

    /** A whole number: an integral number, or a string holding one. */
    static long integer(ConfigValue value, String fullKey) {
        Object raw = value.unwrapped();
        if (raw instanceof Integer || raw instanceof Long) {
            return ((Number) raw).longValue();
        }
        if (raw instanceof Double d && d == Math.rint(d) && Math.abs(d) < 0x1p63) {
            return d.longValue();
        }
        if (value.valueType() == ConfigValueType.STRING) {
            try {
                return Long.parseLong(((String) raw).strip());
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw ConfigErrors.problem(value, fullKey, "expected an integer");
    }

    /** A finite number: a number, or a string holding one. */
    static double number(ConfigValue value, String fullKey) {
        Object raw = value.unwrapped();
        if (raw instanceof Number n) {
            return n.doubleValue();
        }
        if (value.valueType() == ConfigValueType.STRING) {
            try {
                double parsed = Double.parseDouble(((String) raw).strip());
                if (Double.isFinite(parsed)) {
                    return parsed;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw ConfigErrors.problem(value, fullKey, "expected a number");
    }

    /** A size in bytes: a whole number, or a string holding one with an optional unit (B, KiB, MiB, GiB, kB, MB, GB...). */
    static long bytes(ConfigValue value, String fullKey) {
        Object raw = value.unwrapped();
        if (raw instanceof Number || value.valueType() == ConfigValueType.STRING) {
            try {
                return ConfigFactory.empty().withValue("size", value).getBytes("size");
            } catch (ConfigException e) {
                // reported below
            }
        }
        throw ConfigErrors.problem(value, fullKey, "expected a size in bytes, e.g. 64MiB, 4KiB or 125MB");
    }

    /** A string; numbers and booleans count as the text they were written as, as Typesafe has it. */
    static String string(ConfigValue value, String fullKey) {
        return switch (value.valueType()) {
            case STRING, NUMBER, BOOLEAN -> String.valueOf(value.unwrapped());
            default -> throw ConfigErrors.problem(value, fullKey, "expected a string");
        };
    }
}
