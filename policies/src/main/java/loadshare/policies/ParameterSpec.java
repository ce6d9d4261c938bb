package loadshare.policies;

/**
 * One parameter of a policy: its config key, type, default and meaning. {@code loadshare policies} prints
 * these, and the registry checks configured values against them.
 */
public record ParameterSpec(String name, Type type, Object defaultValue, String description) {

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
    }
}
