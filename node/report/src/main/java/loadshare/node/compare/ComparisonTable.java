package loadshare.node.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A {@link Comparison} as an aligned plain-text table for the terminal. */
public final class ComparisonTable {

    private static final List<String> HEADER = List.of("policy", "load", "A mean", "B mean", "B − A ± 95% CI",
            "B − A", "test", "significant");

    private ComparisonTable() {
    }

    /** The table and a line on each point only one folder has; lines end in {@code \n}. */
    public static String render(Comparison c) {
        StringBuilder out = new StringBuilder();
        out.append("A = ").append(c.a().dir()).append('\n').append("B = ").append(c.b().dir()).append('\n');
        out.append(c.allPaired() ? "paired across replications: both runs used the same seeds (common random numbers)"
                : c.differences().stream().anyMatch(Difference::paired) ? "paired where both used the same seeds, Welch's "
                        + "interval elsewhere" : "Welch's interval: the runs used different seeds, so they are independent")
                .append("\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (Difference d : c.differences()) {
            rows.add(List.of(d.point().series(), d.point().load(), sig(d.meanA()), sig(d.meanB()),
                    signed(d.difference()) + " ± " + (Double.isFinite(d.halfWidth()) ? sig(d.halfWidth()) : "n/a"),
                    Double.isFinite(d.relative()) ? String.format(Locale.ROOT, "%+.1f%%", 100 * d.relative()) : "n/a",
                    d.paired() ? "paired" : "Welch",
                    d.unstable() ? "unstable" : !Double.isFinite(d.halfWidth()) ? "n/a (1 replication)"
                            : d.significant() ? (d.difference() < 0 ? "yes, B lower" : "yes, B higher") : "no"));
        }
        int[] widths = HEADER.stream().mapToInt(String::length).toArray();
        for (List<String> row : rows) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        out.append("  ").append(line(HEADER, widths)).append('\n');
        for (List<String> row : rows) {
            out.append("  ").append(line(row, widths)).append('\n');
        }
        long significant = c.differences().stream().filter(d -> !d.unstable() && d.significant()).count();
        out.append('\n').append(significant).append(" of ").append(c.differences().size())
                .append(" points differ significantly (95%)\n");
        if (!c.onlyInA().isEmpty()) {
            out.append(c.onlyInA().size()).append(" point(s) only in A, not compared: ").append(names(c.onlyInA())).append('\n');
        }
        if (!c.onlyInB().isEmpty()) {
            out.append(c.onlyInB().size()).append(" point(s) only in B, not compared: ").append(names(c.onlyInB())).append('\n');
        }
        return out.toString();
    }

    private static String names(List<ResultsFolder.PointKey> points) {
        List<String> names = points.stream().limit(5).map(p -> p.series() + " at " + p.load()).toList();
        return String.join(", ", names) + (points.size() > 5 ? ", ..." : "");
    }

    private static String sig(double x) {
        return Double.isFinite(x) ? String.format(Locale.ROOT, "%.4g", x) : "n/a";
    }

    private static String signed(double x) {
        return Double.isFinite(x) ? String.format(Locale.ROOT, "%+.4g", x) : "n/a";
    }

    private static String line(List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String pad = " ".repeat(widths[i] - cells.get(i).length());
            line.append(i > 0 ? "  " : "").append(i == 0 ? cells.get(i) + pad : pad + cells.get(i));
        }
        return line.toString().stripTrailing();
    }
}
