package loadshare.node.sim.batch;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongConsumer;
import java.util.random.RandomGenerator;
import loadshare.config.ExperimentSettings;
import loadshare.config.SettingsException;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseTimes;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.node.run.SharingFigures;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * The simulated runtime of a central scheduler: the {@link CentralScheduler} (participant N, after the nodes 0..N-1)
 * gets each job at its submit time, and the nodes execute what it launches: a {@link Launch} delivered to a node
 * (after the network latency) runs for its duration, then the node reports {@link Done}; a {@link Kill} stops the
 * node's part at once, and no {@code Done} follows. One event queue, one thread; the same workload and seed give
 * the same bytes.
 */
public final class BatchCluster implements CoordinatorContext {

    private static final int SUBMIT = 0;
    private static final int DELIVERY = 1;
    private static final int PART_DONE = 2;
    private static final int TIMER = 3;

    /** One run of {@code model}, whose policy is a central scheduler, at {@code load} on the workload of {@code s}. */
    public static RunMeasurement simulate(ExperimentSettings s, ClusterModel model, double load, LongConsumer progress) {
        if (!(model.policy() instanceof CentralPolicy central)) {
            throw new SettingsException("a batch run needs a central scheduler's policy");
        }
        return new BatchCluster(BatchRuns.scheduler(s, central), BatchRuns.workload(s, model, load), s.nodes(), s.network().latency(), model.seed()).run(progress);
    }


    private final EventQueue events = new EventQueue(4096);
    private final CentralScheduler scheduler;
    private final BatchWorkload workload;
    private final int nodes;
    private final double latency;
    private final RandomGenerator random;
    /** The parts running on the nodes, by node and job: a part's end reports {@code Done} only if it is still here. */
    private final Map<Part, Launch> running = new HashMap<>();
    private long messages;

    private record Part(int node, long job) {
    }

    /**
     * @param scheduler a fresh scheduler for this run
     * @param latency   one-way message delay, model seconds
     * @param seed      the run's seed (the scheduler's random stream; the built-in scheduler draws nothing)
     */
    public BatchCluster(CentralScheduler scheduler, BatchWorkload workload, int nodes, double latency, long seed) {
        this.scheduler = scheduler;
        this.workload = workload;
        this.nodes = nodes;
        this.latency = latency;
        this.random = new RandomStreams(seed).stream(nodes, StreamPurpose.POLICY);
    }

    /** Replays every job of the workload to its end (or its rejection). */
    public RunMeasurement run(LongConsumer progress) {
        if (workload.jobs() > 0) {
            events.schedule(workload.submit(0), SUBMIT, nodes, 0, null);
        }
        long reported = 0;
        while (events.next()) {
            int target = events.target();
            switch (events.kind()) {
                case SUBMIT -> {
                    int i = events.arg();
                    if (i + 1 < workload.jobs()) {
                        events.schedule(workload.submit(i + 1), SUBMIT, nodes, i + 1, null);
                    }
                    scheduler.onSubmit(workload.job(i), this);
                }
                case DELIVERY -> deliver(target, events.arg(), (NodeMessage) events.payload());
                case PART_DONE -> partDone(target, (Launch) events.payload());
                case TIMER -> scheduler.onTimer((Long) events.payload(), this);
                default -> throw new IllegalStateException("unknown event kind " + events.kind());
            }
            long done = scheduler.ledger().settled();
            if (done - reported >= 1000) {
                progress.accept(done - reported);
                reported = done;
            }
        }
        BatchFigures figures = scheduler.figures();
        long ended = figures.jobs() + figures.rejectedTotal();
        progress.accept(ended - reported);
        return measurement(figures);
    }

    private void deliver(int target, int from, NodeMessage message) {
        if (target == nodes) {
            scheduler.onMessage(from, message, this);
        } else if (message instanceof Launch launch) {
            running.put(new Part(target, launch.job()), launch);
            events.schedule(events.now() + launch.duration(), PART_DONE, target, 0, launch);
        } else if (message instanceof Kill kill) {
            running.remove(new Part(target, kill.job()));
        }
    }

    private void partDone(int node, Launch launch) {
        if (running.remove(new Part(node, launch.job()), launch)) {
            send(node, nodes, new Done(launch.job()));
        }
    }

    private RunMeasurement measurement(BatchFigures f) {
        ResponseTimes histogram = BatchMeasurement.histogram(scheduler.ledger().responses(), workload);
        FlowFigures flow = BatchMeasurement.flow(f, workload, workload.jobs());
        SharingFigures sharing = new SharingFigures(0, f.jobs() == 0 ? 0 : messages / (double) f.jobs(), Double.NaN);
        return new RunMeasurement(f.jobs(), f.meanResponse(), histogram, flow, sharing, f.makespan(),
                events.scheduledCount() - events.size(), false, MigrationFigures.NONE, OwnerFigures.NONE)
                .with(Section.BATCH, new BatchMeasurement(f, scheduler.ledger().series(BatchMeasurement.BINS),
                        scheduler.series(BatchMeasurement.BINS)));
    }

    private void send(int from, int to, NodeMessage message) {
        messages++;
        events.schedule(events.now() + latency, DELIVERY, to, from, message);
    }

    // ---- the scheduler's context ----

    @Override
    public int self() {
        return nodes;
    }

    @Override
    public int nodeCount() {
        return nodes;
    }

    @Override
    public double now() {
        return events.now();
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void send(int to, NodeMessage message) {
        send(nodes, to, message);
    }

    @Override
    public void setTimer(long tag, double delay) {
        events.schedule(events.now() + delay, TIMER, nodes, 0, tag);
    }
}
