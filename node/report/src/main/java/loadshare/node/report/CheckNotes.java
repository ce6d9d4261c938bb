package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointCheck;
import loadshare.node.results.PointSummary;
import loadshare.node.run.Section;
import loadshare.node.steady.Stability;

/**
 * The warnings about points whose interval cannot be trusted as it stands: a run was not in a steady state (and
 * why: {@link Stability}), {@code none}'s interval misses the
 * exact no-sharing mean (the run is too short for the variance of its demands), or a point did not reach the
 * {@code run.precision} asked for. The console table and the report print the same lines.
 */
final class CheckNotes {

    /** Appended to the mean of a flagged point in tables. */
    static final String MARK = " !";

    private CheckNotes() {
    }

    /** One line per flagged point, in table order; empty when nothing is flagged. */
    static List<String> lines(ExperimentResult result) {
        List<String> lines = new ArrayList<>();
        ReferenceNames names = ReferenceNames.of(result);
        for (double load : result.loads()) {
            for (String policy : Lookup.policies(result)) {
                Lookup.summary(result, policy, load).ifPresent(s -> add(lines, s, names));
            }
        }
        return lines;
    }

    private static void add(List<String> lines, PointSummary s, ReferenceNames names) {
        PointCheck check = s.check();
        String point = s.policy() + " at ρ = " + Fmt.load(s.load()) + ": ";
        s.section(Section.STABILITY).filter(Stability::unstable)
                .ifPresent(stability -> lines.add(point + "not in a steady state: " + stability.why()));
        if (check.missesExact()) {
            lines.add(point + Fmt.meanCi(s.response().mean(), s.ci95HalfWidth()) + " misses the exact "
                    + Fmt.sig(check.exactMean(), 4) + " (" + names.model1()
                    + "): run too short for this variance (set run.precision, or more run.jobs)");
        }
        if (!check.precisionReached()) {
            double relative = s.ci95HalfWidth() / Math.abs(s.response().mean());
            lines.add(point + "95% half-width " + Fmt.fixed(100 * relative, 1) + "% of the mean after "
                    + s.replications() + " replications, not the " + Fmt.fixed(100 * check.precision(), 1)
                    + "% asked (run.max-jobs spent)");
        }
    }
}
