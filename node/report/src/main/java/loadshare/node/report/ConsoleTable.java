package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.OwnerFigures;

/**
 * The experiment's results as an aligned plain-text table for the terminal: grouped by load, each group
 * headed by the analytic references at that load, then one row per policy. Unstable rows read
 * {@code UNSTABLE} instead of a mean; a mean whose interval misses the exact value or the precision asked for
 * is marked {@code !} and explained below the table. Application-running policies (volunteer computing) add their application
 * figures below.
 */
public final class ConsoleTable {

    private static final List<String> HEADER = List.of(
            "policy", "mean ± 95% CI", "p50", "p95", "p99", "util", "msgs/job", "transfers/job", "P(idle&wait)");
    /** Columns of {@link #HEADER}: the migration and owner columns follow. */
    static final int HEADER_SIZE = 9;
    /** Added when some policy migrated running jobs. */
    static final List<String> MIGRATION_HEADER = List.of("migrations/job", "freeze", "stall", "refused");
    /** Added when hosts have owners. */
    static final List<String> OWNER_HEADER = List.of("owner slowdown", "interference", "foreign on idle",
            "evictions", "suspensions");

    private static final String INDENT = "  ";
    private static final String GAP = "  ";

    private ConsoleTable() {
    }

    /** The table, lines ending in {@code \n}. */
    public static String render(ExperimentResult result) {
        boolean migrations = migrations(result);
        List<String> header = new ArrayList<>(HEADER);
        if (migrations) {
            header.addAll(MIGRATION_HEADER);
        }
        boolean owners = owners(result);
        if (owners) {
            header.addAll(OWNER_HEADER);
        }
        List<List<List<String>>> cells = new ArrayList<>();
        for (double load : result.loads()) {
            List<List<String>> rows = new ArrayList<>();
            for (String policy : Lookup.policies(result)) {
                Lookup.summary(result, policy, load).ifPresent(s -> rows.add(row(s, migrations, owners)));
            }
            cells.add(rows);
        }
        int[] widths = widths(header, cells);
        StringBuilder out = new StringBuilder();
        out.append(result.name()).append(": ").append(result.nodes()).append(" nodes, ")
                .append(count(SweepTable.policies(result).size(), "policy", "policies"));
        if (!SweepTable.keys(result).isEmpty()) {
            out.append(" x ").append(count(SweepTable.points(result).size(), "point", "points")).append(" of a sweep of ")
                    .append(String.join(" and ", SweepTable.keys(result)));
        }
        out.append(", ").append(count(result.loads().size(), "load", "loads")).append("\n\n");
        out.append(INDENT).append(line(header, widths)).append('\n');
        out.append(INDENT).append(rule(widths)).append('\n');
        for (int g = 0; g < cells.size(); g++) {
            out.append(referenceLine(result, result.loads().get(g))).append('\n');
            for (List<String> row : cells.get(g)) {
                out.append(INDENT).append(line(row, widths)).append('\n');
            }
        }
        List<String> notes = CheckNotes.lines(result);
        if (!notes.isEmpty()) {
            out.append('\n');
            notes.forEach(note -> out.append("warning (").append(CheckNotes.MARK.strip()).append("): ")
                    .append(note).append('\n'));
        }
        List<String> warmups = WarmupNotes.lines(result);
        if (!warmups.isEmpty()) {
            out.append("\nwarm-up found by MSER-5 (run.warmup-jobs = auto), completions discarded per replication:\n");
            warmups.forEach(line -> out.append("  ").append(line).append('\n'));
        }
        out.append(ApplicationTable.render(result));
        out.append(SweepTable.render(result));
        out.append(TraceTable.render(result));
        out.append(BatchTable.render(result));
        out.append(ThreadTable.render(result));
        out.append(ClassTable.render(result));
        out.append(FailureTable.render(result));
        return out.toString();
    }

    /** "1 load", "4 loads". */
    static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /** Some policy migrated running jobs: the table has the migration columns. */
    static boolean migrations(ExperimentResult result) {
        return result.summaries().stream().anyMatch(s -> s.migrations().migrations() > 0);
    }

    /** Hosts have owners: the table has the owner columns. */
    static boolean owners(ExperimentResult result) {
        return result.summaries().stream().anyMatch(s -> s.owners().hosts() > 0);
    }

    /**
     * E.g. "ρ = 0.9   mean response time: no sharing, 20 x M/M/1: 10.00; central queue, M/M/20 (Erlang C):
     * 1.275   P(idle&wait) without sharing, 20 x M/M/1: 0.878".
     */
    static String referenceLine(ExperimentResult result, double load) {
        StringBuilder line = new StringBuilder("ρ = ").append(Fmt.load(load));
        ReferenceNames names = ReferenceNames.of(result);
        Lookup.reference(result, load).ifPresent(a -> line
                .append("   mean response time: no sharing, ").append(names.model1()).append(": ")
                .append(Fmt.sig(a.mm1ResponseTime(), 4))
                .append("; central queue, ").append(names.modelK()).append(": ").append(Fmt.sig(a.mmkResponseTime(), 4))
                .append("   P(idle&wait) without sharing, ").append(names.modelIdle()).append(": ")
                .append(Fmt.fixed(a.idleWhileWaitingNoSharing(), 3)));
        return line.toString();
    }

    static List<String> row(PointSummary s, boolean migrations, boolean owners) {
        List<String> row = new ArrayList<>(List.of(
                s.policy(),
                s.unstable() ? "UNSTABLE" : Fmt.meanCi(s.response().mean(), s.ci95HalfWidth())
                        + (s.check().flagged() ? CheckNotes.MARK : ""),
                Fmt.sig(s.response().p50(), 4),
                Fmt.sig(s.response().p95(), 4),
                Fmt.sig(s.response().p99(), 4),
                Fmt.fixed(s.flow().utilization(), 3),
                Fmt.fixed(s.sharing().messagesPerJob(), 2),
                Fmt.fixed(s.sharing().transfersPerJob(), 3),
                Fmt.fixed(s.sharing().idleWhileWaiting(), 3)));
        if (migrations) {
            MigrationFigures m = s.migrations();
            row.addAll(List.of(Fmt.fixed(m.perJob(), 4), Fmt.sig(m.meanFreeze(), 3), Fmt.sig(m.meanStall(), 3),
                    Long.toString(m.refused())));
        }
        if (owners) {
            OwnerFigures o = s.owners();
            row.addAll(List.of(Fmt.fixed(o.ownerSlowdown(), 3), Fmt.fixed(o.interference(), 3),
                    Fmt.fixed(o.foreignWorkOnIdle(), 3), Long.toString(o.evictions()), Long.toString(o.suspensions())));
        }
        return row;
    }

    private static int[] widths(List<String> header, List<List<List<String>>> groups) {
        int[] widths = header.stream().mapToInt(String::length).toArray();
        for (List<List<String>> rows : groups) {
            for (List<String> row : rows) {
                for (int i = 0; i < widths.length; i++) {
                    widths[i] = Math.max(widths[i], row.get(i).length());
                }
            }
        }
        return widths;
    }

    /** The first column (policy) left-aligned, the numbers right-aligned. */
    private static String line(List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                line.append(GAP);
            }
            String pad = " ".repeat(widths[i] - cells.get(i).length());
            line.append(i == 0 ? cells.get(i) + pad : pad + cells.get(i));
        }
        return line.toString().stripTrailing();
    }

    private static String rule(int[] widths) {
        int total = (widths.length - 1) * GAP.length();
        for (int w : widths) {
            total += w;
        }
        return "-".repeat(total);
    }
}
