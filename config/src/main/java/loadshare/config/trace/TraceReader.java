package loadshare.config.trace;

import java.io.IOException;
import java.io.Reader;
import loadshare.config.SettingsException;

/**
 * Reads a trace line by line, handing each usable job to a {@link TraceSink} and counting the others by
 * {@link SkipReason}; nothing of a line is kept after it is read, and a line is read into one buffer of bounded
 * size ({@link BoundedLines}), so any file is read in constant memory. A malformed or too long line ends the
 * reading with one {@link SettingsException}: {@code trace.swf.gz:1234: field 4 (run time): "abc" is not a number}.
 *
 * <p>SWF: {@code ;} lines are header comments, blank lines are ignored, every other line has 18
 * whitespace-separated numbers. CSV: a header line naming the columns ({@code submit,node,demand} in any order,
 * optionally {@code user}, {@code processors}, {@code memory}), then one job a line; blank lines and {@code #}
 * comments are ignored.
 */
public final class TraceReader {

    static final int SWF_FIELDS = 18;
    private static final String[] SWF_NAMES = {"job number", "submit time", "wait time", "run time",
        "allocated processors", "average CPU time", "used memory", "requested processors", "requested time",
        "requested memory", "status", "user id", "group id", "executable", "queue", "partition", "preceding job",
        "think time"};

    private final String name;
    private final int nodes;
    private final TraceSink sink;
    private final long[] skipped = new long[SkipReason.values().length];
    private long lineNumber;
    private long used;

    /**
     * @param name  the file as the user named it, for messages
     * @param nodes a CSV line's node must be below this (the cluster's size)
     */
    private TraceReader(String name, int nodes, TraceSink sink) {
        this.name = name;
        this.nodes = nodes;
        this.sink = sink;
    }

    /** Reads every line of {@code in}; returns how many jobs were skipped, by reason ({@link SkipReason} ordinal). */
    public static long[] read(Reader in, String name, TraceFormat format, int nodes, TraceSink sink)
            throws IOException {
        return read(new BoundedLines(in, name, "a trace"), name, format, nodes, sink);
    }

    static long[] read(BoundedLines lines, String name, TraceFormat format, int nodes, TraceSink sink)
            throws IOException {
        TraceReader reader = new TraceReader(name, nodes, sink);
        if (format == TraceFormat.SWF) {
            reader.swf(lines);
        } else {
            reader.csv(lines);
        }
        return reader.skipped.clone();
    }

    private void swf(BoundedLines lines) throws IOException {
        int[] starts = new int[SWF_FIELDS];
        int[] ends = new int[SWF_FIELDS];
        while (lines.next()) {
            lineNumber = lines.lineNumber();
            char[] line = lines.buffer();
            int count = split(line, lines.start(), lines.end(), starts, ends);
            if (count == 0 || line[starts[0]] == ';') {
                continue;
            }
            if (count != SWF_FIELDS) {
                throw error((count > SWF_FIELDS ? "more than " + SWF_FIELDS : String.valueOf(count))
                        + " fields: an SWF job line has " + SWF_FIELDS);
            }
            double submit = swfNumber(line, starts, ends, 2);
            double runTime = swfNumber(line, starts, ends, 4);
            int allocated = swfWhole(line, starts, ends, 5);
            int requested = swfWhole(line, starts, ends, 8);
            long user = (long) swfNumber(line, starts, ends, 12);
            double requestedTime = swfNumber(line, starts, ends, 9);
            double memory = swfNumber(line, starts, ends, 10);
            int queue = swfWhole(line, starts, ends, 15);
            int partition = swfWhole(line, starts, ends, 16);
            job(submit, runTime, allocated > 0 ? allocated : requested, user, -1, requestedTime, memory, queue,
                    partition);
        }
    }

    private void job(double submit, double runTime, int processors, long user, int node, double requestedTime,
                     double memory, int queue, int partition) {
        if (!(runTime > 0)) {
            skipped[SkipReason.RUN_TIME.ordinal()]++;
        } else if (submit < 0) {
            skipped[SkipReason.SUBMIT_TIME.ordinal()]++;
        } else if (processors <= 0) {
            skipped[SkipReason.PROCESSORS.ordinal()]++;
        } else {
            used++;
            sink.job(submit, runTime, processors, user, node, requestedTime, memory, queue, partition);
        }
    }

    /**
     * Splits {@code line[from, to)} on whitespace into at most {@code starts.length} fields (one more is counted as
     * too many).
     */
    private static int split(char[] line, int from, int to, int[] starts, int[] ends) {
        int count = 0;
        int i = from;
        int n = to;
        while (true) {
            while (i < n && Character.isWhitespace(line[i])) {
                i++;
            }
            if (i == n) {
                return count;
            }
            if (count == starts.length) {
                return count + 1;
            }
            starts[count] = i;
            while (i < n && !Character.isWhitespace(line[i])) {
                i++;
            }
            ends[count++] = i;
        }
    }

    private double swfNumber(char[] line, int[] starts, int[] ends, int field) {
        return number(line, starts[field - 1], ends[field - 1], field, SWF_NAMES[field - 1]);
    }

    private int swfWhole(char[] line, int[] starts, int[] ends, int field) {
        return whole(line, starts[field - 1], ends[field - 1], field, SWF_NAMES[field - 1]);
    }

    double number(char[] line, int from, int to, int field, String fieldName) {
        double value = Numbers.parse(line, from, to);
        if (Double.isNaN(value)) {
            throw fieldError(field, fieldName, new String(line, from, to - from), "is not a number");
        }
        return value;
    }

    int whole(char[] line, int from, int to, int field, String fieldName) {
        double value = number(line, from, to, field, fieldName);
        if (value != Math.rint(value) || Math.abs(value) > Integer.MAX_VALUE) {
            throw fieldError(field, fieldName, new String(line, from, to - from), "is not a whole number");
        }
        return (int) value;
    }

    SettingsException fieldError(int field, String fieldName, String text, String problem) {
        String shown = text.length() > 40 ? text.substring(0, 40) + "..." : text;
        return error("field " + field + " (" + fieldName + "): \"" + shown + "\" " + problem);
    }

    SettingsException error(String problem) {
        return new SettingsException(name + ":" + lineNumber + ": " + problem);
    }

    /** Reads CSV lines straight from the line buffer: no String per line (a million-job trace reads in a blink). */
    private void csv(BoundedLines lines) throws IOException {
        CsvColumns columns = null;
        while (lines.next()) {
            lineNumber = lines.lineNumber();
            columns = csvLine(lines.buffer(), lines.start(), lines.end(), columns);
        }
        if (columns == null) {
            throw new SettingsException(name + ": empty: a CSV trace starts with a header line, e.g. submit,node,demand");
        }
    }

    private CsvColumns csvLine(char[] buffer, int from, int to, CsvColumns columns) {
        int a = from;
        int b = to;
        while (a < b && Character.isWhitespace(buffer[a])) {
            a++;
        }
        while (b > a && Character.isWhitespace(buffer[b - 1])) {
            b--;
        }
        if (a == b || buffer[a] == '#') {
            return columns;
        }
        if (columns == null) {
            return CsvColumns.of(new String(buffer, a, b - a), this);
        }
        columns.job(buffer, a, b, this, nodes);
        return columns;
    }

    /** A CSV job line, its fields already read. */
    void csvJob(double submit, double demand, int processors, long user, int node) {
        job(submit, demand, processors, user, node, -1, -1, -1, -1);
    }

    long lineNumber() {
        return lineNumber;
    }
}
