package loadshare.node.live;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.javadsl.TimerScheduler;
import akka.actor.typed.receptionist.Receptionist;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import loadshare.node.core.OwnerLedger;
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
     * A node's counters, every {@link WorkstationActor#STATUS_EVERY} and when its arrivals end;
     * {@code realMigrations} of its VMs moved with real page bytes, {@code realMigrationsFailed} did not get there.
     */
    public record NodeStatus(int node, int load, long arrivals, long messages, long jobsSent, long resubmitted,
                             int away, double busyTime, double busyUntil, boolean arrivalsDone,
                             OwnerLedger.Totals owner, long unitRuns, double unitWork, long realMigrations,
                             long realMigrationsFailed) implements Command, CborSerializable {
    }

    /** The coordinator's figures of its application (volunteer computing), whenever they change. */
    public record ApplicationStatus(ApplicationFigures figures) implements Command, CborSerializable {
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
    private final Duration drainTimeout;
    private final int participants;
    private final Peers peers;
    private final LiveTally tally;
    private final Map<Integer, NodeStatus> status = new HashMap<>();
    private final Set<Integer> joined = new HashSet<>();
    private final Set<Integer> ready = new HashSet<>();
    private boolean prepared;
    private LiveClock clock;
    private long drainDeadline;
    private long drainedAt;
    private long nextLine;
    private long lastCompleted;
    private long lastTransfers;
    private double lastLineTime;

    public static Behavior<Command> create(LiveRun run, Consumer<String> console,
                                           CompletableFuture<LiveMeasurement> result, Duration drainTimeout) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers ->
                new ResultsCollector(ctx, timers, run, console, result, drainTimeout)));
    }

    private ResultsCollector(ActorContext<Command> ctx, TimerScheduler<Command> timers, LiveRun run,
                             Consumer<String> console, CompletableFuture<LiveMeasurement> result, Duration drainTimeout) {
        super(ctx);
        this.run = run;
        this.console = console;
        this.result = result;
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
                .onMessage(Ready.class, this::onReady)
                .onMessage(Tick.class, this::onTick)
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
                akka.actor.Address address = ref.path().address().hasLocalScope()
                        ? akka.cluster.typed.Cluster.get(getContext().getSystem()).selfMember().address()
                        : ref.path().address();
                console.accept(what + " joined (" + address + ")  [" + joined.size() + "/" + participants + "]");
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
                .mapToInt(NodeStatus::load).sum() / (double) alive;
        console.accept(String.format("t=%7.1f  throughput %7.3f jobs/s  mean queue %6.2f  transfers/s %7.3f  "
                        + "done %d  resubmitted %d", Math.max(0, now), (tally.completedCount() - lastCompleted) / dt,
                meanQueue, (tally.transfers() - lastTransfers) / dt, tally.completedCount(), tally.resubmitted(status)));
        lastCompleted = tally.completedCount();
        lastTransfers = tally.transfers();
        lastLineTime = now;
    }

    private Behavior<Command> finish(boolean drained) {
        statusLine();
        List<Integer> gone = new ArrayList<>(tally.nodesGone());
        result.complete(tally.measurement(status, clock.now(), drained, gone));
        peers.all().values().forEach(ref -> ref.tell(new Participant.RunOver(getContext().getSelf())));
        return Behaviors.stopped();
    }
}
