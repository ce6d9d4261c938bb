package loadshare.config;

import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import java.util.List;

/**
 * Reads a {@link Quantity}: a plain value ({@code 64MiB}, {@code 30}), or a section drawing it per use:
 * {@code { distribution = uniform, min = .., max = .. }} or {@code { distribution = exponential, mean = .. }}.
 * Values are sizes in bytes or numbers (times), by {@link Unit}.
 */
final class QuantityReader {

    enum Unit { BYTES, NUMBER }

    private static final List<String> KINDS = List.of("uniform", "exponential");

    private final Fields fields;
    private final Unit unit;

    QuantityReader(Fields fields, Unit unit) {
        this.fields = fields;
        this.unit = unit;
    }

    Quantity read(String path) {
        ConfigValue value = fields.value(path);
        String key = fields.key(path);
        if (!(value instanceof ConfigObject object)) {
            double fixed = value(value, key);
            if (fixed < 0) {
                throw ConfigErrors.problem(value, key, "a value must be >= 0");
            }
            return Quantity.fixed(fixed);
        }
        ConfigValue kindValue = object.get("distribution");
        if (kindValue == null) {
            throw ConfigErrors.problem(value, key, "a distribution needs distribution = uniform (min, max) or exponential (mean)");
        }
        String kind = Fields.string(kindValue, key + ".distribution");
        List<String> allowed = switch (kind) {
            case "uniform" -> List.of("distribution", "min", "max");
            case "exponential" -> List.of("distribution", "mean");
            default -> throw ConfigErrors.problem(kindValue, key + ".distribution",
                    "unknown distribution" + ConfigErrors.suggest(kind, KINDS));
        };
        for (String given : object.keySet()) {
            if (!allowed.contains(given)) {
                throw ConfigErrors.problem(object.get(given), key + "." + given,
                        "unknown key for the " + kind + " distribution; valid: " + String.join(", ", allowed));
            }
        }
        for (String needed : allowed) {
            if (!object.containsKey(needed)) {
                throw ConfigErrors.problem(value, key, "a " + kind + " distribution needs "
                        + String.join(", ", allowed.subList(1, allowed.size())));
            }
        }
        if (kind.equals("exponential")) {
            double mean = value(object.get("mean"), key + ".mean");
            if (!(mean > 0)) {
                throw ConfigErrors.problem(object.get("mean"), key + ".mean", "a mean must be positive");
            }
            return new Quantity(Quantity.Kind.EXPONENTIAL, mean, mean);
        }
        double min = value(object.get("min"), key + ".min");
        double max = value(object.get("max"), key + ".max");
        if (min < 0 || max < min) {
            throw ConfigErrors.problem(object.get("max"), key + ".max", "a uniform distribution needs 0 <= min <= max");
        }
        return new Quantity(Quantity.Kind.UNIFORM, min, max);
    }

    private double value(ConfigValue value, String key) {
        return unit == Unit.BYTES ? Fields.bytes(value, key) : Fields.number(value, key);
    }
}
