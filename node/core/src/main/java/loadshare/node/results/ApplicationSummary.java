package loadshare.node.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import loadshare.policies.ApplicationFigures;

/**
 * One application-running policy at one load, over its replications: means, and for the makespan the Student-t 95%
 * half-width. Wrong results accepted are summed (the point is whether any got through).
 *
 * @param complete             every replication completed its application
 * @param makespan             mean makespan, model seconds (NaN if a replication did not complete)
 * @param replicasPerUnit      replicas issued per work unit
 * @param reissuedAfterDeadline replicas reissued after a missed deadline, per replication
 * @param wrongResultsAccepted wrong results accepted, summed over the replications
 * @param redundancy           work done per unit of application work
 * @param wastedWork           work that did not go into a validating quorum, per replication
 * @param credit               credit granted, per replication
 * @param cheaterCredit        credit granted for wrong results, per replication
 */
public record ApplicationSummary(String policy, double load, int replications, int tasks, int volunteers,
                                 int replication, int quorum, double cheaters, boolean complete, double makespan,
                                 double makespanCi95, double replicasPerUnit, double reissuedAfterDeadline,
                                 long wrongResultsAccepted, double redundancy, double wastedWork, double credit,
                                 double cheaterCredit) {

    /** One summary per policy x load, in the order the rows come in. */
    public static List<ApplicationSummary> of(List<ApplicationResult> rows) {
        Map<String, List<ApplicationResult>> points = new LinkedHashMap<>();
        for (ApplicationResult row : rows) {
            points.computeIfAbsent(row.policy() + "\u0000" + row.load(), k -> new ArrayList<>()).add(row);
        }
        return points.values().stream().map(ApplicationSummary::summarize).toList();
    }

    private static ApplicationSummary summarize(List<ApplicationResult> point) {
        ApplicationFigures first = point.get(0).run().figures();
        boolean complete = point.stream().allMatch(r -> r.run().figures().complete());
        double[] makespans = point.stream().mapToDouble(r -> r.run().figures().makespan()).toArray();
        return new ApplicationSummary(point.get(0).policy(), point.get(0).load(), point.size(), first.tasks(),
                first.volunteers(), first.replication(), first.quorum(), first.cheaters(), complete,
                Aggregation.mean(makespans), Aggregation.ci95HalfWidth(makespans),
                mean(point, r -> (double) r.run().figures().replicasIssued() / r.run().figures().tasks()),
                mean(point, r -> r.run().figures().reissuedAfterDeadline()),
                point.stream().mapToLong(r -> r.run().figures().wrongResultsAccepted()).sum(),
                mean(point, r -> r.run().redundancy()),
                mean(point, r -> r.run().wastedWork()),
                mean(point, r -> r.run().figures().creditGranted()),
                mean(point, r -> r.run().figures().cheaterCredit()));
    }

    private static double mean(List<ApplicationResult> point, ToDoubleFunction<ApplicationResult> f) {
        return Aggregation.mean(point.stream().mapToDouble(f).toArray());
    }
}
