package loadshare.policies.compose;

import java.util.Map;
import java.util.stream.Collectors;
import loadshare.config.ConfigErrors;
import loadshare.policies.PolicyParameters;

/** One family's component in a composition, with its validated parameters (defaults filled in). */
public record Choice(ComponentDescriptor component, PolicyParameters parameters) {

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
