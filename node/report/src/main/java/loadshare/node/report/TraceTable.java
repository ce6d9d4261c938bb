package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.TraceReport;

/**
 * What a trace experiment shows beyond the main table, for the console and report.html: the trace's jobs used and
 * skipped, then per policy x load the mean response beside the bounded slowdown, p50/p95 by job-size class, and
 * the busiest home node's share of the demand against its share of the work done. Empty without a trace.
 */
final class TraceTable {

    static final List<String> HEADER = List.of("policy", "load", "pace x", "mean", "bounded slowdown",
            "small p50", "small p95", "medium p50", "medium p95", "large p50", "large p95", "busiest home: demand / work");

    private TraceTable() {
    }

    /** One line about the trace: file, jobs used, replayed, skipped by reason, users, size classes. */
    static String describe(TraceReport t) {
        List<String> skipped = new ArrayList<>();
        for (Map.Entry<String, Long> e : t.skipped().entrySet()) {
            if (e.getValue() > 0) {
                skipped.add(String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey()));
            }
        }
        return String.format(Locale.ROOT, "trace %s (%s, %s homes, %s): %,d jobs used, %,d replayed, %,d skipped%s; "
                        + "%,d users; size classes by demand: small <= %s s < medium <= %s s < large",
                t.file(), t.format(), t.homes(), t.demand(), t.used(), t.replayed(),
                t.skipped().values().stream().mapToLong(Long::longValue).sum(),
                skipped.isEmpty() ? "" : " (" + String.join(", ", skipped) + ")", t.users(),
                Fmt.sig(t.smallUpTo(), 4), Fmt.sig(t.mediumUpTo(), 4));
    }

    static List<String> row(TraceReport.Point p) {
        List<String> cells = new ArrayList<>(List.of(p.policy(), Fmt.load(p.load()), Fmt.sig(p.paceFactor(), 4),
                Fmt.sig(p.meanResponse(), 4), Fmt.sig(p.meanBoundedSlowdown(), 4)));
        for (int c = 0; c < p.p50().length; c++) {
            cells.add(Fmt.sig(p.p50()[c], 4));
            cells.add(Fmt.sig(p.p95()[c], 4));
        }
        int busiest = busiest(p);
        cells.add(String.format(Locale.ROOT, "node %d: %.1f%% / %.1f%%", busiest, 100 * p.ownShare()[busiest],
                100 * p.workShare()[busiest]));
        return cells;
    }

    /** The node whose own users submitted the largest share of the demand. */
    static int busiest(TraceReport.Point p) {
        int best = 0;
        for (int i = 1; i < p.ownShare().length; i++) {
            if (p.ownShare()[i] > p.ownShare()[best]) {
                best = i;
            }
        }
        return best;
    }

    static String render(ExperimentResult result) {
        TraceReport t = result.trace();
        if (t == null) {
            return "";
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        t.points().forEach(p -> rows.add(row(p)));
        StringBuilder out = new StringBuilder("\n").append(describe(t)).append('\n')
                .append("response times in model seconds; bounded slowdown = response / max(demand, 10 s), mean over jobs;"
                        + " busiest home: its own users' share of the demand / its share of the work done\n\n");
        out.append(TextColumns.lines(rows));
        return out.toString();
    }
}
