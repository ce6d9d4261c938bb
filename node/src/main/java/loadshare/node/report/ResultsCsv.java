package loadshare.node.report;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.List;

import loadshare.node.experiment.ExperimentResult;
import loadshare.node.experiment.ReplicationResult;

/**
 * Writes {@code results.csv}: a header, then one row per {@link ReplicationResult} in the given order.
 *
 * <p>The columns are the record's components in declaration order, named in snake_case
 * ({@code policy,load,nodes,replication,seed,jobs,mean_response_time,...,unstable}), so the file always
 * follows the record. Formatting is deterministic: doubles use {@link Double#toString(double)} (the shortest
 * representation that reads back to the same value), NaN is an empty cell, infinities are {@code inf} and
 * {@code -inf}; text is quoted per RFC 4180 when it contains a comma, a quote or a line break. Lines end
 * with {@code \n}.
 */
public final class ResultsCsv {

    /** The file name the reporter writes. */
    public static final String FILE_NAME = "results.csv";

    private static final RecordComponent[] COMPONENTS = ReplicationResult.class.getRecordComponents();

    private ResultsCsv() {
    }

    /** Writes the experiment's replications to {@code file}, atomically; returns {@code file}. */
    public static Path write(ExperimentResult result, Path file) throws IOException {
        return AtomicFiles.write(file, render(result.replications()));
    }

    /** The header line: the record component names in snake_case, comma-separated. */
    public static String header() {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < COMPONENTS.length; i++) {
            if (i > 0) {
                line.append(',');
            }
            line.append(snakeCase(COMPONENTS[i].getName()));
        }
        return line.toString();
    }

    /** The whole file's content for {@code rows}, header included. */
    public static String render(List<ReplicationResult> rows) {
        StringBuilder out = new StringBuilder(header()).append('\n');
        for (ReplicationResult row : rows) {
            for (int i = 0; i < COMPONENTS.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                out.append(cell(valueOf(COMPONENTS[i], row)));
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

    private static Object valueOf(RecordComponent component, ReplicationResult row) {
        try {
            return component.getAccessor().invoke(row);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName() + " of " + row, e);
        }
    }
}
