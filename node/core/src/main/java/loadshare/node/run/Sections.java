package loadshare.node.run;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The optional {@link Section}s a measurement carries, each at most once. Immutable: {@link #with} returns a copy.
 */
public final class Sections implements Serializable {

    /** A measurement with no optional section. */
    public static final Sections NONE = new Sections(Map.of());

    private final Map<Section<?>, Object> parts;

    private Sections(Map<Section<?>, Object> parts) {
        this.parts = parts;
    }

    /** The figures of {@code section}, or empty where the run had none. */
    public <T> Optional<T> get(Section<T> section) {
        return Optional.ofNullable(parts.get(section)).map(section::cast);
    }

    /** Whether the run has {@code section}. */
    public boolean has(Section<?> section) {
        return parts.containsKey(section);
    }

    /** These sections with {@code section} set to {@code figures} (null: without it). */
    public <T> Sections with(Section<T> section, T figures) {
        Map<Section<?>, Object> copy = new LinkedHashMap<>(parts);
        if (figures == null) {
            copy.remove(section);
        } else {
            copy.put(section, figures);
        }
        return copy.isEmpty() ? NONE : new Sections(Map.copyOf(copy));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sections other && parts.equals(other.parts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(parts);
    }

    @Override
    public String toString() {
        return parts.toString();
    }
}
