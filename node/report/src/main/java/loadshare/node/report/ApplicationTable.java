package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.results.ApplicationSummary;
import loadshare.node.results.ExperimentResult;

/**
 * The application figures of an experiment (volunteer computing) as an aligned plain-text table: one row per
 * application-running policy x load. Empty if no policy ran an application.
 */
final class ApplicationTable {

    static final List<String> HEADER = List.of("policy", "load", "volunteers", "quorum",
            "makespan ± 95% CI", "replicas/unit", "reissued", "wrong accepted", "redundancy", "wasted work", "credit",
            "cheater credit");

    private ApplicationTable() {
    }

    static String render(ExperimentResult result) {
        List<ApplicationSummary> summaries = result.applicationSummaries();
        if (summaries.isEmpty()) {
            return "";
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (ApplicationSummary s : summaries) {
            rows.add(row(s));
        }
        int[] widths = new int[HEADER.size()];
        for (List<String> row : rows) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        ApplicationSummary first = summaries.get(0);
        StringBuilder out = new StringBuilder("\napplication: ").append(first.tasks())
                .append(" work units; makespan in model seconds; work in model seconds at speed 1, per replication;"
                        + " wrong results accepted summed over ").append(first.replications()).append(" replications\n\n");
        for (int r = 0; r < rows.size(); r++) {
            out.append("  ").append(line(rows.get(r), widths)).append('\n');
            if (r == 0) {
                out.append("  ").append("-".repeat(line(rows.get(0), widths).length())).append('\n');
            }
        }
        return out.toString();
    }

    static List<String> row(ApplicationSummary s) {
        return List.of(
                s.policy(),
                Fmt.load(s.load()),
                String.valueOf(s.volunteers()),
                s.quorum() + " of " + s.replication(),
                s.complete() ? Fmt.meanCi(s.makespan(), s.makespanCi95()) : "INCOMPLETE",
                Fmt.fixed(s.replicasPerUnit(), 3),
                Fmt.fixed(s.reissuedAfterDeadline(), 1),
                String.valueOf(s.wrongResultsAccepted()),
                Fmt.fixed(s.redundancy(), 3),
                Fmt.fixed(s.wastedWork(), 1),
                Fmt.fixed(s.credit(), 1),
                Fmt.fixed(s.cheaterCredit(), 1));
    }

    private static String line(List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                line.append("  ");
            }
            String pad = " ".repeat(widths[i] - cells.get(i).length());
            line.append(i == 0 ? cells.get(i) + pad : pad + cells.get(i));
        }
        return line.toString().stripTrailing();
    }
}
