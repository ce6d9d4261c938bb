package loadshare.node.live.dashboard;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import loadshare.node.live.LiveMeasurement;
import loadshare.node.live.ResultsCollector;
import loadshare.node.run.ResponseTimes;

/**
 * The dashboard's picture of the run, kept up to date by the collector's node (it is the {@link RunListener})
 * and read by the page's connections: each node's queue, running jobs, transfers and migrations, the members'
 * states and the events that changed them, the live throughput and response times so far (completions counted
 * once, response times of the jobs that arrived in [warmup, duration), as the collector counts them), the
 * simulated twin's figures, and the result. Thread-safe: every method holds the board's lock; readers wait for a
 * newer version with {@link #await}.
 */
final class Board implements RunListener {

    /** Events kept for the page, the newest ones. */
    static final int EVENTS_KEPT = 200;
    /** Samples of the cluster over model time, at most. */
    static final int SAMPLES_KEPT = 600;

    /** A snapshot as JSON and the version it shows. */
    record Frame(long version, String json) {
    }

    private record Event(double wall, double model, String address, MemberChange change) {
    }

    private static final class NodeRow {
        String address;
        int queued;
        int running;
        long jobsIn;
        long jobsOut;
        long migrationsIn;
        long migrationsOut;
        long arrivals;
        long completed;
        long resubmitted;
        boolean arrivalsDone;
    }

    private static final class MemberRow {
        MemberChange status = MemberChange.JOINED;
        boolean reachable = true;
    }

    private final RunInfo info;
    private final LongSupplier nanos;
    private final long startNanos;
    private final Map<Integer, NodeRow> nodes = new TreeMap<>();
    private final Map<String, MemberRow> members = new HashMap<>();
    private final List<Event> events = new ArrayList<>();
    private final List<double[]> samples = new ArrayList<>();
    private final Set<Long> completedIds = new HashSet<>();
    private final ResponseTimes histogram;
    private double modelTime;
    private double nextSample;
    private long duplicates;
    private long measured;
    private double sumResponse;
    private long measuredTransfers;
    private SimulatedTwin.Figures twin;
    private String twinFailure;
    private LiveMeasurement result;
    private boolean reportReady;
    private boolean closed;
    private long version;

    /** @param nanos a monotonic clock in nanoseconds, for the events' wall times */
    Board(RunInfo info, LongSupplier nanos) {
        this.info = info;
        this.nanos = nanos;
        this.startNanos = nanos.getAsLong();
        this.histogram = new ResponseTimes(info.meanService());
    }

    @Override
    public synchronized void status(ResultsCollector.NodeStatus s) {
        NodeRow row = row(s.node());
        row.arrivals = s.jobs().arrivals();
        row.resubmitted = s.jobs().resubmitted();
        row.arrivalsDone = s.jobs().arrivalsDone();
        advance(s.busy().until());
        sample();
        changed();
    }

    @Override
    public synchronized void activity(NodeActivity a) {
        NodeRow row = row(a.node());
        row.address = a.address();
        row.queued = a.queued();
        row.running = a.running();
        row.jobsIn = a.jobsIn();
        row.jobsOut = a.jobsOut();
        row.migrationsIn = a.migrationsIn();
        row.migrationsOut = a.migrationsOut();
        changed();
    }

    @Override
    public synchronized void completed(ResultsCollector.JobDone done) {
        if (!completedIds.add(done.job().id())) {
            duplicates++;
            return;
        }
        row(done.node()).completed++;
        advance(done.finishedAt());
        double arrived = done.job().arrivalTime();
        if (arrived >= info.warmup() && arrived < info.duration()) {
            double response = done.finishedAt() - arrived;
            measured++;
            sumResponse += response;
            histogram.record(response);
            measuredTransfers += done.job().transfers();
        }
        changed();
    }

    @Override
    public synchronized void member(String address, MemberChange change) {
        MemberRow m = members.computeIfAbsent(address, a -> new MemberRow());
        switch (change) {
            case UNREACHABLE -> m.reachable = false;
            case REACHABLE -> m.reachable = true;
            default -> m.status = change;
        }
        events.add(new Event(wallSeconds(), modelTime, address, change));
        if (events.size() > EVENTS_KEPT) {
            events.remove(0);
        }
        changed();
    }

    @Override
    public synchronized void finished(LiveMeasurement m) {
        result = m;
        changed();
    }

    synchronized void twin(SimulatedTwin.Figures figures) {
        twin = figures;
        changed();
    }

    synchronized void twinFailed(String reason) {
        twinFailure = reason;
        changed();
    }

    /** The run's report has been written: the page may show it. */
    synchronized void reportReady() {
        reportReady = true;
        changed();
    }

    /** No more changes: readers waiting in {@link #await} return. */
    synchronized void close() {
        closed = true;
        notifyAll();
    }

    /** The current snapshot. */
    synchronized Frame frame() {
        return new Frame(version, BoardJson.render(this));
    }

    /**
     * Waits up to {@code timeout} for a version newer than {@code seen}; returns the current snapshot then (the
     * same version if none came), or null once the board is closed.
     */
    synchronized Frame await(long seen, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (long left = timeout.toNanos(); version == seen && !closed && left > 0; left = deadline - System.nanoTime()) {
            wait(Math.max(1, left / 1_000_000));
        }
        return closed ? null : frame();
    }

    /** What the page shows; called by {@link BoardJson} with the lock held. */
    void write(Json json) {
        json.object().field("version", version).field("phase", phase()).field("modelTime", modelTime)
                .field("wallTime", wallSeconds());
        json.key("run");
        info.write(json);
        json.key("nodes").array();
        nodes.forEach((index, row) -> writeNode(json, index, row));
        json.end().key("live").object().field("completed", (long) completedIds.size())
                .field("duplicates", duplicates).field("measured", measured)
                .field("meanResponse", measured == 0 ? Double.NaN : sumResponse / measured)
                .field("p50", histogram.percentile(50)).field("p95", histogram.percentile(95))
                .field("p99", histogram.percentile(99))
                .field("throughput", modelTime > 0 ? completedIds.size() / modelTime : Double.NaN)
                .field("transfersPerJob", measured == 0 ? Double.NaN : measuredTransfers / (double) measured)
                .end();
        BoardJson.twin(json, twin, twinFailure);
        json.key("events").array();
        for (int i = events.size() - 1; i >= 0; i--) {
            Event e = events.get(i);
            json.object().field("wall", e.wall()).field("model", e.model()).field("address", e.address())
                    .field("change", e.change().label());
            Integer node = nodeAt(e.address());
            json.key("node");
            if (node == null) {
                json.value((String) null);
            } else {
                json.value((long) node);
            }
            json.end();
        }
        json.end().key("samples").array();
        for (double[] s : samples) {
            json.array().value(s[0]).value((long) s[1]).value((long) s[2]).value((long) s[3]).end();
        }
        json.end();
        BoardJson.result(json, result);
        json.field("report", reportReady ? "report.html" : null).end();
    }

    private void writeNode(Json json, int index, NodeRow row) {
        json.object().field("node", index).field("address", row.address).field("state", state(row))
                .field("queued", row.queued).field("running", row.running).field("jobsIn", row.jobsIn)
                .field("jobsOut", row.jobsOut).field("migrationsIn", row.migrationsIn)
                .field("migrationsOut", row.migrationsOut).field("arrivals", row.arrivals)
                .field("completed", row.completed).field("resubmitted", row.resubmitted)
                .field("arrivalsDone", row.arrivalsDone).end();
    }

    /** A node's state: its member's, or {@code up} once it reports and its member has not been seen. */
    private String state(NodeRow row) {
        MemberRow m = row.address == null ? null : members.get(row.address);
        if (m == null) {
            return MemberChange.UP.label();
        }
        if (m.status == MemberChange.GONE || m.reachable) {
            return m.status.label();
        }
        return MemberChange.UNREACHABLE.label();
    }

    private String phase() {
        if (result != null) {
            return "over";
        }
        if (nodes.isEmpty()) {
            return "waiting for nodes";
        }
        return modelTime < info.duration() ? "running" : "draining";
    }

    private Integer nodeAt(String address) {
        for (Map.Entry<Integer, NodeRow> e : nodes.entrySet()) {
            if (address.equals(e.getValue().address)) {
                return e.getKey();
            }
        }
        return null;
    }

    private NodeRow row(int node) {
        return nodes.computeIfAbsent(node, n -> new NodeRow());
    }

    private void advance(double t) {
        if (t > modelTime && Double.isFinite(t)) {
            modelTime = t;
        }
    }

    /** One sample of the cluster (model time, queued, running, completed) every 1/300 of the arrivals' time. */
    private void sample() {
        if (modelTime < nextSample) {
            return;
        }
        long queued = nodes.values().stream().mapToLong(r -> r.queued).sum();
        long running = nodes.values().stream().mapToLong(r -> r.running).sum();
        samples.add(new double[] {modelTime, queued, running, completedIds.size()});
        if (samples.size() > SAMPLES_KEPT) {
            samples.remove(0);
        }
        nextSample = modelTime + info.duration() / 300;
    }

    private double wallSeconds() {
        return (nanos.getAsLong() - startNanos) / 1e9;
    }

    private void changed() {
        version++;
        notifyAll();
    }
}
