package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code loadshare.experiment.policies}: a non-empty list of objects, each with a string {@code name}, an
 * optional string {@code label} (default: the name; labels must differ) and that policy's parameters, which are
 * left to the policy registry to check. A name or label is at most {@link Printable#MAX_LENGTH} characters, its
 * control characters escaped.
 */
final class PolicyReader {

    private static final String PATH = "policies";
    private static final String EXAMPLE = "e.g. { name = none }";

    private final Fields fields;

    PolicyReader(Fields fields) {
        this.fields = fields;
    }

    List<PolicySpec> read() {
        ConfigList list = fields.list(PATH);
        fields.require(!list.isEmpty(), PATH, "give at least one policy, " + EXAMPLE);
        List<PolicySpec> policies = new ArrayList<>();
        Map<String, PolicySpec> byLabel = new HashMap<>();
        for (int i = 0; i < list.size(); i++) {
            String key = fields.key(PATH) + "[" + i + "]";
            PolicySpec policy = entry(list.get(i), key);
            PolicySpec earlier = byLabel.putIfAbsent(policy.label(), policy);
            if (earlier != null) {
                throw ConfigErrors.problem(list.get(i).origin(), key, "policy '" + policy.label()
                        + "' appears twice; give one a label (the other is at " + earlier.origin() + ")");
            }
            policies.add(policy);
        }
        return policies;
    }

    private static PolicySpec entry(ConfigValue value, String key) {
        if (value.valueType() != ConfigValueType.OBJECT) {
            throw ConfigErrors.problem(value, key, "expected a policy, " + EXAMPLE);
        }
        ConfigObject entry = (ConfigObject) value;
        ConfigValue nameValue = entry.get("name");
        if (nameValue == null || nameValue.valueType() == ConfigValueType.NULL) {
            throw ConfigErrors.problem(value.origin(), key, "a policy needs a name, " + EXAMPLE);
        }
        String name = text(nameValue, key + ".name", "a policy name");
        ConfigValue labelValue = entry.get("label");
        String label = labelValue == null ? name : text(labelValue, key + ".label", "a label");
        return new PolicySpec(name, entry.withoutKey("name").withoutKey("label").toConfig(), label,
                ConfigErrors.where(value.origin()));
    }

    private static String text(ConfigValue value, String key, String what) {
        if (value.valueType() != ConfigValueType.STRING) {
            throw ConfigErrors.problem(value, key, what + " must be a string");
        }
        String text = (String) value.unwrapped();
        if (text.isBlank()) {
            throw ConfigErrors.problem(value, key, what + " must not be empty");
        }
        return Printable.bounded(value, key, text, what);
    }
}
