package loadshare.node.sim.batch;

import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.config.NetworkSettings;
import loadshare.config.SettingsException;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.net.Topology;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.core.CoordinatorEffects;
import loadshare.node.core.CoordinatorHost;
import loadshare.node.core.LaunchedParts;
import loadshare.node.core.PartEffects;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseTimes;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.node.run.SharingFigures;
import loadshare.node.run.TwinDeliveries;
import loadshare.node.run.TwinLateness;
import loadshare.node.sim.HostOutages;
import loadshare.node.sim.SimTimers;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import loadshare.protocol.BatchMessage;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * The simulated runtime of a central scheduler: the {@link CentralScheduler} (participant N, after the nodes 0..N-1,
 * in a {@link CoordinatorHost}) gets each job at its submit time, and each node runs what it launches in its
 * {@link LaunchedParts} — a {@link Launch} delivered (after the network latency) runs for its duration, then the
 * node reports {@link Done}; a {@code Kill} stops the part at once, and no {@code Done} follows. This class only
 * hosts them: messages and timers become events on one queue, on one thread; the same workload and seed give the
 * same bytes.
 *
 * <p>With host failures ({@code failures}, fail-stop: {@code on-failure = restart}) the hosts go down and come back
 * as the run's failure schedule says — the same one the node policies meet with the same seed. A host that fails
 * loses every part it runs at once and runs nothing until it is repaired ({@link LaunchedParts#fail}); the scheduler
 * learns of the failure from its failure detector, {@code probe-timeout} after it ({@code onPeerDown}), and of the
 * repair when the host is back, but not before that detection ({@code onPeerUp}). The scheduler's own machine does
 * not fail (a replicated master). The run then ends when its last job does.
 */
public final class BatchCluster implements CoordinatorEffects {

    private static final int SUBMIT = 0;
    private static final int DELIVERY = 1;
    private static final int PART_END = 2;
    private static final int TIMER = 3;
    /** Host target goes down (arg 1) or comes back (arg 0). */
    private static final int FAILURE = 4;
    /** The scheduler's failure detector reports node arg down. */
    private static final int PEER_DOWN = 5;
    /** The scheduler hears that node arg is back. */
    private static final int PEER_UP = 6;

    /** One run of {@code model}, whose policy is a central scheduler, at {@code load} on the workload of {@code s}. */
    public static RunMeasurement simulate(ExperimentSettings s, ClusterModel model, double load, LongConsumer progress) {
        return cluster(s, model, load).run(progress);
    }

    /**
     * A live run's simulated twin: as {@link #simulate}, each message also as late as the live run's messages to the
     * same side were when they were sent at that model time ({@code lateness}), and, as live, in order between any
     * two participants.
     */
    public static RunMeasurement simulateTwin(ExperimentSettings s, ClusterModel model, double load,
                                              TwinLateness lateness, LongConsumer progress) {
        BatchCluster cluster = cluster(s, model, load);
        cluster.twin = new TwinDeliveries(lateness);
        return cluster.run(progress);
    }

    private static BatchCluster cluster(ExperimentSettings s, ClusterModel model, double load) {
        if (!(model.policy() instanceof CentralPolicy central)) {
            throw new SettingsException("a batch run needs a central scheduler's policy");
        }
        return new BatchCluster(BatchRuns.scheduler(s, central), BatchRuns.workload(s, model, load), s.nodes(),
                model.topology(), model.seed(), model.failures());
    }


    private final EventQueue events = EventQueue.forPending(4096);
    private final CentralScheduler scheduler;
    private final BatchWorkload workload;
    private final int nodes;
    private final Topology topology;
    private final CoordinatorHost host;
    private final SimTimers timers;
    /** The parts each node runs. */
    private final LaunchedParts[] parts;
    /** The hosts' failures, or null if hosts never fail. */
    private final HostOutages outages;
    private long messages;
    private int submitted;
    /** A twin's deliveries, late as the live run's on top of the topology's distances (null: not a twin). */
    private TwinDeliveries twin;

    /**
     * A run on hosts that never fail.
     *
     * @param scheduler a fresh scheduler for this run
     * @param latency   one-way message delay, model seconds
     * @param seed      the run's seed (the scheduler's random stream; the built-in scheduler draws nothing)
     */
    public BatchCluster(CentralScheduler scheduler, BatchWorkload workload, int nodes, double latency, long seed) {
        this(scheduler, workload, nodes, latency, seed, FailureSettings.NONE);
    }

    /**
     * A run on a flat network whose hosts fail as {@code failures} says.
     *
     * @param latency one-way message delay between any two participants, model seconds
     */
    public BatchCluster(CentralScheduler scheduler, BatchWorkload workload, int nodes, double latency, long seed,
                        FailureSettings failures) {
        this(scheduler, workload, nodes, Topology.flat(nodes, latency, NetworkSettings.DEFAULT_BANDWIDTH), seed,
                failures);
    }

    /**
     * A run whose hosts fail as {@code failures} says (none if it is not {@link FailureSettings#present}), drawn
     * from the streams of {@code seed}.
     *
     * @param scheduler a fresh scheduler for this run
     * @param topology  the network: a message's delay is the distance between its sender and its receiver (the
     *                  scheduler is participant {@code nodes})
     * @param seed      the run's seed (the scheduler's random stream, the hosts' failures)
     */
    public BatchCluster(CentralScheduler scheduler, BatchWorkload workload, int nodes, Topology topology, long seed,
                        FailureSettings failures) {
        this.scheduler = scheduler;
        this.workload = workload;
        this.nodes = nodes;
        this.topology = topology;
        this.host = new CoordinatorHost(nodes, new RandomStreams(seed).stream(nodes, StreamPurpose.POLICY), events::now,
                this);
        this.timers = new SimTimers(nodes + 1);
        this.parts = new LaunchedParts[nodes];
        for (int i = 0; i < nodes; i++) {
            parts[i] = new LaunchedParts(new NodeEffects(i));
        }
        this.outages = failures.present() ? new HostOutages(failures, nodes, new RandomStreams(seed), FAILURE) : null;
    }

    /** Replays every job of the workload to its end (or its rejection). */
    public RunMeasurement run(LongConsumer progress) {
        if (workload.jobs() > 0) {
            events.schedule(workload.submit(0), SUBMIT, nodes, 0, null);
        }
        if (outages != null) {
            outages.measuring(0);
            outages.scheduleNext(events);
        }
        long reported = 0;
        while (!over() && events.next()) {
            int target = events.target();
            switch (events.kind()) {
                case SUBMIT -> {
                    int i = events.arg();
                    if (i + 1 < workload.jobs()) {
                        events.schedule(workload.submit(i + 1), SUBMIT, nodes, i + 1, null);
                    }
                    submitted++;
                    scheduler.onSubmit(workload.job(i), host);
                }
                case DELIVERY -> deliver(target, events.arg(), (NodeMessage) events.payload());
                case PART_END -> parts[target].onPartEnd((Long) events.payload());
                case TIMER -> {
                    SimTimers.Firing t = (SimTimers.Firing) events.payload();
                    if (timers.fires(target, t)) {
                        scheduler.onTimer(t.tag(), host);
                    }
                }
                case FAILURE -> hostChanged(target, events.arg() == 1);
                case PEER_DOWN -> scheduler.onPeerDown(events.arg(), host);
                case PEER_UP -> scheduler.onPeerUp(events.arg(), host);
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

    /**
     * Whether a run whose hosts fail is over: every job was submitted and has ended or was rejected (the failures
     * would go on for ever). A run on hosts that never fail ends when nothing is left to happen.
     */
    private boolean over() {
        return outages != null && submitted == workload.jobs() && scheduler.ledger().settled() == workload.jobs();
    }

    /**
     * Host {@code node} goes down ({@code down}) or comes back now. A failure loses its parts; the scheduler's
     * failure detector reports it a probe timeout later, or as much later as its outage of the failure log says
     * ({@link HostOutages#seenDown}). A repair is reported when the host is back, but never before
     * the failure was.
     */
    private void hostChanged(int node, boolean down) {
        double now = events.now();
        outages.hostChanged(down, now);
        if (down) {
            parts[node].fail();
            events.schedule(outages.seenDown(node, now), PEER_DOWN, nodes, node, null);
        } else {
            parts[node].repair();
            events.schedule(outages.seenUp(node, now), PEER_UP, nodes, node, null);
        }
        outages.scheduleNext(events);
    }

    private void deliver(int target, int from, NodeMessage message) {
        if (target == nodes) {
            scheduler.onMessage(from, message, host);
        } else if (message instanceof BatchMessage m) {
            parts[target].onMessage(events.now(), m);
        }
    }

    private RunMeasurement measurement(BatchFigures f) {
        ResponseTimes histogram = BatchMeasurement.histogram(scheduler.ledger().responses(), workload);
        FlowFigures flow = BatchMeasurement.flow(f, workload, workload.jobs());
        SharingFigures sharing = new SharingFigures(0, f.jobs() == 0 ? 0 : messages / (double) f.jobs(), Double.NaN);
        RunMeasurement measured = new RunMeasurement(f.jobs(), f.meanResponse(), histogram, flow, sharing,
                f.makespan(), events.scheduledCount() - events.size(), false, MigrationFigures.NONE, OwnerFigures.NONE)
                .with(Section.BATCH, new BatchMeasurement(f, scheduler.ledger().series(BatchMeasurement.BINS),
                        scheduler.series(BatchMeasurement.BINS)));
        if (outages == null) {
            return measured;
        }
        long launchesLost = 0;
        for (LaunchedParts p : parts) {
            launchesLost += p.launchesLost();
        }
        return measured.with(Section.FAILURES, FailureFigures.ofRequeues(scheduler.ledger().requeues(),
                outages.availability(events.now()), outages.expectedAvailability(), outages.failures(), launchesLost,
                outages.allDownTime(events.now())));
    }

    // ---- effects ----

    @Override
    public void send(int from, int to, NodeMessage message) {
        messages++;
        double due = events.now() + topology.latency(from, to);
        events.schedule(twin == null ? due : twin.deliveredAt(from, to, events.now(), due), DELIVERY, to, from,
                message);
    }

    @Override
    public void setTimer(int participant, long tag, double delay) {
        events.schedule(events.now() + delay, TIMER, participant, 0, timers.set(participant, tag));
    }

    /** Node {@code node}'s parts' effects: a part's end is an event on the queue, its {@code Done} a message. */
    private final class NodeEffects implements PartEffects {

        private final int node;

        NodeEffects(int node) {
            this.node = node;
        }

        @Override
        public void setPartTimer(long part, double at) {
            events.schedule(at, PART_END, node, 0, part);
        }

        @Override
        public void cancelPartTimer(long part) {
            // the queue takes no event back: the end fires, and the parts ignore a part they no longer run
        }

        @Override
        public void sendDone(Done done) {
            send(node, nodes, done);
        }

        @Override
        public void sendStates(BatchMessage.PartStates states) {
            send(node, nodes, states);      // the simulated scheduler never changes hands, and never asks
        }
    }
}
