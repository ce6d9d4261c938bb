package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.Point;
import loadshare.node.results.PointSummary;
import loadshare.node.run.Section;

/**
 * How hosts shared their CPUs among user classes (several classes in {@code workload.users}), for the console,
 * report.html and summary.json: per policy x load (x sweep point) and class, its tickets' share, the share of the
 * CPU time it got, and its largest lag against the fluid system (model seconds of CPU it was behind or ahead of
 * the share its tickets owed it among the classes with work, at the end of any slice, any node, any replication).
 * Empty with one class.
 */
public final class ClassTable {

    static final List<String> HEADER = List.of("policy", "load", "class", "tickets", "ticket share", "cpu share",
            "max |lag|");

    private ClassTable() {
    }

    /** The replications' CPU figures of {@code point} added up, or null if it has fewer than two classes. */
    public static CpuFigures figures(ExperimentResult result, Point point) {
        List<CpuFigures> parts = result.replications().stream()
                .filter(r -> r.point().equals(point))
                .flatMap(r -> r.section(Section.CPU_SCHEDULING).stream())
                .filter(f -> f.tickets().length > 1).toList();
        return parts.isEmpty() ? null : CpuFigures.sum(parts);
    }

    static String render(ExperimentResult result) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (PointSummary s : result.summaries()) {
            CpuFigures f = figures(result, s.point());
            if (f == null) {
                continue;
            }
            for (int c = 0; c < f.tickets().length; c++) {
                rows.add(List.of(s.policy(), Fmt.load(s.load()), f.names().get(c), Integer.toString(f.tickets()[c]),
                        Fmt.fixed(f.ticketShare(c), 4), Fmt.fixed(f.share(c), 4), Fmt.sig(f.maxLag()[c], 4)));
            }
        }
        if (rows.size() == 1) {
            return "";
        }
        return "\nuser classes: cpu share = the class's share of the CPU time; max |lag| = the most CPU time (model"
                + " seconds) it was behind or ahead of the fluid system that serves every class with work at once,"
                + " in proportion to its tickets\n\n" + TextColumns.lines(rows);
    }
}
