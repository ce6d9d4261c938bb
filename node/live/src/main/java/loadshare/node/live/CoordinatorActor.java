package loadshare.node.live;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.javadsl.TimerScheduler;
import java.util.function.Consumer;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.core.CoordinatorEffects;
import loadshare.node.core.CoordinatorHost;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.ClusterModel;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.Coordinator;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.dispatch.DispatchTier;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.VolunteerMessage;

/**
 * Hosts a policy's {@link Coordinator} (e.g. the central queue's dispatcher) in the live cluster, on the first
 * node, as participant {@code nodes}, in the same {@link CoordinatorHost} as the simulator's: messages go in, its
 * sends leave through the same {@link Outbox} as the workstations' (so the jobs it passes on stay accounted
 * for), its timers become Akka timers. It starts up as every participant does ({@link Startup}). A central
 * scheduler ({@link CentralScheduler}) also gets its jobs here, each at its submit time, and its figures go to the
 * collector.
 */
public final class CoordinatorActor extends AbstractBehavior<CoordinatorActor.Command> {

    /** What the coordinator actor hears: what every participant hears, and its own timers. */
    public sealed interface Command permits Participant.Message, Membership.Event, RunRecord.Reply, TimerDue, SubmitDue,
            BatchTick {
    }

    private record TimerDue(long tag, double due) implements Command, NoSerializationVerificationNeeded {
    }

    /** A central scheduler's job {@code job} is submitted at model time {@code due}. */
    private record SubmitDue(int job, double due) implements Command, NoSerializationVerificationNeeded {
    }

    /** Time to tell the collector a central scheduler's figures. */
    private record BatchTick() implements Command, NoSerializationVerificationNeeded {
    }

    private static final Object SUBMIT_KEY = "submit";
    private static final Object BATCH_KEY = "batch";

    private record TagKey(long tag) {
    }

    private final Coordinator coordinator;
    private final TimerScheduler<Command> timers;
    private final Membership membership;
    private final Outbox outbox;
    private final CoordinatorHost host;
    private final LiveClock clock;
    private final ActorRef<ResultsCollector.Command> collector;
    private final LegitimateCollector legitimate;
    private double lastNow;
    /** A central scheduler's jobs, submitted here at their submit times; null for other coordinators. */
    private final BatchWorkload jobs;
    private final double horizon;
    private int submitted;
    private boolean submitDone;
    /** Where node 0 prints: the dispatcher's session figures go there. */
    private final Consumer<String> console;

    /**
     * The coordinator, as a cluster singleton's behaviour: on whichever node it runs, a new instance knows nothing of
     * its predecessor's state; the workstations tell it what they offer (each policy's {@code onRejoin}) and send it
     * the jobs they held while it was away.
     *
     * @param console   where the dispatcher's session figures are printed (stickiness, sessions moved)
     * @param collector the collector wherever it runs (a cluster singleton's proxy)
     */
    public static Behavior<Command> create(LiveRun run, Consumer<String> console,
                                           ActorRef<ResultsCollector.Command> collector) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> Behaviors.withStash(10_000, stash -> {
            Coordinator coordinator = run.model().policy() instanceof CentralPolicy central
                    ? BatchRuns.scheduler(run.settings(), central)
                    : run.model().policy().newCoordinator().orElseThrow(() ->
                            new IllegalArgumentException(run.policy().label() + " has no coordinator"));
            Membership membership = new Membership(ctx, ctx.getSelf().narrow(), new Peers(run.nodes()));
            RunRecord.Replicas<Command> record = new RunRecord.Replicas<>(ctx, r -> r);
            return Startup.awaitStart(run.nodes(), run.nodes() + 1, membership, stash, record,
                    epoch -> new CoordinatorActor(ctx, timers, run, coordinator, membership, epoch, console,
                            collector));
        })));
    }

    private CoordinatorActor(ActorContext<Command> ctx, TimerScheduler<Command> timers, LiveRun run,
                             Coordinator coordinator, Membership membership, long epochNanos,
                             Consumer<String> console, ActorRef<ResultsCollector.Command> collector) {
        super(ctx);
        this.console = console;
        this.timers = timers;
        this.coordinator = coordinator;
        this.membership = membership;
        int self = run.nodes();
        this.outbox = new Outbox(self, ctx.getSelf().narrow(), membership.peers(), -1, null, job -> { }, peer -> { },
                ctx.getLog());
        this.clock = new LiveClock(epochNanos, run.timeScale());
        this.lastNow = Math.max(0, clock.now());
        this.collector = collector;
        this.legitimate = LegitimateCollector.of(ctx.getSystem());
        this.host = new CoordinatorHost(run.nodes(), new RandomStreams(run.seed()).stream(self, StreamPurpose.POLICY),
                () -> lastNow, new Effects());
        this.jobs = coordinator instanceof CentralScheduler ? run.batchWorkload() : null;
        this.horizon = run.duration();
        if (jobs != null && lastNow > 0) {
            // taken up on another node after the run began: the queue and the running parts died with the first
            collector.tell(new ResultsCollector.EndRun("the central scheduler's node left or died (at t = "
                    + String.format("%.1f", lastNow) + "): its queue and running parts are not recovered"));
        } else if (jobs != null) {
            submitFrom(0);
            timers.startTimerAtFixedRate(BATCH_KEY, new BatchTick(), WorkstationActor.STATUS_EVERY);
        }
        if (coordinator instanceof ApplicationCoordinator application) {
            // The same units as the simulator's: drawn from the run's streams for the coordinator.
            ClusterModel model = run.model();
            application.onApplication(model.application().draw(new RandomStreams(model.seed()), run.nodes()), host);
            reportApplication();
        }
    }

    /** A dispatcher whose jobs belong to sessions: how sticky they were, and what each departure moved. */
    private void reportSessions() {
        if (coordinator instanceof DispatchTier tier) {
            tier.sessions().ifPresent(s -> console.accept("dispatcher: " + s.describe()));
        }
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Participant.Deliver.class, this::onDeliver)
                .onMessage(Membership.Event.class, this::onMembership)
                .onMessage(TimerDue.class, this::onTimerDue)
                .onMessage(SubmitDue.class, this::onSubmitDue)
                .onMessage(BatchTick.class, t -> reportBatch())
                .onMessage(Participant.RunOver.class, this::onRunOver)
                .onMessage(Participant.Start.class, s -> this)     // the record told it first
                .onMessage(RunRecord.Data.class, this::onRecord)
                .onMessage(RunRecord.Written.class, w -> this)
                .build();
    }

    private Behavior<Command> onRunOver(Participant.RunOver r) {
        if (!legitimate.accepts(r.collector(), "RunOver", getContext().getLog())) {
            return this;
        }
        reportSessions();
        return Behaviors.stopped();
    }

    /** The record says the run is over (a coordinator taken up late never hears the collector's RunOver). */
    private Behavior<Command> onRecord(RunRecord.Data d) {
        if (d.id().equals(RunRecord.OVER.id()) && !d.elements().isEmpty()) {
            reportSessions();
            return Behaviors.stopped();
        }
        return this;
    }

    /** Tells the collector the application's figures (volunteer computing). */
    private void reportApplication() {
        if (coordinator instanceof ApplicationCoordinator application) {
            collector.tell(new ResultsCollector.ApplicationStatus(application.figures()));
        }
    }

    /** A node left or died: the coordinator forgets what it offered (its free CPUs, its load). */
    private Behavior<Command> onMembership(Membership.Event event) {
        for (int index : membership.handle(event)) {
            coordinator.onPeerDown(index, host);
            reportSessions();
        }
        membership.back();      // only a coordinator comes back, and this is it
        return this;
    }

    private Behavior<Command> onDeliver(Participant.Deliver d) {
        if (membership.accepts(d)) {
            lastNow = Math.max(lastNow, clock.now());
            if (!coordinator.onMessage(d.from(), d.message(), host)) {
                getContext().getLog().warn("unexpected {} from participant {} ({}): dropped",
                        d.message().getClass().getSimpleName(), d.from(), d.sender().path());
            } else if (d.message() instanceof VolunteerMessage.UnitResult) {
                reportApplication();
            } else if (jobs != null && submitDone && settled()) {
                reportBatch();
            }
        }
        return this;
    }

    private Behavior<Command> onTimerDue(TimerDue t) {
        lastNow = Math.max(lastNow, t.due());
        coordinator.onTimer(t.tag(), host);
        return this;
    }

    /** Times the submission of job {@code i}, if it is submitted before the arrivals end; else submitting is done. */
    private void submitFrom(int i) {
        if (i < jobs.jobs() && jobs.submit(i) < horizon) {
            timers.startSingleTimer(SUBMIT_KEY, new SubmitDue(i, jobs.submit(i)), clock.until(jobs.submit(i)));
        } else {
            submitDone = true;
            reportBatch();
        }
    }

    private Behavior<Command> onSubmitDue(SubmitDue s) {
        lastNow = Math.max(lastNow, s.due());
        ((CentralScheduler) coordinator).onSubmit(jobs.job(s.job()), host);
        submitted++;
        submitFrom(s.job() + 1);
        return this;
    }

    /** Every submitted job ended or was rejected. */
    private boolean settled() {
        return ((CentralScheduler) coordinator).ledger().settled() >= submitted;
    }

    /** Tells the collector the central scheduler's figures so far. */
    private Behavior<Command> reportBatch() {
        CentralScheduler central = (CentralScheduler) coordinator;
        collector.tell(new ResultsCollector.BatchStatus(submitted, submitDone && settled(),
                new BatchMeasurement(central.figures(), central.ledger().series(BatchMeasurement.BINS),
                        central.series(BatchMeasurement.BINS)),
                central.ledger().responses()));
        return this;
    }

    /** The coordinator's sends and timers, carried out by this actor. */
    private final class Effects implements CoordinatorEffects {

        @Override
        public void send(int from, int to, NodeMessage message) {
            outbox.send(to, message);
        }

        @Override
        public void setTimer(int participant, long tag, double delay) {
            double due = lastNow + delay;
            timers.startSingleTimer(new TagKey(tag), new TimerDue(tag, due), clock.until(due));
        }
    }
}
