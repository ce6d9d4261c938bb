package loadshare.policies.omega;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-class times in model seconds, written {@code "batch: 0.1, service: 1"} (each >= 0, a class at most once), as
 * the Mesos-like and static-partitions policies write their per-class values; a class not named takes the default.
 *
 * @param times        the times named, by job-class name
 * @param defaultValue the time of a class not named
 */
record DecisionTimes(Map<String, Double> times, double defaultValue) {

    DecisionTimes {
        times = Collections.unmodifiableMap(new LinkedHashMap<>(times));
    }

    /**
     * Parses {@code text} (empty: every class takes the default); an {@link IllegalArgumentException} says what is
     * wrong, in one line.
     */
    static DecisionTimes parse(String text, double defaultValue) {
        Map<String, Double> times = new LinkedHashMap<>();
        if (text.isBlank()) {
            return new DecisionTimes(times, defaultValue);
        }
        for (String entry : text.split(",", -1)) {
            String[] parts = entry.split(":", -1);
            if (parts.length != 2 || parts[0].isBlank()) {
                throw new IllegalArgumentException("'" + entry.trim() + "' is not NAME: SECONDS");
            }
            String name = parts[0].trim();
            double time;
            try {
                time = Double.parseDouble(parts[1].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("time of '" + name + "' is not a number: '" + parts[1].trim() + "'");
            }
            if (!(time >= 0) || Double.isInfinite(time)) {
                throw new IllegalArgumentException("time of '" + name + "' must be >= 0 and finite, not "
                        + parts[1].trim());
            }
            if (times.put(name, time) != null) {
                throw new IllegalArgumentException("'" + name + "' is named twice");
            }
        }
        return new DecisionTimes(times, defaultValue);
    }

    /** The time of job class {@code name}. */
    double of(String name) {
        return times.getOrDefault(name, defaultValue);
    }

    /** A class named here that {@code classes} lacks, or null if every one named is among them. */
    String unknown(List<String> classes) {
        for (String name : times.keySet()) {
            if (!classes.contains(name)) {
                return name;
            }
        }
        return null;
    }
}
