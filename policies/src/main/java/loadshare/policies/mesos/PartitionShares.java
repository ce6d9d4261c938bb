package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How statically partitioned machines are split among the frameworks: each framework (job class) named gets its
 * fraction of the machines, rounded down; the classes not named share what the named fractions leave equally; with
 * none named, every class gets an equal share, the machines that do not divide evenly going to the first classes.
 * Written {@code "cpu: 0.25, mem: 0.75"}; each fraction in (0, 1], together at most 1 (machines no partition takes
 * stay idle).
 *
 * @param fractions the fractions named, by job-class name
 */
record PartitionShares(Map<String, Double> fractions) {

    /** Slack for fractions that add up to 1 in decimal but not quite in binary. */
    private static final double EPSILON = 1e-9;

    PartitionShares {
        fractions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fractions));
    }

    /** Parses {@code text} (empty: equal shares); an {@link IllegalArgumentException} says what is wrong, one line. */
    static PartitionShares parse(String text) {
        Map<String, Double> fractions = new LinkedHashMap<>();
        if (text.isBlank()) {
            return new PartitionShares(fractions);
        }
        double sum = 0;
        for (String entry : text.split(",", -1)) {
            String[] parts = entry.split(":", -1);
            if (parts.length != 2 || parts[0].isBlank()) {
                throw new IllegalArgumentException("'" + entry.trim() + "' is not NAME: FRACTION");
            }
            String name = parts[0].trim();
            double fraction;
            try {
                fraction = Double.parseDouble(parts[1].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("fraction of '" + name + "' is not a number: '" + parts[1].trim()
                        + "'");
            }
            if (!(fraction > 0 && fraction <= 1)) {
                throw new IllegalArgumentException("fraction of '" + name + "' must be in (0, 1], not "
                        + parts[1].trim());
            }
            if (fractions.put(name, fraction) != null) {
                throw new IllegalArgumentException("'" + name + "' is named twice");
            }
            sum += fraction;
        }
        if (sum > 1 + EPSILON) {
            throw new IllegalArgumentException("the fractions add up to " + (float) sum + ", more than 1");
        }
        return new PartitionShares(fractions);
    }

    /**
     * How many machines of {@code nodes} each of {@code classes} (in order) gets; an {@link IllegalArgumentException}
     * says in one line why the split is impossible: a fraction for a class the workload does not have, or a class
     * left without a machine.
     */
    int[] machines(List<String> classes, int nodes) {
        for (String name : fractions.keySet()) {
            if (!classes.contains(name)) {
                throw new IllegalArgumentException("has a fraction for job class '" + name + "', which "
                        + "workload.job-classes does not have (it has " + String.join(", ", classes) + ")");
            }
        }
        int[] machines = new int[classes.size()];
        if (fractions.isEmpty()) {
            if (nodes < classes.size()) {
                throw new IllegalArgumentException("cannot give each of the " + classes.size() + " job classes a "
                        + "machine of its own with " + nodes + " nodes");
            }
            for (int k = 0; k < machines.length; k++) {
                machines[k] = nodes / classes.size() + (k < nodes % classes.size() ? 1 : 0);
            }
            return machines;
        }
        List<String> unnamed = new ArrayList<>(classes);
        unnamed.removeAll(fractions.keySet());
        double named = fractions.values().stream().mapToDouble(Double::doubleValue).sum();
        double rest = unnamed.isEmpty() ? 0 : Math.max(0, 1 - named) / unnamed.size();
        for (int k = 0; k < machines.length; k++) {
            double fraction = fractions.getOrDefault(classes.get(k), rest);
            machines[k] = (int) Math.floor(fraction * nodes + EPSILON);
            if (machines[k] < 1) {
                throw new IllegalArgumentException("gives job class '" + classes.get(k) + "' no machine: "
                        + (fractions.containsKey(classes.get(k)) ? "" : "the share the named fractions leave it, ")
                        + (float) fraction + " of " + nodes + " nodes, is less than one");
            }
        }
        return machines;
    }
}
