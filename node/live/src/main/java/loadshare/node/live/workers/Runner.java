package loadshare.node.live.workers;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.delivery.WorkPullingProducerController;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.TimerScheduler;
import akka.actor.typed.receptionist.Receptionist;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongConsumer;
import java.util.stream.Collectors;
import loadshare.node.live.LiveNode;
import loadshare.node.live.workers.WorkerPool.WorkerFigures;
import loadshare.node.live.workers.WorkProtocol.Done;
import loadshare.node.live.workers.WorkProtocol.Experiment;
import loadshare.node.live.workers.WorkProtocol.Failed;
import loadshare.node.live.workers.WorkProtocol.GetExperiment;
import loadshare.node.live.workers.WorkProtocol.Item;
import loadshare.node.live.workers.WorkProtocol.Progress;
import loadshare.node.live.workers.WorkProtocol.ToRunner;
import loadshare.node.live.workers.WorkProtocol.Unit;
import loadshare.node.run.Replication;
import loadshare.node.run.RunMeasurement;

/**
 * A run's end of the workers' cluster: it hands its replications to the workers in units through a work-pulling
 * producer controller (one unit to whichever worker thread asks next; short replications several to a unit, see
 * {@link #groupSize}), answers their requests for the run's settings, gathers the measurements they send back and
 * completes each replication's future with its own, and counts each worker's replications and jobs. When no worker
 * is left for {@code workerWait} while replications are still owed, it gives them up ({@link WorkersGone}).
 */
final class Runner {

    /** Local only (never serialized, even where tests have Akka serialize every message). */
    sealed interface Command extends NoSerializationVerificationNeeded
            permits Submit, NextWanted, FromWorker, WorkersChanged, Look {
    }

    /** A replication to hand out; {@code result} completes with its measurement. */
    record Submit(int id, Replication which, CompletableFuture<RunMeasurement> result) implements Command {
    }

    record NextWanted(WorkPullingProducerController.RequestNext<Unit> next) implements Command {
    }

    record FromWorker(ToRunner message) implements Command {
    }

    record WorkersChanged(Receptionist.Listing listing) implements Command {
    }

    /** Looks whether any worker is left. */
    enum Look implements Command { NOW }

    /** The wall seconds a unit of short replications is made to take: about a hundred times its round trip's cost. */
    static final double UNIT_SECONDS = 1.0;
    /** The most replications in one unit. */
    static final int MOST_IN_A_UNIT = 64;

    private final ActorContext<Command> ctx;
    private final String run;
    private final List<byte[]> settings;
    private final LongConsumer progress;
    private final Duration workerWait;
    private final Map<String, WorkerFigures> board;
    private final ActorRef<ToRunner> self;
    private final ArrayDeque<Item> queue = new ArrayDeque<>();
    private final Map<Integer, Submit> owed = new LinkedHashMap<>();
    private final Map<String, Parts> arriving = new HashMap<>();
    private WorkPullingProducerController.RequestNext<Unit> next;
    private Set<String> workers = Set.of();
    /** The workers' consumers (two per simulation thread), as the receptionist lists them. */
    private int consumers;
    /** Wall time the replications measured so far took to compute, and how many they are. */
    private long computedNanos;
    private long computed;
    private long alone = System.nanoTime();

    private Runner(ActorContext<Command> ctx, String run, List<byte[]> settings, LongConsumer progress,
                   Duration workerWait, Map<String, WorkerFigures> board) {
        this.ctx = ctx;
        this.run = run;
        this.settings = settings;
        this.progress = progress;
        this.workerWait = workerWait;
        this.board = board;
        this.self = ctx.messageAdapter(ToRunner.class, FromWorker::new);
    }

    /**
     * The runner of run {@code run}, whose settings are {@code settings} ({@link ExactData}); {@code progress} hears of
     * the jobs its workers simulate, {@code board} (written here, read anywhere) of each worker's replications and
     * jobs.
     */
    static Behavior<Command> create(String run, byte[] settings, LongConsumer progress, Duration workerWait,
                                    Map<String, WorkerFigures> board) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> {
            Runner runner = new Runner(ctx, run, Parts.cut(settings), progress, workerWait, board);
            ActorRef<WorkPullingProducerController.Command<Unit>> producer = ctx.spawn(
                    WorkPullingProducerController.create(Unit.class, "loadshare-run-" + run, WorkProtocol.WORKERS,
                            Optional.empty()), "units");
            producer.tell(new WorkPullingProducerController.Start<>(ctx.messageAdapter(
                    WorkPullingProducerController.requestNextClass(), NextWanted::new)));
            ctx.getSystem().receptionist().tell(Receptionist.subscribe(WorkProtocol.WORKERS,
                    ctx.messageAdapter(Receptionist.Listing.class, WorkersChanged::new)));
            timers.startTimerWithFixedDelay(Look.NOW, Duration.ofSeconds(1));
            return runner.behavior(timers);
        }));
    }

    private Behavior<Command> behavior(TimerScheduler<Command> timers) {
        return Behaviors.receive(Command.class)
                .onMessage(Submit.class, s -> {
                    owed.put(s.id(), s);
                    queue.add(new Item(s.id(), s.which()));
                    handOut();
                    return Behaviors.same();
                })
                .onMessage(NextWanted.class, n -> {
                    next = n.next();
                    handOut();
                    return Behaviors.same();
                })
                .onMessage(FromWorker.class, f -> {
                    hear(f.message());
                    return Behaviors.same();
                })
                .onMessage(WorkersChanged.class, w -> {
                    consumers = w.listing().getServiceInstances(WorkProtocol.WORKERS).size();
                    workers = w.listing().getServiceInstances(WorkProtocol.WORKERS).stream()
                            .map(ref -> LiveNode.hostPortOf(ref.path().address())).collect(Collectors.toSet());
                    if (workers.isEmpty()) {
                        alone = System.nanoTime();
                    }
                    return Behaviors.same();
                })
                .onMessage(Look.class, l -> {
                    if (!workers.isEmpty() || owed.isEmpty()) {
                        alone = System.nanoTime();
                    } else if (System.nanoTime() - alone > workerWait.toNanos()) {
                        giveUp();
                    }
                    return Behaviors.same();
                })
                .build();
    }

    private void handOut() {
        if (next != null && !queue.isEmpty()) {
            List<Item> items = new ArrayList<>();
            for (int n = groupSize(); n > 0 && !queue.isEmpty(); n--) {
                items.add(queue.poll());
            }
            next.sendNextTo().tell(new Unit(run, items, self));
            next = null;
        }
    }

    private int groupSize() {
        return groupSize(computed, computedNanos, queue.size(), consumers);
    }

    /**
     * The replications the next unit takes, {@code computed} replications having taken {@code computedNanos} of wall
     * time so far, with {@code queued} waiting and {@code consumers} consumers listed: as many as take about
     * {@link #UNIT_SECONDS} by their mean (one until one is measured), at most {@link #MOST_IN_A_UNIT}, and never so
     * many that fewer than two units are left for each consumer: the last units are single replications, so that no
     * worker finishes long after the others.
     */
    static int groupSize(long computed, long computedNanos, int queued, int consumers) {
        if (computed == 0) {
            return 1;
        }
        double each = computedNanos / 1e9 / computed;
        long byTime = each > 0 ? (long) Math.ceil(UNIT_SECONDS / each) : MOST_IN_A_UNIT;
        long spread = queued / (2L * Math.max(1, consumers));
        return (int) Math.max(1, Math.min(Math.min(byTime, MOST_IN_A_UNIT), spread));
    }

    private void hear(ToRunner message) {
        if (message instanceof GetExperiment get) {
            for (int p = 0; p < settings.size(); p++) {
                get.replyTo().tell(new Experiment(get.run(), p, settings.size(), settings.get(p)));
            }
        } else if (message instanceof Progress p && p.run().equals(run)) {
            progress.accept(p.jobs());
            board.merge(p.worker(), new WorkerFigures(0, p.jobs()),
                    (a, b) -> new WorkerFigures(a.replications(), a.jobs() + b.jobs()));
        } else if (message instanceof Done d && d.run().equals(run)) {
            gather(d);
        } else if (message instanceof Failed f && f.run().equals(run)) {
            Submit owedUnit = owed.remove(f.id());
            if (owedUnit != null) {
                owedUnit.result().completeExceptionally(new WorkerFailure("worker " + f.worker() + ", "
                        + owedUnit.which().describe() + ": " + f.problem()));
            }
        }
    }

    private void gather(Done d) {
        String key = d.worker() + "#" + d.id();
        try {
            Parts parts = d.part() == 0 ? Parts.expecting(d.parts()) : arriving.get(key);
            if (parts == null) {
                throw new IOException("part " + d.part() + " of " + d.parts() + " came first");
            }
            arriving.put(key, parts);
            byte[] whole = parts.add(d.part(), d.parts(), d.bytes());
            if (whole == null) {
                return;
            }
            arriving.remove(key);
            Submit owedUnit = owed.remove(d.id());
            if (owedUnit == null) {
                return;         // computed twice (its first worker left before confirming it): the first counts
            }
            owedUnit.result().complete(ExactData.read(whole, RunMeasurement.class));
            computedNanos += d.nanos();
            computed++;
            board.merge(d.worker(), new WorkerFigures(1, 0),
                    (a, b) -> new WorkerFigures(a.replications() + 1, a.jobs()));
        } catch (IOException | IllegalArgumentException e) {
            arriving.remove(key);
            Submit owedUnit = owed.remove(d.id());
            if (owedUnit != null) {
                owedUnit.result().completeExceptionally(new WorkerFailure("the measurement of "
                        + owedUnit.which().describe() + " from worker " + d.worker() + " arrived unreadable: "
                        + e.getMessage()));
            }
        }
    }

    /** No worker for too long: every replication still owed fails, naming those missing. */
    private void giveUp() {
        List<Replication> missing = owed.values().stream().map(Submit::which).toList();
        WorkersGone gone = new WorkersGone(missing, workerWait);
        owed.values().forEach(s -> s.result().completeExceptionally(gone));
        owed.clear();
        queue.clear();
    }
}
