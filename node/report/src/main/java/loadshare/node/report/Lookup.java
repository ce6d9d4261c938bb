package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import loadshare.node.results.AnalyticReference;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;

/** Finding things in an {@link ExperimentResult}: the policies to show, one point, one reference. */
final class Lookup {

    private Lookup() {
    }

    /** The policies to show: the configured ones in order, then any other label found in the summaries. */
    static List<String> policies(ExperimentResult result) {
        List<String> policies = new ArrayList<>(result.policies());
        for (PointSummary s : result.summaries()) {
            if (!policies.contains(s.policy())) {
                policies.add(s.policy());
            }
        }
        return policies;
    }

    /** The summary of {@code policy} at {@code load}, if the experiment has one. */
    static Optional<PointSummary> summary(ExperimentResult result, String policy, double load) {
        return result.summaries().stream()
                .filter(s -> s.policy().equals(policy) && sameLoad(s.load(), load))
                .findFirst();
    }

    /** The analytic reference at {@code load}, if the experiment has one. */
    static Optional<AnalyticReference> reference(ExperimentResult result, double load) {
        return result.references().stream().filter(a -> sameLoad(a.load(), load)).findFirst();
    }

    /** Whether two loads are the same configured load (they are copied, not computed, but be tolerant). */
    static boolean sameLoad(double a, double b) {
        return Double.compare(a, b) == 0 || Math.abs(a - b) <= 1e-9 * Math.max(1.0, Math.abs(a));
    }
}
