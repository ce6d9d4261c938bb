package loadshare.node.report;

import java.util.List;
import java.util.Locale;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.TraceReport;

/**
 * The trace section of report.html: the console's trace table, then per load each node's share of the work done
 * by each policy under the share of the demand its own users submitted.
 */
final class TraceHtml {

    /** Wider clusters get no per-node table here (summary.json has it). */
    private static final int MAX_NODES = 64;

    private TraceHtml() {
    }

    static void append(StringBuilder html, ExperimentResult result) {
        TraceReport t = result.trace();
        if (t == null) {
            return;
        }
        html.append("<h2>Trace</h2>\n<p>").append(HtmlReport.escape(TraceTable.describe(t))).append(". Bounded slowdown ")
                .append("= response / max(demand, 10 s), mean over jobs; response times in model seconds.</p>\n");
        html.append("<table>\n<thead><tr>");
        TraceTable.HEADER.forEach(h -> html.append("<th>").append(HtmlReport.escape(h)).append("</th>"));
        html.append("</tr></thead>\n<tbody>\n");
        for (TraceReport.Point p : t.points()) {
            List<String> cells = TraceTable.row(p);
            html.append("<tr><td>").append(HtmlReport.escape(cells.get(0))).append("</td>");
            cells.subList(1, cells.size()).forEach(c -> html.append("<td class=\"num\">")
                    .append(HtmlReport.escape(c)).append("</td>"));
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table>\n");
        for (double load : result.loads()) {
            List<TraceReport.Point> points = t.points().stream().filter(p -> p.load() == load).toList();
            if (points.isEmpty()) {
                continue;
            }
            int nodes = points.get(0).ownShare().length;
            if (nodes > MAX_NODES) {
                html.append("<p>Each node's share of the work: in summary.json (").append(nodes)
                        .append(" nodes are too many for a table).</p>\n");
                break;
            }
            html.append("<h3>Share of the work done by each node, load ").append(Fmt.load(load)).append("</h3>\n")
                    .append("<table>\n<thead><tr><th></th>");
            for (int i = 0; i < nodes; i++) {
                html.append("<th>node ").append(i).append("</th>");
            }
            html.append("</tr></thead>\n<tbody>\n");
            shares(html, "own users' demand", points.get(0).ownShare());
            points.forEach(p -> shares(html, p.policy(), p.workShare()));
            html.append("</tbody>\n</table>\n");
        }
    }

    private static void shares(StringBuilder html, String label, double[] shares) {
        html.append("<tr><td>").append(HtmlReport.escape(label)).append("</td>");
        for (double share : shares) {
            html.append("<td class=\"num\">").append(String.format(Locale.ROOT, "%.1f%%", 100 * share)).append("</td>");
        }
        html.append("</tr>\n");
    }
}
