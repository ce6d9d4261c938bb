package loadshare.config.trace;

import java.util.Arrays;
import java.util.List;

/** The columns a CSV trace's header line names, and the reading of one job line by them. */
final class CsvColumns {

    static final List<String> REQUIRED = List.of("submit", "node", "demand");
    static final List<String> OPTIONAL = List.of("user", "processors", "memory");

    /** Column index of submit, node, demand, user, processors, memory; -1 when absent. */
    private final int[] index;
    private final int count;
    private final int[] starts;
    private final int[] ends;

    private CsvColumns(int[] index, int count) {
        this.index = index;
        this.count = count;
        this.starts = new int[count];
        this.ends = new int[count];
    }

    static CsvColumns of(String header, TraceReader reader) {
        String[] names = header.split(",", -1);
        int[] index = new int[REQUIRED.size() + OPTIONAL.size()];
        Arrays.fill(index, -1);
        List<String> known = new java.util.ArrayList<>(REQUIRED);
        known.addAll(OPTIONAL);
        for (int i = 0; i < names.length; i++) {
            String column = names[i].strip().toLowerCase(java.util.Locale.ROOT);
            int which = known.indexOf(column);
            if (which < 0) {
                throw reader.error("unknown column \"" + column + "\" in the header (columns: "
                        + String.join(", ", known) + "; submit, node and demand are required)");
            }
            if (index[which] >= 0) {
                throw reader.error("column \"" + column + "\" appears twice in the header");
            }
            index[which] = i;
        }
        for (int i = 0; i < REQUIRED.size(); i++) {
            if (index[i] < 0) {
                throw reader.error("the header lacks the column \"" + REQUIRED.get(i)
                        + "\" (a CSV trace needs submit,node,demand; user, processors and memory are optional)");
            }
        }
        return new CsvColumns(index, names.length);
    }

    /** Reads the job in {@code line[from, to)}. */
    void job(char[] line, int from, int to, TraceReader reader, int nodes) {
        int fields = 0;
        int start = from;
        for (int i = from; i <= to; i++) {
            if (i == to || line[i] == ',') {
                if (fields < count) {
                    starts[fields] = start;
                    ends[fields] = i;
                }
                fields++;
                start = i + 1;
            }
        }
        if (fields != count) {
            throw reader.error(fields + " fields: the header names " + count);
        }
        double submit = number(line, reader, 0, "submit");
        int node = reader.whole(line, trimStart(line, 1), trimEnd(line, 1), index[1] + 1, "node");
        double demand = number(line, reader, 2, "demand");
        long user = index[3] < 0 ? -1 : (long) number(line, reader, 3, "user");
        int processors = index[4] < 0 ? 1
                : reader.whole(line, trimStart(line, 4), trimEnd(line, 4), index[4] + 1, "processors");
        if (index[5] >= 0) {
            number(line, reader, 5, "memory");
        }
        if (node < 0 || node >= nodes) {
            int a = trimStart(line, 1);
            throw reader.fieldError(index[1] + 1, "node", new String(line, a, trimEnd(line, 1) - a),
                    "is not a node of this cluster (0.." + (nodes - 1) + ")");
        }
        reader.csvJob(submit, demand, processors, user, node);
    }

    private double number(char[] line, TraceReader reader, int which, String name) {
        return reader.number(line, trimStart(line, which), trimEnd(line, which), index[which] + 1, name);
    }

    private int trimStart(char[] line, int which) {
        int i = starts[index[which]];
        int end = ends[index[which]];
        while (i < end && line[i] == ' ') {
            i++;
        }
        return i;
    }

    private int trimEnd(char[] line, int which) {
        int start = starts[index[which]];
        int i = ends[index[which]];
        while (i > start && (line[i - 1] == ' ' || line[i - 1] == '\r')) {
            i--;
        }
        return i;
    }
}
