package loadshare.node.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;

/**
 * For an experiment with a sweep: at each load, each policy's best point of the sweep (the lowest stable mean
 * response time), with the points whose intervals overlap it, so a reader sees at once which setting wins where
 * and how sure that is. Empty for an experiment without a sweep.
 */
final class SweepTable {

    private SweepTable() {
    }

    /** The swept keys, in the sweep's order; empty without a sweep. */
    static List<String> keys(ExperimentResult result) {
        return result.summaries().isEmpty() ? List.of()
                : List.copyOf(result.summaries().get(0).point().sweep().keySet());
    }

    /** The plain policy labels, in the experiment's order. */
    static List<String> policies(ExperimentResult result) {
        Set<String> policies = new LinkedHashSet<>();
        result.summaries().forEach(s -> policies.add(s.point().policy()));
        return List.copyOf(policies);
    }

    /** The distinct points of the sweep, in order. */
    static List<Map<String, String>> points(ExperimentResult result) {
        Set<Map<String, String>> points = new LinkedHashSet<>();
        result.summaries().forEach(s -> points.add(s.point().sweep()));
        return List.copyOf(points);
    }

    /** "best per load" lines, ending in {@code \n}; empty without a sweep. */
    static String render(ExperimentResult result) {
        if (keys(result).isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\nbest point of the sweep (lowest mean response time) per load and policy;"
                + " \"as good\": the points whose 95% intervals overlap the best one's\n");
        for (double load : result.loads()) {
            out.append("ρ = ").append(Fmt.load(load)).append('\n');
            for (String policy : policies(result)) {
                if (unaffected(result, policy, load)) {
                    out.append("  ").append(policy).append(": the same at every point (the sweep does not change it)\n");
                    continue;
                }
                best(result, policy, load).ifPresent(best -> out.append("  ").append(line(result, policy, load, best)));
            }
        }
        return out.toString();
    }

    /** Whether {@code policy} measured the same at every point at {@code load}: no swept key touches it. */
    static boolean unaffected(ExperimentResult result, String policy, double load) {
        List<PointSummary> points = at(result, policy, load);
        return points.size() > 1 && points.stream().allMatch(s -> s.response().mean() == points.get(0).response().mean());
    }

    /** The point of {@code policy} at {@code load} with the lowest stable mean response time. */
    static Optional<PointSummary> best(ExperimentResult result, String policy, double load) {
        return at(result, policy, load).stream().filter(s -> !s.unstable() && Double.isFinite(s.response().mean()))
                .min(Comparator.comparingDouble(s -> s.response().mean()));
    }

    private static List<PointSummary> at(ExperimentResult result, String policy, double load) {
        return result.summaries().stream()
                .filter(s -> s.point().policy().equals(policy) && Lookup.sameLoad(s.load(), load)).toList();
    }

    private static String line(ExperimentResult result, String policy, double load, PointSummary best) {
        List<String> asGood = new ArrayList<>();
        double top = best.response().mean() + finite(best.ci95HalfWidth());
        for (PointSummary s : at(result, policy, load)) {
            if (s != best && !s.unstable() && s.response().mean() - finite(s.ci95HalfWidth()) <= top) {
                asGood.add(s.point().sweepText());
            }
        }
        return policy + ": " + best.point().sweepText() + "  " + Fmt.meanCi(best.response().mean(), best.ci95HalfWidth())
                + (asGood.isEmpty() ? "" : "  (as good: " + String.join("; ", asGood) + ")") + "\n";
    }

    private static double finite(double x) {
        return Double.isFinite(x) ? x : 0;
    }
}
