package loadshare.node.live;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.javadsl.StashBuffer;
import akka.actor.typed.javadsl.TimerScheduler;
import java.util.random.RandomGenerator;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.sim.ClusterModel;
import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.VolunteerMessage;

/**
 * Hosts a policy's {@link Coordinator} (e.g. the central queue's dispatcher) in the live cluster, on the first
 * node, as participant {@code nodes}: messages go in, its sends leave through the same {@link Outbox} as the
 * workstations' (so the jobs it passes on stay accounted for), its timers become Akka timers.
 */
public final class CoordinatorActor extends AbstractBehavior<LiveMessage> {

    private record TimerDue(long tag, double due) implements LiveMessage, NoSerializationVerificationNeeded {
    }

    private record TagKey(long tag) {
    }

    private final LiveRun run;
    private final Coordinator coordinator;
    private final TimerScheduler<LiveMessage> timers;
    private final StashBuffer<LiveMessage> stash;
    private final Membership membership;
    private final Outbox outbox;
    private final Context context;
    private LiveClock clock;
    private double lastNow;
    private ActorRef<ResultsCollector.Command> collector;
    private boolean readySent;

    public static Behavior<LiveMessage> create(LiveRun run) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> Behaviors.withStash(10_000,
                stash -> new CoordinatorActor(ctx, timers, stash, run))));
    }

    private CoordinatorActor(ActorContext<LiveMessage> ctx, TimerScheduler<LiveMessage> timers,
                             StashBuffer<LiveMessage> stash, LiveRun run) {
        super(ctx);
        this.run = run;
        this.timers = timers;
        this.stash = stash;
        this.coordinator = run.model().policy().newCoordinator()
                .orElseThrow(() -> new IllegalArgumentException(run.policy().label() + " has no coordinator"));
        Peers peers = new Peers(run.nodes());
        this.membership = new Membership(ctx, peers, this::onPeerGone);
        int self = run.nodes();
        this.outbox = new Outbox(self, ctx.getSelf(), peers, null, job -> { }, peer -> { }, ctx.getLog());
        this.context = new Context(self, new RandomStreams(run.seed()).stream(self, StreamPurpose.POLICY));
    }

    @Override
    public Receive<LiveMessage> createReceive() {
        return newReceiveBuilder()
                .onMessage(LiveMessage.Prepare.class, this::onPrepare)
                .onMessage(LiveMessage.Start.class, this::onStart)
                .onMessage(Membership.Event.class, this::onMembership)
                .onMessage(LiveMessage.Deliver.class, this::onDeliver)
                .onMessage(TimerDue.class, this::onTimerDue)
                .onMessage(LiveMessage.RunOver.class, r -> Behaviors.stopped())
                .build();
    }

    private Behavior<LiveMessage> onPrepare(LiveMessage.Prepare prepare) {
        collector = prepare.collector();
        readyWhenAllListed();
        return this;
    }

    /** The coordinator is ready when it can reach every node. */
    private void readyWhenAllListed() {
        if (collector != null && !readySent && membership.peers().size() >= run.nodes() + 1) {
            readySent = true;
            collector.tell(new ResultsCollector.Ready(run.nodes()));
        }
    }

    private Behavior<LiveMessage> onStart(LiveMessage.Start start) {
        if (clock == null) {
            clock = new LiveClock(start.epochNanos(), run.timeScale());
            if (coordinator instanceof ApplicationCoordinator application) {
                // The same units as the simulator's: drawn from the run's streams for the coordinator.
                ClusterModel model = run.model();
                application.onApplication(model.application().draw(new RandomStreams(model.seed()), run.nodes()),
                        context);
                reportApplication();
            }
        }
        return stash.unstashAll(this);
    }

    /** Tells the collector the application's figures (volunteer computing). */
    private void reportApplication() {
        if (coordinator instanceof ApplicationCoordinator application && collector != null) {
            collector.tell(new ResultsCollector.ApplicationStatus(application.figures()));
        }
    }

    private Behavior<LiveMessage> onMembership(Membership.Event event) {
        membership.handle(event);
        readyWhenAllListed();
        return this;
    }

    private Behavior<LiveMessage> onDeliver(LiveMessage.Deliver d) {
        if (clock == null) {
            stash.stash(d);
            return this;
        }
        if (membership.accepts(d)) {
            lastNow = Math.max(lastNow, clock.now());
            if (!coordinator.onMessage(d.from(), d.message(), context)) {
                getContext().getLog().warn("unexpected {} from participant {} ({}): dropped",
                        d.message().getClass().getSimpleName(), d.from(), d.sender().path());
            } else if (d.message() instanceof VolunteerMessage.UnitResult) {
                reportApplication();
            }
        }
        return this;
    }

    /** A node left or died: the coordinator forgets what it offered (its free CPUs, its load). */
    private void onPeerGone(int index) {
        coordinator.onPeerDown(index, context);
    }

    private Behavior<LiveMessage> onTimerDue(TimerDue t) {
        lastNow = Math.max(lastNow, t.due());
        coordinator.onTimer(t.tag(), context);
        return this;
    }

    /** What the coordinator sees and does, carried out by this actor. */
    private final class Context implements CoordinatorContext {

        private final int self;
        private final RandomGenerator random;

        Context(int self, RandomGenerator random) {
            this.self = self;
            this.random = random;
        }

        @Override
        public int self() {
            return self;
        }

        @Override
        public int nodeCount() {
            return run.nodes();
        }

        @Override
        public double now() {
            return lastNow;
        }

        @Override
        public RandomGenerator random() {
            return random;
        }

        @Override
        public void send(int to, NodeMessage message) {
            outbox.send(to, message);
        }

        @Override
        public void setTimer(long tag, double delay) {
            double due = lastNow + delay;
            timers.startSingleTimer(new TagKey(tag), new TimerDue(tag, due), clock.until(due));
        }
    }
}
