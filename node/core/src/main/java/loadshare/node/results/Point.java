package loadshare.node.results;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where in an experiment a result belongs: one policy at one load on the experiment's cluster, and, in a sweep,
 * at one value of each swept setting.
 *
 * @param policy the policy's label
 * @param load   the offered load ρ per CPU
 * @param nodes  workstations in the cluster
 * @param sweep  the swept settings' values at this point, by key in the sweep's order ({@code policies[1].threshold}
 *               to {@code 2}); empty when the experiment sweeps nothing
 */
public record Point(String policy, double load, int nodes, Map<String, String> sweep) {

    public Point {
        sweep = Collections.unmodifiableMap(new LinkedHashMap<>(sweep));
    }

    /** A point of an experiment without a sweep. */
    public Point(String policy, double load, int nodes) {
        this(policy, load, nodes, Map.of());
    }

    /**
     * How tables, plots and legends name this point's policy: its label, followed in a sweep by the swept values,
     * e.g. {@code sender-threshold threshold=2, probe-limit=3}.
     */
    public String label() {
        return sweep.isEmpty() ? policy : policy + " " + sweepText();
    }

    /** The swept values as {@code threshold=2, probe-limit=3}: each key by its last part, unless two share it. */
    public String sweepText() {
        List<String> keys = new ArrayList<>(sweep.keySet());
        boolean shortNames = keys.stream().map(Point::shortName).distinct().count() == keys.size();
        List<String> parts = new ArrayList<>();
        for (String key : keys) {
            parts.add((shortNames ? shortName(key) : key) + "=" + sweep.get(key));
        }
        return String.join(", ", parts);
    }

    /** {@code policies[1].threshold} is {@code threshold}; {@code network.latency} is {@code latency}. */
    public static String shortName(String key) {
        return key.substring(key.lastIndexOf('.') + 1);
    }
}
