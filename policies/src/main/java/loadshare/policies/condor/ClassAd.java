package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An HTCondor ClassAd: an immutable set of named attributes, each a value (number, boolean, string) or
 * an expression ({@code Requirements = TARGET.Memory >= ImageSize}). Names ignore case, as in HTCondor:
 * {@code Memory}, {@code memory} and {@code MEMORY} are one attribute; the ad keeps the spelling it was
 * given last. Build one with {@link #builder()}.
 */
public final class ClassAd {

    /** An ad with no attributes: the TARGET of an expression that is evaluated on its own. */
    public static final ClassAd EMPTY = new ClassAd(new LinkedHashMap<>());

    /** {@code rate}: how fast a clock's value grows per model second (0 for everything but clocks). */
    private record Attribute(String name, ClassAdExpression expression, double rate) {}

    /** By {@link #key(String)}, in the order the names were first set. */
    private final Map<String, Attribute> attributes;

    private ClassAd(LinkedHashMap<String, Attribute> attributes) {
        this.attributes = Collections.unmodifiableMap(attributes);
    }

    public static Builder builder() {
        return new Builder();
    }

    public boolean has(String name) {
        return attributes.containsKey(key(name));
    }

    /** The names, spelled as given, in the order first set. */
    public List<String> names() {
        return attributes.values().stream().map(Attribute::name).toList();
    }

    /** The attribute's expression (a literal for a plain value), if the ad has it. */
    public Optional<ClassAdExpression> expression(String name) {
        return Optional.ofNullable(expressionForKey(key(name)));
    }

    /**
     * Attribute {@code name} evaluated with MY = this ad and TARGET = {@code target}; UNDEFINED if this
     * ad has no such attribute (it is not looked up in the target).
     */
    public ClassAdValue evaluate(String name, ClassAd target) {
        return ClassAdEvaluation.attribute(this, name, Objects.requireNonNull(target, "target"));
    }

    /** Attribute {@code name} evaluated in this ad alone (TARGET = {@link #EMPTY}). */
    public ClassAdValue value(String name) {
        return evaluate(name, EMPTY);
    }

    /**
     * Attribute {@code name} evaluated with MY = this ad and TARGET = {@code target}, adding to {@code horizon}
     * when the values it saw may change (see {@link ClassAdHorizon}).
     */
    public ClassAdValue evaluate(String name, ClassAd target, ClassAdHorizon horizon) {
        Optional<ClassAdExpression> expression = expression(name);
        return expression.isEmpty() ? ClassAdValue.UNDEFINED : expression.get().evaluate(this, target, horizon);
    }

    /** Every attribute as the text of its expression, by name as spelled, in order: what a message carries. */
    public Map<String, String> toText() {
        Map<String, String> text = new LinkedHashMap<>();
        for (Attribute attribute : attributes.values()) {
            text.put(attribute.name(), attribute.expression().toString());
        }
        return text;
    }

    /**
     * The ad whose attributes {@link #toText} gave, each parsed again (a clock arrives as the value it had).
     *
     * @throws IllegalArgumentException if an attribute does not parse
     */
    public static ClassAd fromText(Map<String, String> text) {
        Builder builder = builder();
        text.forEach(builder::setExpression);
        return builder.build();
    }

    ClassAdExpression expressionForKey(String key) {
        Attribute attribute = attributes.get(key);
        return attribute == null ? null : attribute.expression();
    }

    double rateForKey(String key) {
        Attribute attribute = attributes.get(key);
        return attribute == null ? 0 : attribute.rate();
    }

    /** The case-free form names are compared in. */
    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** Equal when they have the same names (ignoring case) bound to equal expressions. */
    @Override
    public boolean equals(Object other) {
        if (!(other instanceof ClassAd ad) || ad.attributes.size() != attributes.size()) {
            return false;
        }
        for (Map.Entry<String, Attribute> entry : attributes.entrySet()) {
            if (!entry.getValue().expression().equals(ad.expressionForKey(entry.getKey()))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = 0;
        for (Map.Entry<String, Attribute> entry : attributes.entrySet()) {
            hash += entry.getKey().hashCode() ^ entry.getValue().expression().hashCode();
        }
        return hash;
    }

    /** In the new-ClassAd syntax: {@code [ Memory = 2048; Requirements = TARGET.Memory >= 512 ]}. */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        for (Attribute attribute : attributes.values()) {
            parts.add(attribute.name() + " = " + attribute.expression());
        }
        return parts.isEmpty() ? "[ ]" : "[ " + String.join("; ", parts) + " ]";
    }

    /** Collects attributes; setting a name again (in any case) replaces its value and spelling, not its place. */
    public static final class Builder {

        private final LinkedHashMap<String, Attribute> attributes = new LinkedHashMap<>();

        private Builder() {}

        /** A real. */
        public Builder set(String name, double value) {
            checkNumber(name, value);
            return set(name, ClassAdExpression.of(ClassAdValue.of(value)));
        }

        /** An integer. */
        public Builder set(String name, long value) {
            return set(name, ClassAdExpression.of(ClassAdValue.of(value)));
        }

        /**
         * A clock: a real that is {@code value} now and grows by {@code rate} per model second (1 for
         * {@code KeyboardIdle} while the owner is away, 0 while at the keyboard). An evaluation that asks for a
         * {@link ClassAdHorizon} follows it to tell when a comparison with it changes.
         */
        public Builder setClock(String name, double value, double rate) {
            checkNumber(name, value);
            checkNumber(name, rate);
            checkName(name);
            attributes.put(key(name), new Attribute(name, ClassAdExpression.of(ClassAdValue.of(value)), rate));
            return this;
        }

        public Builder set(String name, boolean value) {
            return set(name, ClassAdExpression.of(ClassAdValue.of(value)));
        }

        public Builder set(String name, String value) {
            return set(name, ClassAdExpression.of(ClassAdValue.of(Objects.requireNonNull(value, name))));
        }

        /**
         * An attribute whose value is an expression, parsed now; a syntax error names the attribute:
         * {@code Requirements: at 12: expected ...}.
         */
        public Builder setExpression(String name, String text) {
            checkName(name);
            return set(name, ClassAdExpression.parse(name, text));
        }

        public Builder set(String name, ClassAdExpression expression) {
            checkName(name);
            Objects.requireNonNull(expression, name);
            attributes.put(key(name), new Attribute(name, expression, 0));
            return this;
        }

        /** A nested ad's attribute: any name the parser took, even one that is not written plainly. */
        Builder setParsed(String name, ClassAdExpression expression) {
            attributes.put(key(name), new Attribute(name, expression, 0));
            return this;
        }

        private static void checkNumber(String name, double value) {
            if (Double.isNaN(value)) {
                throw new IllegalArgumentException(name + " = NaN: a ClassAd number must be a number");
            }
        }

        public ClassAd build() {
            return new ClassAd(new LinkedHashMap<>(attributes));
        }

        private static void checkName(String name) {
            if (name == null || !ClassAdTokenizer.isName(name)) {
                throw new IllegalArgumentException("'" + name
                        + "' is not an attribute name: use letters, digits and '_', not starting with a digit");
            }
        }
    }
}
