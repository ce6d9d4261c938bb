package loadshare.policies.compose;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import loadshare.config.ConfigErrors;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyParameters;

/** One family's component in a composition, with its validated parameters (defaults filled in). */
public record Choice(ComponentDescriptor component, PolicyParameters parameters) {

    /**
     * {@code component} with {@code values} for its parameters, one for each in the order it declares them: what a
     * built-in component's typed factory method makes of its arguments (already valid: a preset's own).
     *
     * @throws IllegalArgumentException if the values are not one of the declared type for each parameter
     */
    static Choice of(ComponentDescriptor component, Object... values) {
        List<ParameterSpec> declared = component.parameters();
        if (values.length != declared.size()) {
            throw new IllegalArgumentException(component.family() + " '" + component.name() + "' takes "
                    + declared.size() + " parameters, not " + values.length);
        }
        Map<String, Object> byName = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            ParameterSpec p = declared.get(i);
            if (!p.type().holds(values[i])) {
                throw new IllegalArgumentException(component.family() + " '" + component.name() + "': " + p.name()
                        + " = " + values[i] + ": expected " + p.type().expected());
            }
            byName.put(p.name(), values[i]);
        }
        return new Choice(component, new PolicyParameters(byName));
    }

    /** Builds this component for one node and checks it is of its family's type. */
    Object create(ComponentContext context) {
        Object part = component.factory().create(parameters, context);
        Class<?> type = component.family().type();
        if (!type.isInstance(part)) {
            throw new IllegalStateException(component.family() + " '" + component.name() + "' built "
                    + (part == null ? "nothing" : "a " + part.getClass().getName()) + ", not a " + type.getSimpleName());
        }
        return part;
    }

    /** As written in a composed entry: the bare name, or {@code { name = threshold, threshold = 2 }}. */
    public String render() {
        Map<String, Object> values = parameters.asMap();
        if (values.isEmpty()) {
            return component.name();
        }
        // in the component's declared order
        String inner = component.parameters().stream()
                .map(p -> p.name() + " = " + value(values.get(p.name())))
                .collect(Collectors.joining(", "));
        return "{ name = " + component.name() + ", " + inner + " }";
    }

    /** A whole number without {@code .0}, a string quoted only if HOCON needs it. */
    static String value(Object value) {
        if (value instanceof Double d && d == Math.rint(d) && Math.abs(d) < 1e15) {
            return String.valueOf(d.longValue());
        }
        if (value instanceof String s && s.matches("[A-Za-z][A-Za-z0-9-]*")) {
            return s;
        }
        return ConfigErrors.render(value);
    }
}
