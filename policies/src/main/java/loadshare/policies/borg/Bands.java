package loadshare.policies.borg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Borg's priority bands, from the highest: each band takes the priorities from its {@code lowest} up to the next
 * higher band's; the lowest band also takes every priority below its own. Written
 * {@code "production: 200; batch: 100; best-effort: 0"} (name: lowest priority, separated by {@code ;}).
 *
 * @param bands highest first, their lowest priorities strictly decreasing
 */
record Bands(List<Band> bands) {

    /** One band: its name and the lowest priority it takes. */
    record Band(String name, int lowest) {
    }

    /** The default: Borg's production, batch and best-effort bands. */
    static final String DEFAULT = "production: 200; batch: 100; best-effort: 0";

    Bands {
        bands = List.copyOf(bands);
    }

    /** Parses {@code text}; an {@link IllegalArgumentException} says what is wrong with it, in one line. */
    static Bands parse(String text) {
        List<Band> bands = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (String entry : text.split(";", -1)) {
            String[] nameAndLowest = entry.split(":", -1);
            if (nameAndLowest.length != 2 || nameAndLowest[0].isBlank()) {
                throw new IllegalArgumentException("'" + entry.trim() + "' is not 'name: lowest priority'");
            }
            String name = nameAndLowest[0].trim();
            if (!name.matches("[A-Za-z][A-Za-z0-9_-]*")) {
                throw new IllegalArgumentException("band name '" + name + "' must be a letter, then letters, digits,"
                        + " - or _");
            }
            if (!names.add(name)) {
                throw new IllegalArgumentException("band '" + name + "' is named twice");
            }
            int lowest;
            try {
                lowest = Integer.parseInt(nameAndLowest[1].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("band '" + name + "': '" + nameAndLowest[1].trim()
                        + "' is not an integer priority");
            }
            for (Band other : bands) {
                if (other.lowest() == lowest) {
                    throw new IllegalArgumentException("bands '" + other.name() + "' and '" + name
                            + "' both start at priority " + lowest);
                }
            }
            bands.add(new Band(name, lowest));
        }
        bands.sort(Comparator.comparingInt(Band::lowest).reversed());
        return new Bands(bands);
    }

    int size() {
        return bands.size();
    }

    String name(int band) {
        return bands.get(band).name();
    }

    /** The band of {@code priority}: 0 the highest band, {@code size() - 1} the lowest. */
    int of(int priority) {
        for (int b = 0; b < bands.size(); b++) {
            if (priority >= bands.get(b).lowest()) {
                return b;
            }
        }
        return bands.size() - 1;
    }
}
