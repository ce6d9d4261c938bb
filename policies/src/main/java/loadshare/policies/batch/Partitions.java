package loadshare.policies.batch;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the {@code partitions} parameter: partitions separated by {@code ;}, each {@code name: key=value, ...}
 * with the keys {@code nodes} (a range {@code 0-63} or one node), {@code max-time} (seconds), {@code max-size}
 * (processors), {@code priority} (a whole number), and the flag {@code default}, e.g.
 * {@code "short: nodes=0-31, max-time=3600, priority=10, default; long: nodes=32-127"}. Empty: one partition
 * {@code all} of every node, without limits. Without a {@code default} flag the first partition is the default.
 * Partitions may not overlap; a single one may omit {@code nodes} (then it has every node).
 */
public final class Partitions {

    /** The partitions' syntax, for messages. */
    public static final String SYNTAX = "\"name: nodes=FIRST-LAST, max-time=SECONDS, max-size=PROCESSORS, "
            + "priority=N, default; name2: ...\"";

    private Partitions() {
    }

    /**
     * The partitions {@code text} describes on a cluster of {@code clusterNodes} nodes (0: check only the syntax).
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static List<Partition> parse(String text, int clusterNodes) {
        List<Partition> partitions = new ArrayList<>();
        if (text.isBlank()) {
            partitions.add(new Partition("all", 0, Math.max(clusterNodes, 1), Double.POSITIVE_INFINITY,
                    Integer.MAX_VALUE, 0, true));
            return partitions;
        }
        String[] entries = text.split(";");
        boolean anyDefault = false;
        for (String entry : entries) {
            if (entry.isBlank()) {
                continue;
            }
            Partition p = entry(entry.trim(), entries.length == 1, clusterNodes);
            if (partitions.stream().anyMatch(q -> q.name().equals(p.name()))) {
                throw new IllegalArgumentException("partition '" + p.name() + "' is named twice");
            }
            if (p.isDefault() && anyDefault) {
                throw new IllegalArgumentException("more than one partition is the default");
            }
            anyDefault |= p.isDefault();
            for (Partition q : partitions) {
                if (p.first() < q.first() + q.nodes() && q.first() < p.first() + p.nodes()) {
                    throw new IllegalArgumentException("partitions '" + q.name() + "' and '" + p.name() + "' overlap");
                }
            }
            partitions.add(p);
        }
        if (partitions.isEmpty()) {
            throw new IllegalArgumentException("no partition in \"" + text + "\"; expected " + SYNTAX);
        }
        if (!anyDefault) {
            Partition p = partitions.get(0);
            partitions.set(0, new Partition(p.name(), p.first(), p.nodes(), p.maxTime(), p.maxSize(), p.priority(), true));
        }
        return List.copyOf(partitions);
    }

    private static Partition entry(String entry, boolean only, int clusterNodes) {
        int colon = entry.indexOf(':');
        String name = (colon < 0 ? entry : entry.substring(0, colon)).trim();
        if (name.isEmpty() || !name.matches("[A-Za-z0-9_.-]+")) {
            throw new IllegalArgumentException("\"" + entry + "\": a partition starts with its name (letters, digits, "
                    + "_ . -) and a colon; expected " + SYNTAX);
        }
        int first = -1;
        int last = -1;
        double maxTime = Double.POSITIVE_INFINITY;
        int maxSize = Integer.MAX_VALUE;
        int priority = 0;
        boolean isDefault = false;
        String rest = colon < 0 ? "" : entry.substring(colon + 1);
        for (String item : rest.split(",")) {
            String it = item.trim();
            if (it.isEmpty()) {
                continue;
            }
            if (it.equals("default")) {
                isDefault = true;
                continue;
            }
            int eq = it.indexOf('=');
            String key = eq < 0 ? it : it.substring(0, eq).trim();
            String value = eq < 0 ? "" : it.substring(eq + 1).trim();
            String where = "partition '" + name + "': " + key;
            switch (key) {
                case "nodes" -> {
                    String[] range = value.split("-", -1);
                    if (range.length > 2) {
                        throw new IllegalArgumentException(where + " = " + value + ": expected FIRST-LAST or one node");
                    }
                    first = whole(where, range[0], 0);
                    last = range.length == 2 ? whole(where, range[1], first) : first;
                }
                case "max-time" -> maxTime = positive(where, value);
                case "max-size" -> maxSize = whole(where, value, 1);
                case "priority" -> priority = whole(where, value, 0);
                default -> throw new IllegalArgumentException("partition '" + name + "': unknown key '" + key
                        + "'; known: nodes, max-time, max-size, priority, default");
            }
        }
        if (first < 0) {
            if (!only) {
                throw new IllegalArgumentException("partition '" + name + "' needs nodes=FIRST-LAST "
                        + "(only a single partition may have every node)");
            }
            first = 0;
            last = Math.max(clusterNodes, 1) - 1;
        }
        if (clusterNodes > 0 && last >= clusterNodes) {
            throw new IllegalArgumentException("partition '" + name + "': nodes " + first + "-" + last
                    + " but the cluster has nodes 0-" + (clusterNodes - 1));
        }
        return new Partition(name, first, last - first + 1, maxTime, maxSize, priority, isDefault);
    }

    private static int whole(String where, String value, int min) {
        try {
            int v = Integer.parseInt(value);
            if (v >= min) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(where + " = \"" + value + "\": expected a whole number >= " + min);
    }

    private static double positive(String where, String value) {
        try {
            double v = Double.parseDouble(value);
            if (v > 0 && !Double.isNaN(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(where + " = \"" + value + "\": expected a number of seconds > 0");
    }
}
