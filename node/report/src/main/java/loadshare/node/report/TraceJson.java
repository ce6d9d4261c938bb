package loadshare.node.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import loadshare.node.results.TraceReport;
import loadshare.node.run.TraceFigures;

/**
 * The {@code "trace"} section of {@code summary.json}: the trace (file, format, homes, demand, jobs used, replayed,
 * skipped by reason, users, size-class bounds) and per policy x load the pace factor, mean response, mean bounded
 * slowdown, p50/p95 by size class, and per node its share of the demand and of the work done. NaN becomes null.
 */
final class TraceJson {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private TraceJson() {
    }

    static ObjectNode tree(TraceReport t) {
        ObjectNode root = JSON.objectNode();
        root.put("file", t.file());
        root.put("format", t.format());
        root.put("homes", t.homes());
        root.put("demand", t.demand());
        root.put("jobsUsed", t.used());
        root.put("jobsReplayed", t.replayed());
        ObjectNode skipped = root.putObject("jobsSkipped");
        for (Map.Entry<String, Long> e : t.skipped().entrySet()) {
            skipped.put(e.getKey(), e.getValue());
        }
        root.put("users", t.users());
        number(root, "smallUpTo", t.smallUpTo());
        number(root, "mediumUpTo", t.mediumUpTo());
        root.put("slowdownBound", loadshare.node.run.TraceTally.SLOWDOWN_BOUND);
        ArrayNode points = root.putArray("results");
        for (TraceReport.Point p : t.points()) {
            ObjectNode point = points.addObject();
            point.put("policy", p.policy());
            number(point, "load", p.load());
            number(point, "paceFactor", p.paceFactor());
            number(point, "meanResponseTime", p.meanResponse());
            number(point, "meanBoundedSlowdown", p.meanBoundedSlowdown());
            ObjectNode classes = point.putObject("bySize");
            for (int c = 0; c < TraceFigures.CLASSES.length; c++) {
                ObjectNode size = classes.putObject(TraceFigures.CLASSES[c]);
                number(size, "p50", p.p50()[c]);
                number(size, "p95", p.p95()[c]);
            }
            ArrayNode nodes = point.putArray("nodes");
            for (int i = 0; i < p.ownShare().length; i++) {
                ObjectNode node = nodes.addObject();
                node.put("node", i);
                number(node, "demandShare", p.ownShare()[i]);
                number(node, "workShare", p.workShare()[i]);
            }
        }
        return root;
    }

    private static void number(ObjectNode node, String key, double value) {
        if (Double.isFinite(value)) {
            node.put(key, value);
        } else {
            node.putNull(key);
        }
    }
}
