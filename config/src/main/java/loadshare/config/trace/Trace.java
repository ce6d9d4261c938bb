package loadshare.config.trace;

import java.io.Serializable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import loadshare.config.SettingsException;

/**
 * The usable jobs of a trace, as a run replays them: in submit-time order (jobs with the same submit time in the
 * order of the file), times relative to the first used job's submit time, and per job only what a run needs:
 * submit time, demand, user (the k-th distinct user in order of first submission) and, for CSV, its home node.
 * About 20 bytes a job. Immutable once read (but for a cache of sorted demands), so every run of an experiment
 * shares one; thread-safe.
 */
public final class Trace implements Serializable {

    private final String name;
    private final TraceFormat format;
    private final double[] submit;
    private final double[] demand;
    private final int[] user;
    private final int[] node;
    private final int users;
    private final long[] skipped;
    private final double start;
    private final BatchFields batch;
    private double[] sortedDemand;

    private Trace(String name, TraceFormat format, double[] submit, double[] demand, int[] user, int[] node,
                  int users, long[] skipped, double start, BatchFields batch) {
        this.name = name;
        this.format = format;
        this.submit = submit;
        this.demand = demand;
        this.user = user;
        this.node = node;
        this.users = users;
        this.skipped = skipped;
        this.start = start;
        this.batch = batch;
    }

    /**
     * Reads a whole trace from {@code raw}, gunzipping it when {@code name} ends in {@code .gz}, and closes it.
     *
     * @throws SettingsException for a malformed line, no usable job, or a file that cannot be read
     */
    public static Trace read(InputStream raw, String name, TraceFormat format, TraceDemand demandKind, int nodes) {
        try (InputStream stream = raw;
             InputStream in = name.endsWith(".gz") ? new GZIPInputStream(stream, 1 << 16) : stream;
             Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return read(reader, name, format, demandKind, nodes);
        } catch (IOException e) {
            throw new SettingsException(name + ": cannot read the trace: " + e.getMessage());
        }
    }

    /**
     * Reads a whole trace.
     *
     * @param name  the file as the user named it, for messages
     * @param nodes a CSV line's node must be below this
     * @throws SettingsException for a malformed or too long line ({@link BoundedLines#MAX_LINE}), or when no job is
     *                           usable
     */
    public static Trace read(Reader in, String name, TraceFormat format, TraceDemand demandKind, int nodes)
            throws IOException {
        Builder b = new Builder();
        long[] skipped = TraceReader.read(in, name, format, nodes, new TraceSink() {
            @Override
            public void job(double submit, double runTime, int processors, long user, int node) {
                job(submit, runTime, processors, user, node, -1, -1, -1, -1);
            }

            @Override
            public void job(double submit, double runTime, int processors, long user, int node, double requested,
                            double memory, int queue, int partition) {
                b.add(submit, demandKind.of(runTime, processors), user, node);
                b.batch.add(runTime, processors, requested, memory, queue, partition);
            }
        });
        if (b.size == 0) {
            throw new SettingsException(name + ": no usable job (a job needs a run time > 0, a submit time >= 0 and "
                    + "processors > 0)" + skippedText(skipped));
        }
        return b.build(name, format, skipped);
    }

    private static String skippedText(long[] skipped) {
        StringBuilder text = new StringBuilder();
        for (SkipReason reason : SkipReason.values()) {
            if (skipped[reason.ordinal()] > 0) {
                text.append(text.length() == 0 ? "; skipped: " : ", ")
                        .append(skipped[reason.ordinal()]).append(' ').append(reason.description());
            }
        }
        return text.toString();
    }

    public String name() {
        return name;
    }

    public TraceFormat format() {
        return format;
    }

    /** Usable jobs. */
    public int jobs() {
        return submit.length;
    }

    /** Job {@code i}'s submit time, seconds after the first used job's. */
    public double submit(int i) {
        return submit[i];
    }

    /** Job {@code i}'s demand, seconds on a speed-1 CPU. */
    public double demand(int i) {
        return demand[i];
    }

    /** Job {@code i}'s user: k for the k-th distinct user id in order of first submission (-1 is a user too). */
    public int user(int i) {
        return user[i];
    }

    /** Job {@code i}'s home node as the CSV names it; -1 for SWF. */
    public int node(int i) {
        return node == null ? -1 : node[i];
    }

    /**
     * What a batch scheduler needs of each job beyond its demand: run time, processors, the user's requested time
     * and memory, its queue and partition, in the order of {@link #submit(int)}.
     */
    public BatchFields batch() {
        return batch;
    }

    /** Distinct users. */
    public int users() {
        return users;
    }

    /** Jobs skipped for {@code reason}. */
    public long skipped(SkipReason reason) {
        return skipped[reason.ordinal()];
    }

    public long skippedTotal() {
        return Arrays.stream(skipped).sum();
    }

    /** The first used job's submit time as written, seconds. */
    public double start() {
        return start;
    }

    /** Seconds from the first to the last submit of the first {@code jobs} jobs. */
    public double span(int jobs) {
        return submit[jobs - 1];
    }

    /** The demand of the first {@code jobs} jobs, seconds. */
    public double totalDemand(int jobs) {
        double sum = 0;
        for (int i = 0; i < jobs; i++) {
            sum += demand[i];
        }
        return sum;
    }

    /** The load the first {@code jobs} jobs offer at their own pace on {@code capacity} (sum of cpus x speed); 0 without span. */
    public double ownLoad(int jobs, double capacity) {
        double span = span(jobs);
        return span > 0 ? totalDemand(jobs) / (capacity * span) : 0;
    }

    /**
     * The one factor f by which every submit time is multiplied so that the first {@code jobs} jobs offer
     * {@code load}: sum of demand / (capacity x span x f) = load.
     */
    public double paceFactor(int jobs, double capacity, double load) {
        return totalDemand(jobs) / (capacity * span(jobs) * load);
    }

    /**
     * The demand below which a fraction {@code q} of the first {@code jobs} jobs lie (nearest rank); the sorted
     * demands of the last prefix asked for are kept, so the runs of an experiment sort them once.
     */
    public synchronized double demandQuantile(int jobs, double q) {
        if (sortedDemand == null || sortedDemand.length != jobs) {
            sortedDemand = Arrays.copyOf(demand, jobs);
            Arrays.sort(sortedDemand);
        }
        return sortedDemand[Math.max(0, (int) Math.ceil(q * jobs) - 1)];
    }

    /** Collects the usable jobs in file order, then orders them by submit time (stable) and numbers the users. */
    private static final class Builder {
        private double[] submit = new double[1024];
        private double[] demand = new double[1024];
        private long[] user = new long[1024];
        private int[] node = new int[1024];
        private int size;
        private boolean sorted = true;
        private final BatchFields.Builder batch = new BatchFields.Builder();

        void add(double s, double d, long u, int n) {
            if (size == submit.length) {
                int grown = (int) Math.min(Integer.MAX_VALUE - 8, size * 2L);
                if (grown == size) {
                    throw new SettingsException("a trace of more than " + size + " usable jobs is more than a run holds");
                }
                submit = Arrays.copyOf(submit, grown);
                demand = Arrays.copyOf(demand, grown);
                user = Arrays.copyOf(user, grown);
                node = Arrays.copyOf(node, grown);
            }
            if (size > 0 && s < submit[size - 1]) {
                sorted = false;
            }
            submit[size] = s;
            demand[size] = d;
            user[size] = u;
            node[size] = n;
            size++;
        }

        Trace build(String name, TraceFormat format, long[] skipped) {
            int[] order = sorted ? null : stableOrder();
            double[] s = new double[size];
            double[] d = new double[size];
            int[] users = new int[size];
            int[] nodes = format == TraceFormat.CSV ? new int[size] : null;
            Map<Long, Integer> index = new HashMap<>();
            int first = order == null ? 0 : order[0];
            double start = submit[first];
            long lastUser = 0;
            int lastIndex = 0;
            for (int k = 0; k < size; k++) {
                int i = order == null ? k : order[k];
                s[k] = submit[i] - start;
                d[k] = demand[i];
                if (k == 0 || user[i] != lastUser) { // runs of one user's jobs skip the map
                    lastUser = user[i];
                    lastIndex = index.computeIfAbsent(lastUser, id -> index.size());
                }
                users[k] = lastIndex;
                if (nodes != null) {
                    nodes[k] = node[i];
                }
            }
            return new Trace(name, format, s, d, users, nodes, index.size(), skipped.clone(), start,
                    batch.build(order, size));
        }

        private int[] stableOrder() {
            Integer[] boxed = new Integer[size];
            for (int i = 0; i < size; i++) {
                boxed[i] = i;
            }
            Arrays.sort(boxed, (a, b) -> Double.compare(submit[a], submit[b])); // TimSort: stable
            return Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
        }
    }
}
