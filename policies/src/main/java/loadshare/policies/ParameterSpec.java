package loadshare.policies;

import java.util.List;

/**
 * One parameter of a policy: its config key, type, default, the smallest valid value (numbers) or the
 * valid choices (strings), and its meaning. {@code loadshare policies} prints these, and the registry
 * checks configured values against them.
 */
public record ParameterSpec(String name, Type type, Object defaultValue, double min, List<String> choices,
                            String description) {

    public ParameterSpec {
        choices = List.copyOf(choices);
    }

    public static ParameterSpec integer(String name, int defaultValue, int min, String description) {
        return new ParameterSpec(name, Type.INTEGER, defaultValue, min, List.of(), description);
    }

    public static ParameterSpec number(String name, double defaultValue, double min, String description) {
        return new ParameterSpec(name, Type.NUMBER, defaultValue, min, List.of(), description);
    }

    public static ParameterSpec bool(String name, boolean defaultValue, String description) {
        return new ParameterSpec(name, Type.BOOLEAN, defaultValue, Double.NEGATIVE_INFINITY, List.of(), description);
    }

    public static ParameterSpec choice(String name, String defaultValue, List<String> choices, String description) {
        return new ParameterSpec(name, Type.STRING, defaultValue, Double.NEGATIVE_INFINITY, choices, description);
    }

    /** Free text (the descriptor's check validates it). */
    public static ParameterSpec text(String name, String defaultValue, String description) {
        return new ParameterSpec(name, Type.STRING, defaultValue, Double.NEGATIVE_INFINITY, List.of(), description);
    }

    /** Why {@code value} is not valid for this parameter, or null if it is. */
    public String problem(Object value) {
        if (value instanceof Number n && n.doubleValue() < min) {
            return "must be >= " + (type == Type.INTEGER ? String.valueOf((long) min) : String.valueOf(min));
        }
        if (!choices.isEmpty() && !choices.contains(value)) {
            return "must be one of " + String.join(", ", choices);
        }
        return null;
    }

    /** The types a policy parameter can have. */
    public enum Type {
        INTEGER("an integer"),
        NUMBER("a number"),
        BOOLEAN("true or false"),
        STRING("a string");

        private final String expected;

        Type(String expected) {
            this.expected = expected;
        }

        /** How an error message names what was expected. */
        public String expected() {
            return expected;
        }

        /** Whether {@code value} is of this type as read from a configuration (an integer as an Integer). */
        public boolean holds(Object value) {
            return switch (this) {
                case INTEGER -> value instanceof Integer;
                case NUMBER -> value instanceof Double;
                case BOOLEAN -> value instanceof Boolean;
                case STRING -> value instanceof String;
            };
        }
    }
}
