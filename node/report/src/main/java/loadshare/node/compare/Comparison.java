package loadshare.node.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadshare.config.SettingsException;
import loadshare.node.compare.ResultsFolder.PointKey;
import loadshare.node.compare.ResultsFolder.Replication;

/**
 * Two results folders compared point by point: the points both have (same policy, swept values and load), and
 * those only one has.
 *
 * @param a           the first folder (the baseline)
 * @param b           the second folder
 * @param differences B − A at every shared point, in A's order
 * @param onlyInA     points A has and B lacks
 * @param onlyInB     points B has and A lacks
 */
public record Comparison(ResultsFolder a, ResultsFolder b, List<Difference> differences, List<PointKey> onlyInA,
                         List<PointKey> onlyInB) {

    /** Compares {@code b} with {@code a}; no shared point at all is bad input, saying what each folder holds. */
    public static Comparison of(ResultsFolder a, ResultsFolder b) {
        if (!a.keys().equals(b.keys())) {
            throw new SettingsException("the folders sweep different keys: " + a.dir() + " " + describeKeys(a) + ", "
                    + b.dir() + " " + describeKeys(b) + "; compare runs of the same sweep");
        }
        List<Difference> differences = new ArrayList<>();
        List<PointKey> onlyInA = new ArrayList<>();
        for (Map.Entry<PointKey, List<Replication>> point : a.points().entrySet()) {
            List<Replication> other = b.points().get(point.getKey());
            if (other == null) {
                onlyInA.add(point.getKey());
            } else {
                differences.add(Difference.of(point.getKey(), point.getValue(), other));
            }
        }
        List<PointKey> onlyInB = b.points().keySet().stream().filter(k -> !a.points().containsKey(k)).toList();
        if (differences.isEmpty()) {
            throw new SettingsException("the folders share no point (policy and load" + (a.keys().isEmpty() ? "" : " and "
                    + "swept values") + "): " + a.dir() + " has " + describe(a) + "; " + b.dir() + " has " + describe(b));
        }
        return new Comparison(a, b, List.copyOf(differences), List.copyOf(onlyInA), List.copyOf(onlyInB));
    }

    /** Whether every shared point was compared pairwise (both runs used the same seeds). */
    public boolean allPaired() {
        return differences.stream().allMatch(Difference::paired);
    }

    private static String describeKeys(ResultsFolder f) {
        return f.keys().isEmpty() ? "nothing" : String.join(" and ", f.keys());
    }

    private static String describe(ResultsFolder f) {
        List<String> policies = f.points().keySet().stream().map(PointKey::series).distinct().toList();
        List<String> loads = f.points().keySet().stream().map(PointKey::load).distinct().toList();
        return "policies " + String.join(", ", policies.size() > 6 ? policies.subList(0, 6) : policies)
                + (policies.size() > 6 ? ", ..." : "") + " at loads " + String.join(", ", loads);
    }
}
