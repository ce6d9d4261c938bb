package loadshare.node.report;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.ReplicationResult;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.Section;
import loadshare.node.steady.Mser;

/**
 * Writes {@code results.csv}: a header, then one row per {@link ReplicationResult} in the given order.
 *
 * <p>The columns are the replication's figures in the order of the record and its parts
 * ({@code policy,load,nodes,replication,seed,jobs,mean_response_time,...,unstable}), then the migration and owner
 * figures, one column per component of their records in declaration order, named in snake_case and prefixed
 * ({@code migrations}, {@code migrations_refused}, ..., {@code owners_hosts}, ...), so those always follow
 * their records; where a central scheduler's own figures are the point of its experiment (the {@code omega} policy's
 * shared-state conflicts, the {@code consolidation} policy's energy), every scheduler's own figures follow,
 * {@code scheduler_NAME} ({@code scheduler_conflict_fraction}, {@code scheduler_batch_busyness},
 * {@code scheduler_energy_kwh}, ..., in snake_case, empty where a row's scheduler lacks one); where hosts failed, the
 * failure figures follow them ({@code failures_availability}, ...). An experiment with a sweep has a column per
 * swept key after {@code policy}, named by the key
 * and holding its value as written ({@code policy,policies[1].threshold,load,...}). Formatting is deterministic: doubles use {@link Double#toString(double)} (the shortest
 * representation that reads back to the same value), NaN is an empty cell, infinities are {@code inf} and
 * {@code -inf}; text is quoted per RFC 4180 when it contains a comma, a quote or a line break. Lines end
 * with {@code \n}.
 */
public final class ResultsCsv {

    /** The file name the reporter writes. */
    public static final String FILE_NAME = "results.csv";

    /** One column: its header and how to read its value from a row. */
    private record Column(String name, Function<ReplicationResult, Object> value) {
    }

    private static final List<Column> COLUMNS = columns();

    /**
     * A central scheduler whose own figures (one of these among them) are what its experiment measures has them in
     * results.csv: Omega's conflicts (docs/omega.md), consolidation's energy (docs/consolidation.md).
     */
    private static final java.util.Set<String> IN_RESULTS = java.util.Set.of("conflict-fraction", "energyKwh");

    private ResultsCsv() {
    }

    /** Writes the experiment's replications to {@code file}, atomically; returns {@code file}. */
    public static Path write(ExperimentResult result, Path file) throws IOException {
        return AtomicFiles.write(file, render(result));
    }

    /**
     * The file for {@code result}: {@link #render(List)}, plus a last column {@code precision_reached} (whether the
     * row's point reached {@code run.precision}; empty for an unstable point, which is not checked) when a precision
     * was asked for.
     */
    public static String render(ExperimentResult result) {
        if (result.summaries().stream().noneMatch(s -> Double.isFinite(s.check().precision()))) {
            return render(result.replications());
        }
        List<Column> columns = new ArrayList<>(columnsFor(result.replications()));
        columns.add(new Column("precision_reached", row -> Lookup.summary(result, row.policy(), row.load())
                .filter(s -> Double.isFinite(s.check().precision())).map(s -> s.check().precisionReached()).orElse(null)));
        return render(result.replications(), columns);
    }

    /** The header line: the column names, comma-separated. */
    public static String header() {
        return String.join(",", COLUMNS.stream().map(Column::name).toList());
    }

    /** The whole file's content for {@code rows}, header included. */
    public static String render(List<ReplicationResult> rows) {
        return render(rows, columnsFor(rows));
    }

    private static String render(List<ReplicationResult> rows, List<Column> columns) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < columns.size(); i++) {
            out.append(i > 0 ? "," : "").append(quote(columns.get(i).name()));
        }
        out.append('\n');
        for (ReplicationResult row : rows) {
            for (int i = 0; i < columns.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                out.append(cell(columns.get(i).value().apply(row)));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * The columns of {@code rows}: in a sweep, a column per swept key, named by the key
     * ({@code policies[1].threshold}), right after {@code policy}; where the warm-up was detected
     * ({@code run.warmup-jobs = auto}), {@code warmup_jobs}, the completions MSER-5 cut; where hosts failed, the failure figures
     * ({@code failures_availability}, ...) last; where jobs had input data ({@code workload.data}), the locality
     * figures ({@code data_local}, {@code rack_local}, {@code bytes_moved}, {@code mean_read}) after them; otherwise
     * exactly {@link #header()}.
     */
    private static List<Column> columnsFor(List<ReplicationResult> rows) {
        boolean failures = rows.stream().anyMatch(r -> r.section(Section.FAILURES).isPresent());
        boolean detected = rows.stream().anyMatch(r -> r.section(Section.WARMUP).isPresent());
        List<String> scheduler = schedulerFigures(rows);
        boolean locality = rows.stream().anyMatch(r -> extra(r, "dataLocal") != null);
        boolean swept = !rows.isEmpty() && !rows.get(0).point().sweep().isEmpty();
        if (!failures && !detected && scheduler.isEmpty() && !locality && !swept) {
            return COLUMNS;
        }
        List<Column> columns = new ArrayList<>(COLUMNS);
        List<String> keys = rows.isEmpty() ? List.of() : new ArrayList<>(rows.get(0).point().sweep().keySet());
        for (int k = 0; k < keys.size(); k++) {
            String key = keys.get(k);
            columns.add(1 + k, new Column(key, r -> r.point().sweep().get(key)));
        }
        if (detected) {
            columns.add(new Column("warmup_jobs", r -> r.section(Section.WARMUP).map(Mser::warmupJobs).orElse(null)));
        }
        for (String name : scheduler) {
            String column = "scheduler_" + snakeCase(name).replace('.', '_').replace('-', '_');
            columns.add(new Column(column, r -> extra(r, name)));
        }
        if (failures) {
            columns.addAll(figures("failures", FailureFigures.class, r -> r.section(Section.FAILURES).orElse(null)));
        }
        if (locality) {
            columns.add(new Column("data_local", r -> extra(r, "dataLocal")));
            columns.add(new Column("rack_local", r -> extra(r, "rackLocal")));
            columns.add(new Column("bytes_moved", r -> extra(r, "bytesMoved")));
            columns.add(new Column("mean_read", r -> extra(r, "meanRead")));
        }
        return columns;
    }

    /**
     * The central schedulers' own figures ({@code BatchFigures.extra}) of {@code rows}, in the order first seen, where
     * a row's scheduler has one of {@link #IN_RESULTS}; none otherwise (the other schedulers' figures are in
     * summary.json only).
     */
    private static List<String> schedulerFigures(List<ReplicationResult> rows) {
        List<String> names = new ArrayList<>();
        if (rows.stream().noneMatch(r -> r.section(Section.BATCH)
                .filter(b -> b.figures().extra().keySet().stream().anyMatch(IN_RESULTS::contains)).isPresent())) {
            return names;
        }
        for (ReplicationResult r : rows) {
            r.section(Section.BATCH).ifPresent(b -> b.figures().extra().keySet().stream()
                    .filter(k -> !names.contains(k)).forEach(names::add));
        }
        return names;
    }

    /** A central scheduler's own figure of a row ({@code BatchFigures.extra}), or null if it has none. */
    private static Double extra(ReplicationResult row, String figure) {
        return row.section(Section.BATCH).map(b -> b.figures().extra().get(figure)).orElse(null);
    }

    /** One value as a CSV cell. */
    static String cell(Object value) {
        if (value instanceof Double d) {
            return number(d);
        }
        if (value instanceof Float f) {
            return number(f.doubleValue());
        }
        if (value instanceof String s) {
            return quote(s);
        }
        return value == null ? "" : quote(value.toString());
    }

    /** A double as a CSV cell: shortest exact representation, NaN empty, infinities as inf / -inf. */
    static String number(double d) {
        if (Double.isNaN(d)) {
            return "";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        return Double.toString(d);
    }

    /** RFC 4180 quoting: only when needed, with embedded quotes doubled. */
    static String quote(String s) {
        boolean needed = s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0
                || s.indexOf('\r') >= 0;
        return needed ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    /** {@code meanResponseTime} becomes {@code mean_response_time}. */
    static String snakeCase(String camel) {
        StringBuilder out = new StringBuilder(camel.length() + 8);
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (Character.isUpperCase(c)) {
                if (i > 0) {
                    out.append('_');
                }
                out.append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static List<Column> columns() {
        List<Column> columns = new ArrayList<>(List.of(
                new Column("policy", r -> r.point().policy()),
                new Column("load", r -> r.point().load()),
                new Column("nodes", r -> r.point().nodes()),
                new Column("replication", ReplicationResult::replication),
                new Column("seed", ReplicationResult::seed),
                new Column("jobs", ReplicationResult::jobs),
                new Column("mean_response_time", r -> r.response().mean()),
                new Column("p50", r -> r.response().p50()),
                new Column("p95", r -> r.response().p95()),
                new Column("p99", r -> r.response().p99()),
                new Column("utilization", r -> r.flow().utilization()),
                new Column("throughput", r -> r.flow().throughput()),
                new Column("arrival_rate", r -> r.flow().arrivalRate()),
                new Column("transfers_per_job", r -> r.sharing().transfersPerJob()),
                new Column("messages_per_job", r -> r.sharing().messagesPerJob()),
                new Column("idle_while_waiting", r -> r.sharing().idleWhileWaiting()),
                new Column("measured_time", ReplicationResult::measuredTime),
                new Column("events", ReplicationResult::events),
                new Column("unstable", ReplicationResult::unstable)));
        columns.addAll(figures("migrations", MigrationFigures.class, ReplicationResult::migrations));
        columns.addAll(figures("owners", OwnerFigures.class, ReplicationResult::owners));
        return List.copyOf(columns);
    }

    /**
     * A column per component of the record {@code type}, named {@code prefix_component} in snake_case, or just
     * {@code prefix} for the component of the same name ({@code migrations.migrations} is {@code migrations}).
     */
    private static <R extends Record> List<Column> figures(String prefix, Class<R> type,
                                                           Function<ReplicationResult, R> figures) {
        List<Column> columns = new ArrayList<>();
        for (RecordComponent component : type.getRecordComponents()) {
            String name = component.getName().equals(prefix) ? prefix : prefix + "_" + snakeCase(component.getName());
            columns.add(new Column(name, row -> valueOf(component, figures.apply(row))));
        }
        return columns;
    }

    private static Object valueOf(RecordComponent component, Record figures) {
        if (figures == null) {
            return null;
        }
        try {
            return component.getAccessor().invoke(figures);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName() + " of " + figures, e);
        }
    }
}
