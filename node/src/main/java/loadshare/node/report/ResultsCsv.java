package loadshare.node.report;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import loadshare.node.experiment.ExperimentResult;
import loadshare.node.experiment.ReplicationResult;

/**
 * Writes {@code results.csv}: a header, then one row per {@link ReplicationResult} in the given order.
 *
 * <p>The columns are the record's components in declaration order, named in snake_case
 * ({@code policy,load,nodes,replication,seed,jobs,mean_response_time,...,unstable}), so the file always
 * follows the record; a component that is itself a record (the migration figures) becomes one column per
 * component of it, prefixed ({@code migrations}, {@code migrations_mean_freeze}). Formatting is deterministic: doubles use {@link Double#toString(double)} (the shortest
 * representation that reads back to the same value), NaN is an empty cell, infinities are {@code inf} and
 * {@code -inf}; text is quoted per RFC 4180 when it contains a comma, a quote or a line break. Lines end
 * with {@code \n}.
 */
public final class ResultsCsv {

    /** The file name the reporter writes. */
    public static final String FILE_NAME = "results.csv";

    /** The columns: a path of one or two record components from a {@link ReplicationResult}. */
    private static final List<RecordComponent[]> COLUMNS = columns();

    private ResultsCsv() {
    }

    /** Writes the experiment's replications to {@code file}, atomically; returns {@code file}. */
    public static Path write(ExperimentResult result, Path file) throws IOException {
        return AtomicFiles.write(file, render(result.replications()));
    }

    /** The header line: the record component names in snake_case, comma-separated. */
    public static String header() {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < COLUMNS.size(); i++) {
            if (i > 0) {
                line.append(',');
            }
            RecordComponent[] path = COLUMNS.get(i);
            String name = snakeCase(path[0].getName());
            if (path.length > 1 && !path[1].getName().equals(path[0].getName())) {
                name += "_" + snakeCase(path[1].getName());
            }
            line.append(name);
        }
        return line.toString();
    }

    /** The whole file's content for {@code rows}, header included. */
    public static String render(List<ReplicationResult> rows) {
        StringBuilder out = new StringBuilder(header()).append('\n');
        for (ReplicationResult row : rows) {
            for (int i = 0; i < COLUMNS.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                Object value = row;
                for (RecordComponent component : COLUMNS.get(i)) {
                    value = valueOf(component, value);
                }
                out.append(cell(value));
            }
            out.append('\n');
        }
        return out.toString();
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

    private static List<RecordComponent[]> columns() {
        List<RecordComponent[]> columns = new ArrayList<>();
        for (RecordComponent component : ReplicationResult.class.getRecordComponents()) {
            if (component.getType().isRecord()) {
                for (RecordComponent inner : component.getType().getRecordComponents()) {
                    columns.add(new RecordComponent[] {component, inner});
                }
            } else {
                columns.add(new RecordComponent[] {component});
            }
        }
        return List.copyOf(columns);
    }

    private static Object valueOf(RecordComponent component, Object row) {
        try {
            return component.getAccessor().invoke(row);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName() + " of " + row, e);
        }
    }
}
