package loadshare.node.results;

import java.util.List;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;

/**
 * The result of one run of one policy at one load (a live run), in the same form as an experiment's, so the
 * same table, {@code results.csv}, {@code summary.json} and plots describe it.
 */
public final class SingleRun {

    private SingleRun() {
    }

    public static ExperimentResult result(ExperimentSettings s, String policy, double load, long seed,
                                          RunMeasurement m, String runtime, LiveFigures live) {
        ReplicationResult row = ReplicationResult.of(s, new Point(policy, load, s.nodes()), 0, m);
        PointSummary summary = Aggregation.summarize(List.of(row), List.of(m.histogram()));
        References references = new References(s);
        List<Double> loads = List.of(load);
        List<ApplicationResult> applications = m.section(Section.APPLICATION)
                .map(run -> List.of(new ApplicationResult(policy, load, 0, seed, run))).orElse(List.of());
        return new ExperimentResult(s.name(), s.rendered(), s.nodes(), List.of(policy), loads, references.models(),
                List.of(row), List.of(summary), references.at(loads), references.curve(loads), runtime, live,
                applications);
    }
}
