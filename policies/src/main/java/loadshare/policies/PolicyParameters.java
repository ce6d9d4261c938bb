package loadshare.policies;

import java.util.Map;
import java.util.TreeMap;

/** Validated parameter values of one configured policy, every declared parameter present (defaults filled in). */
public final class PolicyParameters {

    private final Map<String, Object> values;

    public PolicyParameters(Map<String, Object> values) {
        this.values = new TreeMap<>(values);
    }

    public int integer(String name) {
        return ((Number) get(name)).intValue();
    }

    public double number(String name) {
        return ((Number) get(name)).doubleValue();
    }

    public boolean bool(String name) {
        return (Boolean) get(name);
    }

    public String string(String name) {
        return (String) get(name);
    }

    /** All values by name, sorted (for reports). */
    public Map<String, Object> asMap() {
        return Map.copyOf(values);
    }

    private Object get(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no parameter '" + name + "' declared; known: " + values.keySet());
        }
        return value;
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
