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
import loadshare.node.run.BatchMeasurement;
import loadshare.policies.ApplicationFigures;
import loadshare.protocol.CborSerializable;
import loadshare.protocol.Job;

/**
 * The results collector, on the first node: waits until every participant has joined and sees all the others
 * (Prepare, Ready), starts the run, takes
 * every completion (de-duplicated by job id: a resubmitted job that also completed where it was counts once)
 * and the nodes' periodic status, prints a live status line, and when arrivals have ended and every job of the
 * remaining nodes has completed (or the drain timeout has passed) completes the run's result and ends the run.
 */
public final class ResultsCollector extends AbstractBehavior<ResultsCollector.Command> {

    /** What the collector hears. */
    public interface Command {
    }

    /** {@code job} completed on {@code node} at model time {@code finishedAt}. */
    public record JobDone(Job job, double finishedAt, int node) implements Command, CborSerializable {
    }

    /**
     * A node's counters, every {@link WorkstationActor#STATUS_EVERY} and when its arrivals end.
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
                             Units units, RealMigrations realMigrations, CpuFigures cpu)
            implements Command, CborSerializable {
    }

    /**
     * A node's jobs: its load, the jobs that arrived at it as their home so far and whether its arrivals have ended,
     * the jobs it sent away, those it resubmitted (their node was gone) and those away from it now.
     */
    public record NodeJobs(int load, long arrivals, boolean arrivalsDone, long sent, long resubmitted, int away) {
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
     * A central scheduler's figures so far, from the coordinator (on this node): jobs submitted, whether every
     * job was submitted and has settled (ended or been rejected), and every ended job's response time.
     */
    public record BatchStatus(long submitted, boolean allSettled, BatchMeasurement batch, double[] responses)
            implements Command, NoSerializationVerificationNeeded {
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

    private final LiveRun run;
    private final Consumer<String> console;
    private final CompletableFuture<LiveMeasurement> result;
    private final CompletableFuture<String> interruption;
    private final Duration drainTimeout;
    private final int participants;
    private final Peers peers;
    private final LiveTally tally;
    private final Map<Integer, NodeStatus> status = new HashMap<>();
    private final Set<Integer> joined = new HashSet<>();
    private final Set<Integer> ready = new HashSet<>();
    private boolean prepared;
    /** The nodes this node last saw unreachable, if any were. */
    private Set<Integer> lastUnreachable = Set.of();
    private LiveClock clock;
    private long drainDeadline;
    private long drainedAt;
    private long nextLine;
    private long lastCompleted;
    private long lastTransfers;
    private double lastLineTime;

    public static Behavior<Command> create(LiveRun run, Consumer<String> console,
                                           CompletableFuture<LiveMeasurement> result, Duration drainTimeout) {
        return create(run, console, result, drainTimeout, new CompletableFuture<>());
    }

    /**
     * A collector that ends the run early, with the results so far, once {@code interruption} completes with the
     * cause (a signal to the process): arrivals stop, every participant is told the run is over.
     */
    public static Behavior<Command> create(LiveRun run, Consumer<String> console,
                                           CompletableFuture<LiveMeasurement> result, Duration drainTimeout,
                                           CompletableFuture<String> interruption) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers ->
                new ResultsCollector(ctx, timers, run, console, result, drainTimeout, interruption)));
    }

    private ResultsCollector(ActorContext<Command> ctx, TimerScheduler<Command> timers, LiveRun run,
                             Consumer<String> console, CompletableFuture<LiveMeasurement> result, Duration drainTimeout,
                             CompletableFuture<String> interruption) {
        super(ctx);
        this.run = run;
        this.console = console;
        this.result = result;
        this.interruption = interruption;
        this.drainTimeout = drainTimeout;
        this.participants = run.nodes() + (run.hasCoordinator() ? 1 : 0);
        this.peers = new Peers(run.nodes());
        this.tally = new LiveTally(run);
        ActorRef<Receptionist.Listing> listings = ctx.messageAdapter(Receptionist.Listing.class, Listed::new);
        ctx.getSystem().receptionist().tell(Receptionist.subscribe(Peers.KEY, listings));
        timers.startTimerAtFixedRate(new Object(), new Tick(), TICK);
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Listed.class, this::onListed)
                .onMessage(JobDone.class, this::onJobDone)
                .onMessage(NodeStatus.class, this::onNodeStatus)
                .onMessage(ApplicationStatus.class, this::onApplicationStatus)
                .onMessage(BatchStatus.class, s -> {
                    tally.batch(s);
                    return this;
                })
                .onMessage(Ready.class, this::onReady)
                .onMessage(Tick.class, this::onTick)
                .onSignal(PostStop.class, s -> onStopped())
                .build();
    }

    private Behavior<Command> onListed(Listed listed) {
        List<Integer> vanished = peers.update(listed.listing().getAllServiceInstances(Peers.KEY));
        for (int index : vanished) {
            if (peers.markGone(index) && index < run.nodes()) {
                tally.nodeGone(index);
                console.accept("node " + index + " has left the cluster");
            }
        }
        peers.all().forEach((index, ref) -> {
            if (joined.add(index)) {
                String what = index == run.nodes() ? "coordinator" : "node " + index;
                console.accept(what + " joined (" + addressOf(ref) + ")  [" + joined.size() + "/" + participants + "]");
            }
        });
        if (!prepared && joined.size() == participants) {
            prepared = true;
            peers.all().values().forEach(ref -> ref.tell(new Participant.Prepare(getContext().getSelf())));
        }
        return this;
    }

    private Behavior<Command> onReady(Ready r) {
        ready.add(r.participant());
        if (clock == null && ready.size() == participants) {
            long epoch = LiveClock.wallNanos() + START_DELAY.toNanos();
            clock = new LiveClock(epoch, run.timeScale());
            drainDeadline = epoch + (long) (run.duration() * run.timeScale() * 1e9) + drainTimeout.toNanos();
            peers.all().values().forEach(ref -> ref.tell(new Participant.Start(epoch, getContext().getSelf())));
            console.accept(String.format("all %d nodes joined: running %.0f model seconds (%.1f s of wall time)",
                    run.nodes(), run.duration(), run.duration() * run.timeScale()));
        }
        return this;
    }

    private Behavior<Command> onJobDone(JobDone done) {
        tally.completed(done.job(), done.finishedAt());
        return this;
    }

    private Behavior<Command> onApplicationStatus(ApplicationStatus s) {
        tally.application(s.figures());
        return this;
    }

    private Behavior<Command> onNodeStatus(NodeStatus s) {
        status.put(s.node(), s);
        return this;
    }

    private Behavior<Command> onTick(Tick t) {
        Set<Integer> unreachable = participantsAt(
                Cluster.get(getContext().getSystem()).state().getUnreachable());
        if (!unreachable.isEmpty()) {
            lastUnreachable = unreachable;  // a node downed by the resolver no longer sees who it lost
        }
        if (interruption.isDone()) {
            return interrupt(interruption.join());
        }
        if (clock == null) {
            return this;
        }
        long wall = LiveClock.wallNanos();
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
        result.complete(tally.measurement(status, clock.now(), drained, nodesGone(), null));
        peers.all().values().forEach(ref -> ref.tell(new Participant.RunOver(getContext().getSelf())));
        return Behaviors.stopped();
    }

    /** Ends the run now, with what was measured so far and the cause; the participants stop. */
    private Behavior<Command> interrupt(String cause) {
        double now = clock == null ? 0 : clock.now();
        if (clock != null) {
            statusLine();
        }
        console.accept(cause + ": ending the run at t = " + String.format("%.1f", Math.max(0, now)));
        result.complete(tally.measurement(status, now, false, nodesGone(), cause));
        peers.all().values().forEach(ref -> ref.tell(new Participant.RunOver(getContext().getSelf())));
        return Behaviors.stopped();
    }

    /**
     * The collector stopped before the run ended: its node's actor system is going down, because the cluster
     * downed it (its side lost the majority) or the process is ending. What was measured so far is the result,
     * with the cause.
     */
    private Behavior<Command> onStopped() {
        if (!result.isDone()) {
            Set<Integer> lost = new TreeSet<>(tally.nodesGone());
            lost.addAll(lastUnreachable);
            String cause = lost.isEmpty() ? "the first node stopped before the run ended"
                    : "lost the majority: " + (lost.size() == 1 ? "node " : "nodes ")
                    + lost.stream().map(String::valueOf).collect(Collectors.joining(", ")) + " gone";
            result.complete(tally.measurement(status, clock == null ? 0 : clock.now(), false, nodesGone(), cause));
        }
        return this;
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
