package loadshare.config;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import loadshare.config.FailureSettings.Outage;
import loadshare.config.trace.BoundedLines;

/**
 * Reads a failure log: a CSV file whose first line is the header {@code host,down_at,up_at} (spaces around the
 * names allowed), then one outage a row, in model seconds; blank lines and {@code #} comments are skipped. A host
 * is a node index of the cluster, {@code down_at >= 0}, {@code up_at > down_at}, and one host's outages do not
 * overlap (one may start when the one before ends). The header may name a fourth column, {@code detected_after}:
 * how long after {@code down_at} the other nodes learn of the failure ({@code >= 0}), or empty where the probe
 * timeout stands for it ({@link Outage#detectionDelay}); a live run writes its outages so. A line is at most
 * {@link BoundedLines#MAX_LINE} characters. The first bad row ends the reading with one
 * {@link SettingsException} naming the file as written and the line, as a trace's do:
 * {@code failures.csv:7: field 3 (up_at): "5" must be after down_at (10)}.
 */
final class FailureLogReader {

    static final List<String> HEADER = List.of("host", "down_at", "up_at");
    /** The header with the optional column of each outage's detection delay. */
    static final List<String> HEADER_DETECTED = List.of("host", "down_at", "up_at", "detected_after");
    private static final String HEADER_TEXT = String.join(",", HEADER);
    /** Plain decimal notation, as a trace's numbers: no NaN, Infinity, hex or Java's d/f suffixes. */
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");
    /** A field longer than this is cut in a message. */
    private static final int SHOWN = 40;

    private final String name;
    private final int nodes;
    /** The columns the header names: {@link #HEADER} or {@link #HEADER_DETECTED}. */
    private List<String> columns = HEADER;
    private final List<Outage> outages = new ArrayList<>();
    /** Each host's outages so far by down_at, with the line of each: to find the one a new outage overlaps. */
    private final Map<Integer, TreeMap<Double, Row>> byHost = new HashMap<>();
    private long lineNumber;

    /** An outage and the line it was read from. */
    private record Row(Outage outage, long line) {
    }

    private FailureLogReader(String name, int nodes) {
        this.name = name;
        this.nodes = nodes;
    }

    /**
     * The outages of the log, in the order of the file.
     *
     * @param name  the file as the experiment names it, for messages
     * @param nodes a host must be below this (the cluster's size)
     * @throws SettingsException for a missing header, a bad row, or a log without outages
     */
    static List<Outage> read(Reader in, String name, int nodes) throws IOException {
        FailureLogReader reader = new FailureLogReader(name, nodes);
        boolean header = false;
        BoundedLines lines = new BoundedLines(in, name, "a failure log");
        while (lines.next()) {
            reader.lineNumber = lines.lineNumber();
            String line = lines.text().strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (header) {
                reader.row(line);
            } else {
                reader.header(line);
                header = true;
            }
        }
        if (!header) {
            throw new SettingsException(name + ": empty: a failure log starts with the header line " + HEADER_TEXT);
        }
        if (reader.outages.isEmpty()) {
            throw new SettingsException(name + ": no outage: after the header " + HEADER_TEXT
                    + " give one outage a line");
        }
        return List.copyOf(reader.outages);
    }

    private void header(String line) {
        List<String> names = new ArrayList<>();
        for (String column : line.split(",", -1)) {
            names.add(column.strip().toLowerCase(Locale.ROOT));
        }
        if (!names.equals(HEADER) && !names.equals(HEADER_DETECTED)) {
            throw error("the first line must be the header " + HEADER_TEXT + " (or " + String.join(",",
                    HEADER_DETECTED) + "), not \"" + cut(line) + "\"");
        }
        columns = names.equals(HEADER) ? HEADER : HEADER_DETECTED;
    }

    private void row(String line) {
        String[] fields = line.split(",", -1);
        if (fields.length != columns.size()) {
            throw error(fields.length + " fields: a row is " + String.join(",", columns));
        }
        double host = number(fields, 0);
        if (host != Math.rint(host)) {
            throw fieldError(fields, 0, "is not a whole number");
        }
        if (host < 0 || host >= nodes) {
            throw fieldError(fields, 0, "is not a node of this cluster (0.." + (nodes - 1) + ")");
        }
        double downAt = number(fields, 1);
        if (downAt < 0) {
            throw fieldError(fields, 1, "must be >= 0");
        }
        double upAt = number(fields, 2);
        if (!(upAt > downAt)) {
            throw fieldError(fields, 2, "must be after down_at (" + text(downAt) + ")");
        }
        double detectedAfter = Double.NaN;
        if (columns.size() > HEADER.size() && !fields[3].isBlank()) {
            detectedAfter = number(fields, 3);
            if (detectedAfter < 0) {
                throw fieldError(fields, 3, "must be >= 0 (model seconds after down_at; empty: the probe timeout)");
            }
        }
        Outage outage = new Outage((int) host, downAt, upAt, detectedAfter);
        TreeMap<Double, Row> earlier = byHost.computeIfAbsent(outage.host(), h -> new TreeMap<>());
        Map.Entry<Double, Row> before = earlier.floorEntry(downAt);
        Map.Entry<Double, Row> after = earlier.higherEntry(downAt);
        if (before != null && before.getValue().outage().upAt() > downAt) {
            throw overlap(outage, before.getValue());
        }
        if (after != null && after.getKey() < upAt) {
            throw overlap(outage, after.getValue());
        }
        earlier.put(downAt, new Row(outage, lineNumber));
        outages.add(outage);
    }

    private double number(String[] fields, int field) {
        String text = fields[field].strip();
        if (DECIMAL.matcher(text).matches()) {
            double value = Double.parseDouble(text);
            if (Double.isFinite(value)) {
                return value;
            }
        }
        throw fieldError(fields, field, "is not a number");
    }

    private SettingsException overlap(Outage outage, Row other) {
        Outage o = other.outage();
        return error("host " + outage.host() + " is down from " + text(outage.downAt()) + " to " + text(outage.upAt())
                + ", overlapping its outage from " + text(o.downAt()) + " to " + text(o.upAt()) + " on line "
                + other.line() + " (a host's outages must not overlap)");
    }

    private SettingsException fieldError(String[] fields, int field, String problem) {
        return error("field " + (field + 1) + " (" + columns.get(field) + "): \"" + cut(fields[field].strip()) + "\" "
                + problem);
    }

    private SettingsException error(String problem) {
        return new SettingsException(name + ":" + lineNumber + ": " + problem);
    }

    private static String cut(String text) {
        return text.length() > SHOWN ? text.substring(0, SHOWN) + "..." : text;
    }

    /** A time as it reads best: {@code 10} for a whole number, {@code 10.5} otherwise. */
    private static String text(double time) {
        return time == Math.rint(time) && Math.abs(time) < 1e15 ? Long.toString((long) time) : Double.toString(time);
    }
}
