package loadshare.node.sim;

import java.util.Arrays;
import java.util.function.LongConsumer;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.owner.OwnerActivity;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.core.CoordinatorHost;
import loadshare.node.core.Effects;
import loadshare.node.core.JobsCarried;
import loadshare.node.core.NodeCore;
import loadshare.node.cpu.CpuScheduler;
import loadshare.node.joblog.JobLogCsv;
import loadshare.node.joblog.JobTrails;
import loadshare.node.migration.Migrator;
import loadshare.node.run.ApplicationRun;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.node.run.TwinDeliveries;
import loadshare.node.run.TwinLateness;
import loadshare.node.steady.Mser;
import loadshare.node.workload.Workload;
import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.Coordinator;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * The simulated runtime: one {@link NodeCore} per node (and the policy's coordinator, if any) driven by one
 * discrete-event queue in virtual time, on one thread. Effects become future events: a message is delivered
 * after the network latency, a started service completes after its service time. The jobs come from the
 * shared {@link Workload}, so every policy (and the live runtime) sees the very same jobs.
 */
public final class SimulatedCluster implements Effects {

    private static final int ARRIVAL = 0;
    private static final int COMPLETION = 1;
    private static final int DELIVERY = 2;
    private static final int TIMER = 3;
    private static final int OWNER = 4;
    private static final int RESTART = 5;
    /** A host goes down (arg 1) or comes back (arg 0). */
    private static final int FAILURE = 6;
    /** A message sent to node arg, which was down, is given up by its sender (the target). */
    private static final int NO_ANSWER = 7;
    /** A job lost with its host is resubmitted by its home (the target). */
    private static final int RESUBMIT = 8;
    /** The coordinator's failure detector: node arg >> 1 went down (arg & 1 = 1) or came back. */
    private static final int DETECTED = 9;
    /** The shared network's first transfer in flight may have ended (arg: the flows' generation when scheduled). */
    private static final int FLOW = 10;
    /** A twin's delayed send (a migrated VM) goes to the target from node arg, as a live node sends it then. */
    private static final int SEND_DUE = 11;
    /** The node whose host the coordinator runs on, as on the live cluster: it is down while that host is. */
    private static final int COORDINATOR_HOST = 0;
    /** A completion event's arg: the CPU in the low bits, the service's generation above. */
    private static final int CPU_BITS = 8;
    private static final int CPU_MASK = (1 << CPU_BITS) - 1;
    private static final int GENERATION_MASK = (1 << (24 - CPU_BITS)) - 1;

    private final ClusterModel model;
    /** The pending events: about an arrival and a completion a node, and what is in flight. */
    private final EventQueue events;
    private final NodeCore[] cores;
    /** The policy's coordinator, if any; replaced by a fresh one when it {@link #restartCoordinatorAt restarts}. */
    private Coordinator coordinator;
    private final CoordinatorHost coordinatorHost;
    /** The coordinator if it runs an application (volunteer computing): the run ends when that completes. */
    private final ApplicationCoordinator application;
    private final RandomStreams streams;
    private final CpuTally cpuTally;
    private double unitWorkDone;
    private long unitRuns;
    private final Workload workload;
    /** The trace replayed instead of Poisson arrivals, or null. */
    private final TraceArrivals trace;
    private final SimTimers timers;
    /** Per node, per CPU (at node * cpuStride + cpu): services started; a completion of an older one is stale. */
    private final int[] serviceGenerations;
    private final int cpuStride;
    private final Statistics stats;
    /** Each host's owner, or null without owners. */
    private final OwnerActivity[] owners;
    /** The hosts' failures, or null if hosts never fail. */
    private final SimFailures failures;
    /** The migrations whose VMs are crossing a network that shares its links, or null if it does not. */
    private final SharedMigrations shared;
    /** Bumped whenever the shared links' rates change: a {@link #FLOW} event of an older generation is stale. */
    private int flowGeneration;
    /** A live run's twin's deliveries, late as the live run's messages on top of the distances; null: not a twin. */
    private TwinDeliveries twin;

    private long nextJobId;
    /** Arrivals still to come ({@link #drain} only; unlimited otherwise). */
    private long arrivalBudget = Long.MAX_VALUE;
    private double lastArrival;
    private java.util.BitSet finished;
    private long finishedOnce;
    private long duplicates;
    private long pendingArrivals;
    private long unexpectedMessages;
    private long migrations;
    private long migrationsRefused;
    /** Where measured jobs are logged ({@code run.job-log}), or null; then {@link #trails} is null too. */
    private JobLogCsv jobLog;
    private JobTrails trails;
    /** Each node's CPU scheduler, beside {@link #cores}: read ahead with its node, not after it. */
    private final CpuScheduler[] schedulers;
    /** What {@link #warmUpcoming} read; never used otherwise. */
    private int warmed;

    public SimulatedCluster(ClusterModel model) {
        this.model = model;
        int n = model.nodes();
        this.events = EventQueue.forPending(2 * n);
        RandomStreams streams = new RandomStreams(model.seed());
        this.streams = streams;
        this.coordinator = model.policy().newCoordinator().orElse(null);
        this.application = coordinator instanceof ApplicationCoordinator a ? a : null;
        int coordinatorIndex = coordinator == null ? -1 : n;
        this.coordinatorHost = coordinator == null ? null
                : new CoordinatorHost(n, streams.stream(n, StreamPurpose.POLICY), events::now, this);
        this.cores = new NodeCore[n];
        this.schedulers = new CpuScheduler[n];
        this.cpuTally = new CpuTally(n);
        this.workload = new Workload(model.arrivalRates(), model.arrivals(), model.service(), streams);
        this.trace = model.replay() == null ? null : new TraceArrivals(model.replay(), n);
        this.timers = new SimTimers(n + 1);
        this.cpuStride = Arrays.stream(model.hosts()).mapToInt(host -> host.cpus()).max().orElse(1);
        this.serviceGenerations = new int[n * cpuStride];
        for (int i = 0; i < n; i++) {
            cores[i] = new NodeCore(cpuTally.add(
                    model.nodeSetup(i, coordinatorIndex, streams.stream(i, StreamPurpose.POLICY), this)));
            schedulers[i] = cores[i].cpuScheduler();
        }
        this.stats = new Statistics(model);
        if (trace != null || application != null) {
            stats.notStationary();
        }
        stats.overheadWork(() -> {
            double work = 0;
            for (NodeCore core : cores) {
                work += core.overheadWork();
            }
            return work;
        });
        this.owners = model.owners().present() ? new OwnerActivity[n] : null;
        if (owners != null) {
            for (int i = 0; i < n; i++) {
                owners[i] = new OwnerActivity(model.owners(), streams.stream(i, StreamPurpose.OWNER));
            }
            stats.owners(() -> {
                for (NodeCore core : cores) {
                    core.ownerLedger().reset();
                }
            }, () -> OwnerFigures.of(Arrays.stream(cores).map(core -> core.ownerLedger().totals()).toList()));
        }
        cpuTally.watch(stats);
        this.failures = model.failures().present()
                ? new SimFailures(model.failures(), n, streams, FAILURE) : null;
        this.shared = model.topology().sharesLinks() ? new SharedMigrations(model.topology()) : null;
        if (failures != null) {
            stats.alsoAtStart(() -> failures.measuring(events.now()));
        }
    }

    /**
     * Runs until {@code warmupJobs + jobs} jobs have completed, measuring the last {@code jobs}, or until the
     * queues have grown so far that the run is plainly unstable. A policy that runs an application runs until the
     * application completes (its makespan), measuring the nodes' own jobs from the start; {@code jobs} then only
     * caps a run whose application cannot complete.
     *
     * @param progress told how many jobs completed since it was last told, now and then
     */
    public RunMeasurement run(long warmupJobs, long jobs, LongConsumer progress) {
        stats.start(application == null ? warmupJobs : 0, jobs, progress);
        if (application != null) {
            application.onApplication(model.application().draw(streams, cores.length), coordinatorHost);
        }
        start();
        while (!stats.done() && !(application != null && application.applicationComplete()) && events.next()) {
            stats.advanceTo(events.now());
            warmUpcoming();
            dispatch(events.kind(), events.target());
        }
        RunMeasurement measured = stats.finish(events.scheduledCount() - events.size());
        measured = cpuTally.measured(trace == null ? measured : trace.measured(measured));
        if (failures != null) {
            measured = measured.with(Section.FAILURES, failures.figures(events.now()));
        }
        return application == null ? measured
                : measured.with(Section.APPLICATION, new ApplicationRun(application.figures(), unitWorkDone, unitRuns));
    }

    /**
     * Logs every measured job of the coming {@link #run} to {@code log}, one row as each ends; returns this cluster.
     * Only the jobs in the system are followed meanwhile.
     */
    public SimulatedCluster logJobs(JobLogCsv log) {
        this.jobLog = log;
        this.trails = new JobTrails();
        return this;
    }

    /**
     * Makes the coming {@link #run} a live run's simulated twin ({@link TwinDeliveries}): each message is delivered
     * as late, beyond its distance, as the live run's messages to the same side (the nodes, the coordinator) sent at
     * that model time were ({@code lateness}, which {@code LiveMeasurement.twinLateness} gives), each pair's messages
     * in order. A stall of the live machine then delays the twin's messages of that moment, and no others. A timer's
     * lateness needs nothing more: a live node takes in its timed inputs (arrivals, completions, policy timers)
     * stamped with the model time they fell due, however late their Akka timers fire, so a late timer changes nothing
     * local in model time, and the messages it sends are measured from that due time — their receivers count the
     * timer's lag as their lateness, which is in {@code lateness}. Returns this cluster.
     */
    public SimulatedCluster twinOf(TwinLateness lateness) {
        if (lateness.nodes() != cores.length) {
            throw new IllegalArgumentException("a twin of a run on " + lateness.nodes() + " nodes needs as many, not "
                    + cores.length);
        }
        this.twin = new TwinDeliveries(lateness);
        return this;
    }

    /** Jobs the job log follows now (those in the system), or 0 without a log. */
    public int jobsFollowed() {
        return trails == null ? 0 : trails.size();
    }

    /**
     * A pilot of this run for {@code run.warmup-jobs = auto}: runs {@code jobs} completions from an empty cluster and
     * returns MSER-5's truncation of their response times ({@link Mser}); the run proper is then made afresh with
     * that warm-up. A run of an application measures from the start: no truncation.
     */
    public Mser pilot(long jobs) {
        if (application != null) {
            return Mser.of(new double[0]);
        }
        stats.recordBatches(jobs);
        stats.start(0, jobs, done -> { });
        start();
        while (!stats.done() && events.next()) {
            stats.advanceTo(events.now());
            dispatch(events.kind(), events.target());
        }
        return Mser.of(stats.batchMeans());
    }

    /**
     * Conservation check: lets exactly {@code jobs} jobs arrive (node by node, as usual), then runs until every
     * one of them has finished — or until {@code horizon} model seconds after the last arrival, which only a
     * lost job can need. Reports how many finished and how many finished more than once.
     */
    public Conservation drain(long jobs, double horizon) {
        arrivalBudget = jobs;
        finished = new java.util.BitSet();
        stats.start(0, Long.MAX_VALUE, done -> { });
        start();
        while ((pendingArrivals > 0 || finishedOnce < nextJobId) && events.next()
                && (pendingArrivals > 0 || events.now() <= lastArrival + horizon)) {
            stats.advanceTo(events.now());
            dispatch(events.kind(), events.target());
        }
        return new Conservation(nextJobId, finishedOnce, duplicates, unexpectedMessages, migrations, migrationsRefused);
    }

    private void start() {
        for (int i = 0; i < cores.length; i++) {
            cores[i].onStart(0.0);
            if (trace == null) {
                scheduleArrival(i, 0.0);
            }
            if (owners != null) { // every owner starts away
                events.schedule(owners[i].nextAway(), OWNER, i, 1, null);
            }
        }
        pendingArrivals += trace == null ? 0 : trace.schedule(events, ARRIVAL, 0);
        if (failures != null) {
            failures.scheduleNext(events);
        }
    }

    /**
     * Ends a run: processes the events of the next {@code duration} model seconds (after a {@link #drain}, to
     * deliver what is in flight); the first event after that is dropped, so nothing may run afterwards.
     */
    public void settle(double duration) {
        double until = events.now() + duration;
        while (events.next() && events.now() <= until) {
            stats.advanceTo(events.now());
            dispatch(events.kind(), events.target());
        }
    }

    /**
     * The coordinator loses its state at model time {@code time}: it is replaced by a fresh one (as a restarted
     * coordinator process would be), which must learn everything again from the nodes.
     */
    public void restartCoordinatorAt(double time) {
        if (coordinator == null) {
            throw new IllegalStateException("this policy has no coordinator to restart");
        }
        events.schedule(time, RESTART, cores.length, 0, null);
    }

    /** The coordinator of this run, or null. */
    public Coordinator coordinator() {
        return coordinator;
    }

    /** Node {@code node}'s core. */
    public NodeCore core(int node) {
        return cores[node];
    }

    /** Messages a participant did not expect (e.g. a reply to a negotiation that has ended): dropped. */
    public long unexpectedMessages() {
        return unexpectedMessages;
    }

    /**
     * Reads the state of the node the next event is most likely for ({@link EventQueue#upcomingTarget}) before the
     * current event is handled: in a large cluster that node's objects are a cache and TLB miss away, and reading
     * them now lets the processor wait for them while it handles the current event, instead of after it. The node and
     * its CPU scheduler are read from two arrays, not the scheduler through the node, so that their two misses overlap
     * instead of following one another. It changes nothing (the values read are only kept in {@link #warmed}, so
     * that the reads are not optimized away).
     */
    private void warmUpcoming() {
        int upcoming = events.upcomingTarget();
        if (upcoming >= 0 && upcoming < cores.length) {
            warmed += cores[upcoming].self() + schedulers[upcoming].idleCpus();
        }
    }

    private void dispatch(int kind, int target) {
        double now = events.now();
        if (kind == FLOW) {
            if (events.arg() == flowGeneration) {
                flowsEnded(now);
            }
            return;
        }
        if (kind == SEND_DUE) {     // it left now, its crossing played out: its lateness is counted from then
            int from = events.arg();
            events.schedule(twin.deliveredAt(from, target, now - model.topology().latency(from, target), now),
                    DELIVERY, target, from, events.payload());
            return;
        }
        if (target == cores.length) {
            int before = coordinator.queued();
            if (failures != null && (kind == DELIVERY || kind == TIMER || kind == DETECTED || kind == NO_ANSWER)) {
                coordinatorFailures(kind, now);
            } else if (kind == DELIVERY) {
                if (!coordinator.onMessage(events.arg(), (NodeMessage) events.payload(), coordinatorHost)) {
                    unexpectedMessages++;
                }
            } else if (kind == TIMER) {
                SimTimers.Firing t = (SimTimers.Firing) events.payload();
                if (timers.fires(target, t)) {
                    coordinator.onTimer(t.tag(), coordinatorHost);
                }
            } else if (kind == RESTART) {
                coordinator = model.policy().newCoordinator().orElseThrow();
                timers.clear(target);
            }
            stats.waitingChanged(coordinator.queued() - before);
            return;
        }
        NodeCore core = cores[target];
        int idleBefore = core.idleCpus();
        int queuedBefore = core.queued();
        switch (kind) {
            case ARRIVAL -> {
                pendingArrivals--;
                if (trace != null) {
                    replayed(core, events.arg(), now);
                    break;
                }
                core.onJobArrived(now, newJob(target, now));
                lastArrival = now;
                if (--arrivalBudget > 0) {
                    scheduleArrival(target, now);
                }
            }
            case COMPLETION -> {
                int cpu = events.arg() & CPU_MASK;
                if ((serviceGenerations[target * cpuStride + cpu] & GENERATION_MASK) == events.arg() >>> CPU_BITS) {
                    core.onServiceCompleted(now, cpu);
                }
            }
            case DELIVERY -> {
                if (failures != null && core.hostDown()) {
                    lost(target, events.arg(), (NodeMessage) events.payload(), now);
                } else if (!core.onMessage(now, events.arg(), (NodeMessage) events.payload())) {
                    unexpectedMessages++;
                }
            }
            case TIMER -> {
                SimTimers.Firing t = (SimTimers.Firing) events.payload();
                if (timers.fires(target, t)) {
                    core.onTimer(now, t.tag());
                }
            }
            case OWNER -> {
                boolean active = events.arg() == 1;
                core.onOwnerChange(now, active);
                events.schedule(now + owners[target].periodFrom(active), OWNER, target, active ? 0 : 1, null);
            }
            case FAILURE -> hostChanged(core, target, events.arg() == 1, now);
            case NO_ANSWER -> {
                failures.probeTimedOut();
                core.onNoAnswer(now, events.arg());
            }
            case RESUBMIT -> {
                if (trails != null) {
                    trails.restarted((Job) events.payload());
                }
                core.onResubmitted(now, (Job) events.payload());
            }
            default -> throw new IllegalStateException("unknown event kind " + kind);
        }
        stats.nodeChanged(idleBefore, core.idleCpus(), core.queued() - queuedBefore);
    }

    /**
     * What reaches the coordinator in a run where hosts fail. While its host is down it is down too: a message to it
     * is lost (its sender gives it up a probe timeout later, the jobs it carried go back to their homes), its timers
     * fire when it is back, and what its failure detector saw meanwhile it learns when it is back (every node
     * rejoins then). Up, it hears its failure detector: a node down ({@code onPeerDown}) a probe timeout after its
     * host failed; back ({@code onPeerUp}, and the node rejoins) when it is repaired, but not before it was seen
     * down. Its state survives its host's failure in every mode (a server keeps its state on disk).
     */
    private void coordinatorFailures(int kind, double now) {
        boolean down = cores[COORDINATOR_HOST].hostDown();
        switch (kind) {
            case DELIVERY -> {
                if (down) {
                    lost(cores.length, events.arg(), (NodeMessage) events.payload(), now);
                } else if (!coordinator.onMessage(events.arg(), (NodeMessage) events.payload(), coordinatorHost)) {
                    unexpectedMessages++;
                }
            }
            case TIMER -> {
                SimTimers.Firing t = (SimTimers.Firing) events.payload();
                if (timers.fires(cores.length, t)) {
                    if (down) {
                        failures.coordinatorTimerMissed(t.tag());
                    } else {
                        coordinator.onTimer(t.tag(), coordinatorHost);
                    }
                }
            }
            case DETECTED -> {
                if (!down) {
                    detected(events.arg() >> 1, (events.arg() & 1) == 1, now);
                }
            }
            case NO_ANSWER -> failures.probeTimedOut(); // the coordinator learns of down nodes from its detector
            default -> throw new IllegalStateException("unexpected event kind " + kind + " at the coordinator");
        }
    }

    /** The coordinator's failure detector saw {@code node} go down, or come back after it was seen down. */
    private void detected(int node, boolean down, double now) {
        if (down) {
            failures.forget(node);
            coordinator.onPeerDown(node, coordinatorHost);
        } else if (failures.takeBack(node)) {
            coordinator.onPeerUp(node, coordinatorHost);
            cores[node].onRejoin(now);
        }
    }

    /**
     * The coordinator's host is back: the timers that fell due fire, and the coordinator starts afresh with every
     * node — each is taken as down, and each node that is up rejoins at once (the others when they are repaired);
     * then the homes resubmit the jobs that they could not send it while it was down.
     */
    private void coordinatorBack(double now) {
        int before = coordinator.queued();
        for (long tag : failures.takeCoordinatorTimers()) {
            coordinator.onTimer(tag, coordinatorHost);
        }
        for (int node = 0; node < cores.length; node++) {
            coordinator.onPeerDown(node, coordinatorHost);
            failures.forget(node);
            if (!cores[node].hostDown()) {
                detected(node, false, now);
            }
        }
        for (Job job : failures.releaseForCoordinator()) {
            resubmit(job, now);
        }
        stats.waitingChanged(coordinator.queued() - before);
    }

    /**
     * Host {@code node} goes down or comes back. A failure stops or loses its jobs: each lost job's home resubmits
     * it when it learns of the loss, a probe timeout later or when the failure log says the others learn of this
     * failure ({@link HostOutages#seenDown}; a home that is down itself does so when it is back).
     */
    private void hostChanged(NodeCore core, int node, boolean down, double now) {
        failures.hostChanged(down, now);
        int cpus = model.hosts()[node].cpus();
        stats.cpusDown(down ? cpus : -cpus);
        double seen = down ? failures.hosts().seenDown(node, now) : failures.hosts().seenUp(node, now);
        if (down) {
            for (Job job : failures.hit(core.onHostDown(now, !failures.losesJobs()))) {
                resubmit(job, job.home() == node ? now : seen);
            }
        } else {
            core.onHostUp(now);
        }
        if (coordinator != null) {
            events.schedule(seen, DETECTED, cores.length, node << 1 | (down ? 1 : 0), null);
            if (node == COORDINATOR_HOST && !down) {
                coordinatorBack(now);
            }
        }
        failures.scheduleNext(events);
    }

    /**
     * {@code job}'s home resubmits it at {@code at}; a work unit of the coordinator's application is not resubmitted
     * (its server reissues it when its deadline passes).
     */
    private void resubmit(Job job, double at) {
        if (!job.isWorkUnit(cores.length)) {
            events.schedule(at, RESUBMIT, job.home(), 0, job);
        }
    }

    /**
     * A message reached host {@code node} while it was down: it is lost. Its sender gives it up a probe timeout
     * later, or when the others learn of the failure if the failure log says so and that is later ({@link
     * HostOutages#givenUpAt}; its negotiations waiting for {@code node} move on), and the homes of the jobs it carried
     * resubmit them then — or, if {@code node} is the coordinator, keep them until it is back and resubmit them then (a home
     * does not resend a job every probe timeout to a coordinator that is down).
     */
    private void lost(int node, int from, NodeMessage message, double now) {
        if (node < cores.length) {
            cores[node].onMessageLost(now, from);
        }
        double timeout = failures.hosts().givenUpAt(node < cores.length ? node : COORDINATOR_HOST, now);
        events.schedule(timeout, NO_ANSWER, from, node, null);
        for (Job job : JobsCarried.in(message)) {
            if (node == cores.length) {
                failures.holdForCoordinator(job);
            } else {
                resubmit(job, timeout);
            }
        }
    }

    private Job newJob(int node, double now) {
        stats.jobArrived();
        Job job = workload.newJob(nextJobId++, node, now);
        return failures == null ? job : failures.losses().arriving(job);
    }

    /** Trace job {@code i} arrives now, and the next one is scheduled. */
    private void replayed(NodeCore core, int i, double now) {
        stats.jobArrived();
        nextJobId++;
        core.onJobArrived(now, failures == null ? trace.job(i) : failures.losses().arriving(trace.job(i)));
        lastArrival = now;
        pendingArrivals += --arrivalBudget > 0 ? trace.schedule(events, ARRIVAL, i + 1) : 0;
    }

    private void scheduleArrival(int node, double now) {
        pendingArrivals++;
        events.schedule(now + workload.nextGap(node), ARRIVAL, node, 0, null);
    }

    // ---- effects ----

    @Override
    public void send(int from, int to, NodeMessage message) {
        stats.messageSent();
        double due = events.now() + model.topology().latency(from, to);
        events.schedule(twin == null ? due : twin.deliveredAt(from, to, events.now(), due), DELIVERY, to, from,
                message);
    }

    /**
     * Delivers {@code message} {@code delay} from now. A twin sends it then ({@link #SEND_DUE}), as a live node does
     * (it holds the message until its delay has passed, and its receiver measures its lateness from then, as if it
     * had left its distance earlier), in order with the pair's other messages.
     */
    @Override
    public void sendAfter(int from, int to, NodeMessage message, double delay) {
        stats.messageSent();
        events.schedule(events.now() + delay, twin == null ? DELIVERY : SEND_DUE, to, from, message);
    }

    @Override
    public void migrated(int node, int to, Job job, Migrator.Migration migration) {
        leaving(job);
        stats.migrated(migration);
    }

    private void leaving(Job job) {
        migrations++;
        if (trails != null && !job.isWorkUnit(cores.length)) {
            trails.migrated(job);
        }
    }

    /**
     * On a network that shares its links, a migration that is one bulk transfer from source to target goes as a
     * flow ({@link SharedMigrations}): its VM arrives when the flow has crossed, however the others slowed it, and
     * the migration is measured then. Any other goes as played out.
     */
    @Override
    public void shipVm(int from, int to, Job job, Migrator.Migration m, NodeMessage message) {
        if (shared == null || !SharedMigrations.isFlow(m)) {
            Effects.super.shipVm(from, to, job, m, message);
            return;
        }
        leaving(job);
        stats.messageSent();
        shared.ship(from, to, job, m, message, events.now());
        flowsChanged();
    }

    /** The flows that have ended: their VMs are on their way, the route's latency after their last byte. */
    private void flowsEnded(double now) {
        for (SharedMigrations.Arrival a : shared.ended(now)) {
            stats.migrated(a.measured());
            events.schedule(a.at(), DELIVERY, a.shipment().to(), a.shipment().from(), a.shipment().message());
        }
        flowsChanged();
    }

    private void flowsChanged() {
        flowGeneration = (flowGeneration + 1) & EventQueue.MAX_ARG;
        if (shared.inFlight() > 0) {
            events.schedule(shared.nextEnd(), FLOW, 0, flowGeneration, null);
        }
    }

    @Override
    public void migrationRefused(int node) {
        migrationsRefused++;
        stats.migrationRefused();
    }

    @Override
    public void startService(int node, int cpu, double duration) {
        int generation = ++serviceGenerations[node * cpuStride + cpu] & GENERATION_MASK;
        events.schedule(events.now() + duration, COMPLETION, node, generation << CPU_BITS | cpu, null);
    }

    @Override
    public void jobStarted(int node, Job job, double now) {
        if (trails != null && !job.isWorkUnit(cores.length)) {
            trails.started(node, job, now);
        }
    }

    @Override
    public void cancelService(int node, int cpu) {
        serviceGenerations[node * cpuStride + cpu]++;
    }

    @Override
    public void setTimer(int participant, long tag, double delay) {
        events.schedule(events.now() + delay, TIMER, participant, 0, timers.set(participant, tag));
    }

    @Override
    public void cancelTimer(int participant, long tag) {
        timers.cancel(participant, tag);
    }

    @Override
    public void jobFinished(int node, Job job, double now) {
        if (job.isWorkUnit(cores.length)) {
            unitWorkDone += job.demand();
            unitRuns++;
            return;
        }
        boolean measured = stats.jobFinished(job, now);
        if (trails != null) {
            var trail = trails.finished(job);
            if (measured) {
                jobLog.row(job, trail, now);
            }
        }
        if (failures != null) {
            failures.losses().finished(job, measured, now - job.arrivalTime());
        }
        if (trace != null) {
            trace.finished(node, job, now);
        }
        if (finished != null) {
            if (finished.get((int) job.id())) {
                duplicates++;
            } else {
                finished.set((int) job.id());
                finishedOnce++;
            }
        }
    }
}
