package loadshare.node.live;

import akka.actor.Address;
import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.PostStop;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.javadsl.TimerScheduler;
import akka.actor.typed.receptionist.Receptionist;
import akka.cluster.Member;
import akka.cluster.MemberStatus;
import akka.cluster.typed.Cluster;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import loadshare.node.core.OwnerLedger;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.live.dashboard.RunListener;
import loadshare.node.results.LiveCollection;
import loadshare.node.run.BatchMeasurement;
import loadshare.policies.ApplicationFigures;
import loadshare.protocol.CborSerializable;
import loadshare.protocol.Job;

/**
 * The results collector, a cluster singleton (on the oldest node; node 0 unless it has gone): waits until every
 * participant has joined and sees all the others (Prepare, Ready), starts the run, takes every completion
 * (de-duplicated by job id: a resubmitted job that also completed where it was counts once) and the nodes' periodic
 * status from the {@link RunRecord}, prints a live status line, and when arrivals have ended and every job of the
 * remaining nodes has completed (or the drain timeout has passed) completes the run's result and ends the run.
 * When its node leaves or dies, the singleton starts on the next oldest node, which finds the run started in the
 * record and takes it up there: the figures are the record's, whoever reads them.
 */
public final class ResultsCollector extends AbstractBehavior<ResultsCollector.Command> {

    /** What the collector hears. */
    public interface Command {
    }

    /** {@code job} completed on {@code node} at model time {@code finishedAt} (recorded by the node, see {@link RunRecord}). */
    public record JobDone(Job job, double finishedAt, int node) implements CborSerializable {
    }

    /**
     * A node's counters, recorded every {@link WorkstationActor#STATUS_EVERY} and when its arrivals end.
     *
     * @param node           the node
     * @param jobs           what it knows of its jobs
     * @param messages       protocol messages it sent
     * @param busy           how long its CPUs were busy, counted up to when
     * @param owner          its owner's ledger, or null where hosts have no owners
     * @param units          the work units of an application (volunteer computing) it ran
     * @param realMigrations its VMs that moved with real page bytes, and those that did not get there
     * @param cpu            what its time-shared CPU scheduler counted since the warm-up, or null where hosts run FCFS
     */
    public record NodeStatus(int node, NodeJobs jobs, long messages, Busy busy, OwnerLedger.Totals owner,
                             Units units, RealMigrations realMigrations, CpuFigures cpu, MessageDelays.Figures delays)
            implements CborSerializable {
    }

    /**
     * A node's jobs: its load, the jobs that arrived at it as their home so far and whether its arrivals have ended,
     * the jobs it sent away, those it resubmitted (their node was gone) and those away from it now; and the CPU work
     * lost with its deaths so far ({@link LostWork}; NaN where the run does not measure it).
     */
    public record NodeJobs(int load, long arrivals, boolean arrivalsDone, long sent, long resubmitted, int away,
                           double lostWork) {
    }

    /** CPU-seconds a node's CPUs were busy, counted up to model time {@code until}. */
    public record Busy(double time, double until) {
    }

    /** Runs of an application's work units on a node, and the work they did. */
    public record Units(long runs, double work) {

        public static final Units NONE = new Units(0, 0);
    }

    /** A node's VMs that moved with their real page bytes ({@code moved}) and those that did not get there. */
    public record RealMigrations(long moved, long failed) {

        public static final RealMigrations NONE = new RealMigrations(0, 0);
    }

    /** The coordinator's figures of its application (volunteer computing), whenever they change. */
    public record ApplicationStatus(ApplicationFigures figures) implements Command, CborSerializable {
    }

    /**
     * A coordinator's figures so far, from the coordinator (a cluster singleton on the oldest node, as the collector
     * is), every {@link WorkstationActor#STATUS_EVERY}: its instance's {@code figures} (which it also writes to the
     * record, {@link RunRecord#COORDINATORS}, for a collector that takes the run up after a hand-over) and a central
     * scheduler's figures ({@code batch}; null for the other coordinators).
     */
    public record CoordinatorStatus(CoordinatorFigures figures, BatchStatus batch)
            implements Command, NoSerializationVerificationNeeded {
    }

    /**
     * What one instance of the coordinator measured: how late the messages it took in were ({@link MessageDelays}), and
     * the protocol messages it sent (launches, kills, forwards, dispatches, grants).
     *
     * @param instance   the instance's name (a new one each time the coordinator is taken up)
     * @param cumulative whether its {@code delays} include every predecessor's (rebuilt from the log: a central
     *                   scheduler, the volunteer server), or are this instance's own since it was taken up (the
     *                   others); its {@code messages} are always its own
     */
    public record CoordinatorFigures(String instance, MessageDelays.Figures delays, long messages,
                                     boolean cumulative) implements CborSerializable {

        /** No coordinator, or none reported yet. */
        static final CoordinatorFigures NONE = new CoordinatorFigures("", MessageDelays.Figures.NONE, 0, false);
    }

    /**
     * A central scheduler's figures so far: jobs submitted, whether every job was submitted and has settled (ended or
     * been rejected), and every ended job's response time.
     */
    public record BatchStatus(long submitted, boolean allSettled, BatchMeasurement batch, double[] responses) {
    }

    /**
     * End the run now, with the results so far and {@code cause} (a signal to a node's process; a coordinator that
     * cannot take its run up): arrivals stop, every participant is told the run is over.
     */
    public record EndRun(String cause) implements Command, CborSerializable {
    }

    /** Participant {@code participant} sees every other one: it can begin. */
    public record Ready(int participant) implements Command, CborSerializable {
    }

    private record Listed(Receptionist.Listing listing) implements Command, NoSerializationVerificationNeeded {
    }

    private record Tick() implements Command, NoSerializationVerificationNeeded {
    }

    private static final Duration TICK = Duration.ofMillis(250);
    /** Between the last join and model time 0: every node hears of the start before it begins. */
    private static final Duration START_DELAY = Duration.ofMillis(500);
    /** How often the collector records that it is alive (what a successor measures its absence from). */
    private static final long ALIVE_EVERY_NANOS = 1_000_000_000L;

    private final LiveRun run;
    /** The node this instance of the collector runs on. */
    private final int self;
    private final Consumer<String> console;
    private final CompletableFuture<LiveMeasurement> result;
    /** Why the run must end now, once someone said so. */
    private String endCause;
    private final Duration drainTimeout;
    private final RunListener listener;
    private final int participants;
    private final Peers peers;
    private final LiveTally tally;
    private final RunRecord.Replicas<Command> record;
    private final Map<Integer, NodeStatus> status = new HashMap<>();
    private final Set<Integer> joined = new HashSet<>();
    private final Set<Integer> ready = new HashSet<>();
    private final RunRecord.CompletionsReader completions;
    /** Every collector that took the run up so far, the first included; and the last one's last sign of life. */
    private final Set<RunRecord.CollectorTook> took = new HashSet<>();
    private RunRecord.CollectorAlive lastAlive;
    /** Whether the record says if the run has started (null until the record has been read). */
    private Boolean resumed;
    /** Whether the record says another instance ended the run. */
    private boolean endedElsewhere;
    /** Whether a collector that took the run up has marked the nodes it never saw as gone. */
    private boolean goneChecked;
    private boolean prepared;
    /** The run's result once it is decided, written out when the record says the run is over. */
    private LiveMeasurement ending;
    /** The nodes this node last saw unreachable, if any were. */
    private Set<Integer> lastUnreachable = Set.of();
    private LiveClock clock;
    private long epochNanos;
    private long drainDeadline;
    private long drainedAt;
    private long nextLine;
    private long nextAlive;
    private long lastCompleted;
    private long lastTransfers;
    private double lastLineTime;

    /**
     * The collector, as a cluster singleton's behaviour on node {@code self}: it completes {@code result} (this node's)
     * if the run ends here. {@code listener} hears every status and completion it takes in.
     */
    public static Behavior<Command> create(LiveRun run, int self, Consumer<String> console,
                                           CompletableFuture<LiveMeasurement> result, Duration drainTimeout,
                                           RunListener listener) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers ->
                new ResultsCollector(ctx, timers, run, self, console, result, drainTimeout, listener)));
    }

    private ResultsCollector(ActorContext<Command> ctx, TimerScheduler<Command> timers, LiveRun run, int self,
                             Consumer<String> console, CompletableFuture<LiveMeasurement> result, Duration drainTimeout,
                             RunListener listener) {
        super(ctx);
        this.run = run;
        this.self = self;
        this.console = console;
        this.result = result;
        this.drainTimeout = drainTimeout;
        this.listener = listener;
        this.participants = run.nodes() + (run.hasCoordinator() ? 1 : 0);
        this.peers = new Peers(run.nodes());
        this.tally = new LiveTally(run);
        this.record = new RunRecord.Replicas<>(ctx, r -> r);
        record.readMajority(RunRecord.STARTED);
        record.subscribe(RunRecord.OVER);
        record.subscribe(RunRecord.COLLECTORS);
        record.subscribe(RunRecord.ALIVE);
        for (int i = 0; i < run.nodes(); i++) {
            record.subscribe(RunRecord.status(i));
        }
        record.subscribe(RunRecord.COORDINATORS);
        this.completions = new RunRecord.CompletionsReader(record, run.nodes());
        ActorRef<Receptionist.Listing> listings = ctx.messageAdapter(Receptionist.Listing.class, Listed::new);
        ctx.getSystem().receptionist().tell(Receptionist.subscribe(Peers.KEY, listings));
        timers.startTimerAtFixedRate(new Object(), new Tick(), TICK);
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Listed.class, this::onListed)
                .onMessage(RunRecord.Data.class, this::onData)
                .onMessage(RunRecord.Written.class, this::onWritten)
                .onMessage(ApplicationStatus.class, this::onApplicationStatus)
                .onMessage(CoordinatorStatus.class, s -> {
                    tally.coordinator(s);
                    return this;
                })
                .onMessage(Ready.class, this::onReady)
                .onMessage(EndRun.class, e -> {
                    endCause = endCause == null ? e.cause() : endCause;
                    return this;
                })
                .onMessage(Tick.class, this::onTick)
                .onSignal(PostStop.class, s -> onStopped())
                .build();
    }

    private Behavior<Command> onListed(Listed listed) {
        List<Integer> vanished = peers.update(listed.listing().getAllServiceInstances(Peers.KEY));
        for (int index : vanished) {
            if (peers.markGone(index) && index < run.nodes()) {
                nodeGone(index);
            }
        }
        for (int index : peers.takeBack()) {
            if (index < run.nodes()) {
                tally.nodeBack(index);
                console.accept("node " + index + " is back: a new incarnation rejoined the run");
            }
        }
        peers.all().forEach((index, ref) -> {
            if (joined.add(index) && !Boolean.TRUE.equals(resumed)) {
                String what = index == run.nodes() ? "coordinator" : "node " + index;
                console.accept(what + " joined (" + addressOf(ref) + ")  [" + joined.size() + "/" + participants + "]");
            }
        });
        prepareIfAllJoined();
        return this;
    }

    private void nodeGone(int index) {
        tally.nodeGone(index);
        console.accept("node " + index + " has left the cluster");
    }

    private void prepareIfAllJoined() {
        if (resumed == Boolean.FALSE && !prepared && joined.size() == participants) {
            prepared = true;
            peers.all().values().forEach(ref -> ref.tell(new Participant.Prepare(getContext().getSelf())));
        }
    }

    /** What the record holds now under one of the keys this collector reads. */
    private Behavior<Command> onData(RunRecord.Data d) {
        if (d.id().equals(RunRecord.STARTED.id())) {
            if (resumed == null) {
                Set<RunRecord.Started> started = d.elements();
                resumed = !started.isEmpty();
                if (resumed) {
                    epochNanos = started.iterator().next().epochNanos();
                    record.readMajority(RunRecord.ALIVE);   // then it takes the run up
                } else {
                    prepareIfAllJoined();
                }
            }
        } else if (d.id().equals(RunRecord.OVER.id())) {
            if (!d.elements().isEmpty() && ending == null) {
                endedElsewhere = true;          // another instance ended the run (this one was handed over late)
                return Behaviors.stopped();
            }
        } else if (d.id().equals(RunRecord.COLLECTORS.id())) {
            took.addAll(d.<RunRecord.CollectorTook>elements());
        } else if (d.id().equals(RunRecord.ALIVE.id())) {
            RunRecord.CollectorAlive alive = d.register();
            lastAlive = alive != null ? alive : lastAlive;
            if (Boolean.TRUE.equals(resumed) && clock == null) {
                resume(epochNanos);
            }
        } else if (d.id().equals(RunRecord.COORDINATORS.id())) {
            d.<CoordinatorFigures>entries().values().forEach(tally::coordinatorFigures);
        } else if (RunRecord.statusNode(d.id()) >= 0) {
            NodeStatus s = d.register();
            if (s != null) {
                status.put(s.node(), s);
                listener.status(s);
            }
        } else if (RunRecord.doneNode(d.id()) >= 0) {
            for (RunRecord.DoneBatch batch : completions.takeIn(RunRecord.doneNode(d.id()), d.elements())) {
                for (JobDone done : batch.done()) {
                    if (tally.completed(done)) {
                        listener.completed(done);
                    }
                }
                batch.events().forEach(tally::jobEvent);
            }
        }
        return this;
    }

    /**
     * The record says the run started before this instance existed: the collector's node left or died and this one
     * takes the run up where the record stands.
     */
    private void resume(long epoch) {
        startClock(epoch);
        double now = clock.now();
        int from = lastAlive == null ? -1 : lastAlive.node();
        double seen = lastAlive == null ? Double.NaN : lastAlive.at();
        record.add(RunRecord.COLLECTORS, new RunRecord.CollectorTook(self, now, from, seen));
        console.accept(String.format("collector taken up on node %d at t = %.1f%s", self, Math.max(0, now),
                from < 0 ? "" : String.format(" (node %d's collector last seen at t = %.1f)", from, seen)));
    }

    private void startClock(long epoch) {
        epochNanos = epoch;
        clock = new LiveClock(epoch, run.timeScale());
        drainDeadline = epoch + (long) (run.duration() * run.timeScale() * 1e9) + drainTimeout.toNanos();
    }

    private Behavior<Command> onReady(Ready r) {
        ready.add(r.participant());
        if (clock == null && ready.size() == participants) {
            startClock(LiveClock.wallNanos() + START_DELAY.toNanos());
            record.add(RunRecord.STARTED, new RunRecord.Started(epochNanos));   // then the participants start
            record.add(RunRecord.COLLECTORS, new RunRecord.CollectorTook(self, 0, -1, Double.NaN));
        }
        return this;
    }

    /** A write to the record is done: the run's start (the participants may start), or its end. */
    private Behavior<Command> onWritten(RunRecord.Written w) {
        if (w.id().equals(RunRecord.STARTED.id())) {
            peers.all().values().forEach(ref -> ref.tell(new Participant.Start(epochNanos, getContext().getSelf())));
            console.accept(String.format("all %d nodes joined: running %.0f model seconds (%.1f s of wall time)",
                    run.nodes(), run.duration(), run.duration() * run.timeScale()));
        } else if (w.id().equals(RunRecord.OVER.id()) && ending != null) {
            result.complete(ending);
            peers.all().values().forEach(ref -> ref.tell(new Participant.RunOver(getContext().getSelf())));
            return Behaviors.stopped();
        }
        return this;
    }

    private Behavior<Command> onApplicationStatus(ApplicationStatus s) {
        tally.application(s.figures());
        return this;
    }

    private Behavior<Command> onTick(Tick t) {
        Set<Integer> unreachable = participantsAt(
                Cluster.get(getContext().getSystem()).state().getUnreachable());
        if (!unreachable.isEmpty()) {
            lastUnreachable = unreachable;  // a node downed by the resolver no longer sees who it lost
        }
        if (ending != null) {
            return this;            // the end is being recorded
        }
        if (endCause != null) {
            return interrupt(endCause);
        }
        if (clock == null) {
            return this;
        }
        long wall = LiveClock.wallNanos();
        if (Boolean.TRUE.equals(resumed) && !goneChecked && peers.size() > 0) {
            goneChecked = true;     // the nodes not listed when this collector took over left with its predecessor
            for (int i = 0; i < run.nodes(); i++) {
                if (peers.ref(i) == null && peers.markGone(i)) {
                    nodeGone(i);
                }
            }
        }
        if (wall >= nextAlive) {
            record.set(RunRecord.ALIVE, new RunRecord.CollectorAlive(self, clock.now()));
            nextAlive = wall + ALIVE_EVERY_NANOS;
        }
        if (wall >= nextLine) {
            statusLine();
            nextLine = wall + 1_000_000_000L;
        }
        boolean drained = clock.now() > run.duration() && tally.drained(status);
        if (drained && drainedAt == 0) {
            drainedAt = wall;       // wait for one more round of status reports, for final counters
        }
        if ((drainedAt != 0 && wall - drainedAt > 2 * WorkstationActor.STATUS_EVERY.toNanos()) || wall > drainDeadline) {
            return finish(drainedAt != 0);
        }
        return this;
    }

    private void statusLine() {
        double now = clock.now();
        double dt = now - lastLineTime;
        if (dt <= 0) {
            return;
        }
        long alive = status.values().stream().filter(s -> !peers.isGone(s.node())).count();
        double meanQueue = alive == 0 ? 0 : status.values().stream().filter(s -> !peers.isGone(s.node()))
                .mapToInt(s -> s.jobs().load()).sum() / (double) alive;
        console.accept(String.format("t=%7.1f  throughput %7.3f jobs/s  mean queue %6.2f  transfers/s %7.3f  "
                        + "done %d  resubmitted %d", Math.max(0, now), (tally.completedCount() - lastCompleted) / dt,
                meanQueue, (tally.transfers() - lastTransfers) / dt, tally.completedCount(), tally.resubmitted(status)));
        lastCompleted = tally.completedCount();
        lastTransfers = tally.transfers();
        lastLineTime = now;
    }

    private Behavior<Command> finish(boolean drained) {
        statusLine();
        return end(measurement(clock.now(), drained, null));
    }

    /** Ends the run now, with what was measured so far and the cause; the participants stop. */
    private Behavior<Command> interrupt(String cause) {
        double now = clock == null ? 0 : clock.now();
        if (clock != null) {
            statusLine();
        }
        console.accept(cause + ": ending the run at t = " + String.format("%.1f", Math.max(0, now)));
        return end(measurement(now, false, cause));
    }

    /**
     * The run is over with {@code m}: once the record says so (no successor takes the run up again), the result is
     * complete and the participants stop.
     */
    private Behavior<Command> end(LiveMeasurement m) {
        ending = m;
        record.add(RunRecord.OVER, new RunRecord.Over(true));
        return this;
    }

    private LiveMeasurement measurement(double now, boolean drained, String interrupted) {
        return measurement(now, drained, interrupted, Set.of());
    }

    /** The measurement, with {@code alsoGone} among the nodes gone (those a stopping system no longer lists). */
    private LiveMeasurement measurement(double now, boolean drained, String interrupted, Set<Integer> alsoGone) {
        Set<Integer> gone = new TreeSet<>(nodesGone());
        gone.addAll(alsoGone);
        return tally.measurement(status, now, drained, List.copyOf(gone), interrupted, collection());
    }

    /** Who collected the run: this node, after every hand-over the record shows. */
    private LiveCollection collection() {
        List<LiveCollection.HandOver> handOvers = took.stream().filter(t -> t.from() >= 0 || t.at() > 0)
                .sorted(java.util.Comparator.comparingDouble(RunRecord.CollectorTook::at))
                .map(t -> new LiveCollection.HandOver(t.at(), t.from(), t.node(), t.lastSeen())).toList();
        return new LiveCollection(self, clock == null ? -1 : clock.epochNanos(), handOvers);
    }

    /**
     * The collector stopped before the run ended: its node's actor system is going down, because the cluster
     * downed it (its side lost the majority) or the process is ending. What was measured so far is the result,
     * with the cause.
     */
    private Behavior<Command> onStopped() {
        if (!result.isDone() && resumed != null && !endedElsewhere && !handingOver()) {
            Set<Integer> lost = new TreeSet<>(tally.nodesGone());
            lost.addAll(lastUnreachable);
            String cause = lost.isEmpty() ? "the first node stopped before the run ended"
                    : "lost the majority: " + (lost.size() == 1 ? "node " : "nodes ")
                    + lost.stream().map(String::valueOf).collect(Collectors.joining(", ")) + " gone";
            // the nodes the cause names: a system going down no longer lists its unreachable members
            result.complete(measurement(clock == null ? 0 : clock.now(), false, cause, lost));
        }
        return this;
    }

    /**
     * Whether this node is leaving the cluster while others stay: the singleton moves to one of them, which takes the
     * run up from the record.
     */
    private boolean handingOver() {
        Cluster cluster = Cluster.get(getContext().getSystem());
        MemberStatus mine = cluster.selfMember().status();
        if (mine != MemberStatus.leaving() && mine != MemberStatus.exiting()) {
            return false;
        }
        for (Member m : cluster.state().getMembers()) {
            if (!m.equals(cluster.selfMember()) && m.status() == MemberStatus.up()) {
                return true;
            }
        }
        return false;
    }

    /** The nodes among {@code members}. */
    private Set<Integer> participantsAt(Iterable<Member> members) {
        Set<Integer> nodes = new TreeSet<>();
        for (Member m : members) {
            for (int index : peers.at(m.address())) {
                if (index < run.nodes()) {
                    nodes.add(index);
                }
            }
        }
        return nodes;
    }

    /**
     * Every node that left or died: those gone from the listing, and those the cluster sees as unreachable or no
     * longer up (a node that died during the drain may not have left the listing yet).
     */
    private List<Integer> nodesGone() {
        Set<Integer> gone = new TreeSet<>(tally.nodesGone());
        Cluster cluster = Cluster.get(getContext().getSystem());
        Set<Address> up = new HashSet<>();
        cluster.state().getMembers().forEach(m -> {
            if (m.status() == MemberStatus.up() || m.status() == MemberStatus.weaklyUp()) {
                up.add(m.address());
            }
        });
        cluster.state().getUnreachable().forEach(m -> up.remove(m.address()));
        Address self = cluster.selfMember().address();
        peers.all().forEach((index, ref) -> {
            Address address = addressOf(ref);
            if (index < run.nodes() && !up.contains(address) && !address.equals(self)) {
                gone.add(index);
            }
        });
        return List.copyOf(gone);
    }

    /** The cluster address of a participant's actor (a local actor's path has none: this node's). */
    private Address addressOf(ActorRef<?> ref) {
        Address address = ref.path().address();
        return address.hasLocalScope() ? Cluster.get(getContext().getSystem()).selfMember().address() : address;
    }
}
