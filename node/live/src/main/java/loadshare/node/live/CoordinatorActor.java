package loadshare.node.live;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.javadsl.TimerScheduler;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.core.CoordinatorEffects;
import loadshare.node.core.CoordinatorHost;
import loadshare.node.handover.HandOverLog;
import loadshare.node.handover.PartsReconciliation;
import loadshare.node.handover.SchedulerInput;
import loadshare.node.handover.SchedulerLog;
import loadshare.node.handover.SchedulerReplay;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.ClusterModel;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.Coordinator;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.dispatch.DispatchTier;
import loadshare.policies.volunteer.VolunteerServer;
import loadshare.protocol.BatchMessage;
import loadshare.protocol.DispatchMessage;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.VolunteerMessage;

/**
 * Hosts a policy's {@link Coordinator} (e.g. the central queue's dispatcher) in the live cluster, on the first
 * node, as participant {@code nodes}, in the same {@link CoordinatorHost} as the simulator's: messages go in, its
 * sends leave through the same {@link Outbox} as the workstations' (so the jobs it passes on stay accounted
 * for), its timers become Akka timers. It starts up as every participant does ({@link Startup}). Its figures
 * go to the collector ({@link ResultsCollector.CoordinatorStatus}): how late the messages it took in were, and what
 * it sent. A central scheduler ({@link CentralScheduler}) also gets its jobs here, each at its submit time, and its
 * figures go with those.
 *
 * <p>A central scheduler's state is not rebuilt from what the workstations offer, as other coordinators' is: every
 * input it handles goes to its log ({@link SchedulerJournal}), and what it sends leaves only once that input is
 * written to a majority. An instance taken up after the run began reads the log, replays it into a fresh scheduler
 * ({@link SchedulerReplay}), asks every node about the parts it believes run there ({@link PartsReconciliation}),
 * and goes on: it submits the jobs after the last one logged, and takes the nodes' answers and reports.
 *
 * <p>The volunteer server keeps the same log ({@link HandOverLog#APPLICATION}: its application exists nowhere else;
 * its assignments do not wait for the writes), and a dispatcher whose jobs belong to sessions logs its placements
 * ({@link HandOverLog#PLACEMENTS}: its session figures); a new instance of either replays the log and goes on.
 */
public final class CoordinatorActor extends AbstractBehavior<CoordinatorActor.Command> {

    /** What the coordinator actor hears: what every participant hears, and its own timers. */
    public sealed interface Command permits Participant.Message, Membership.Event, RunRecord.Reply, TimerDue, SubmitDue,
            StatusTick, HeldDue {
    }

    private record TimerDue(long tag, double due) implements Command, NoSerializationVerificationNeeded {
    }

    /** A central scheduler's job {@code job} is submitted at model time {@code due}. */
    private record SubmitDue(int job, double due) implements Command, NoSerializationVerificationNeeded {
    }

    /** Time to tell the collector this coordinator's figures. */
    private record StatusTick() implements Command, NoSerializationVerificationNeeded {
    }

    /** The earliest held protocol message falls due at model time {@code due}. */
    private record HeldDue(double due) implements Command, NoSerializationVerificationNeeded {
    }

    private static final Object SUBMIT_KEY = "submit";
    private static final Object HELD_KEY = "held";
    private static final Object STATUS_KEY = "status";

    private record TagKey(long tag) {
    }

    private final Coordinator coordinator;
    private final TimerScheduler<Command> timers;
    private final Membership membership;
    private final Outbox outbox;
    private final CoordinatorHost host;
    private final LiveClock clock;
    /** Protocol messages that came before their sender's distance was crossed. */
    private final HeldMessages held;
    /**
     * How long the messages this coordinator took in took, in model time, reported to the collector: a central
     * scheduler's and the volunteer server's over every instance (a successor re-hears its predecessors' from the log),
     * another coordinator's over this instance's (it keeps no log of them: the collector adds up the instances).
     */
    private final MessageDelays delays;
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
    /** The node this instance runs on. */
    private final int node;
    /** What this coordinator logs for its successors. */
    private final HandOverLog logging;
    /**
     * The log of a central scheduler, of the volunteer server or of a dispatcher with sessions; null for the others.
     * A central scheduler's reconciliation with the nodes after a hand-over.
     */
    private final SchedulerJournal journal;
    private final PartsReconciliation reconciliation = new PartsReconciliation();
    /** The nodes a coordinator that keeps a log was told have gone (its inputs say so). */
    private final Set<Integer> down = new HashSet<>();
    /** The run's record: this instance's figures go there too. */
    private final RunRecord.Replicas<Command> record;
    /** This instance's name (its log's incarnation, and its figures' key in the record). */
    private final String instance = UUID.randomUUID().toString();

    /**
     * The coordinator, as a cluster singleton's behaviour: on whichever node it runs, a new instance knows nothing of
     * its predecessor's state; the workstations tell it what they offer (each policy's {@code onRejoin}) and send it
     * the jobs they held while it was away.
     *
     * @param node      the node this instance runs on (named when a central scheduler is taken up)
     * @param console   where the dispatcher's session figures are printed (stickiness, sessions moved)
     * @param collector the collector wherever it runs (a cluster singleton's proxy)
     */
    public static Behavior<Command> create(LiveRun run, int node, Consumer<String> console,
                                           ActorRef<ResultsCollector.Command> collector) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> Behaviors.withStash(10_000, stash -> {
            Coordinator coordinator = run.model().policy() instanceof CentralPolicy central
                    ? BatchRuns.scheduler(run.settings(), central)
                    : run.model().policy().newCoordinator().orElseThrow(() ->
                            new IllegalArgumentException(run.policy().label() + " has no coordinator"));
            Membership membership = new Membership(ctx, ctx.getSelf().narrow(), new Peers(run.nodes()));
            RunRecord.Replicas<Command> record = new RunRecord.Replicas<>(ctx, r -> r);
            return Startup.awaitStart(run.nodes(), run.nodes() + 1, membership, stash, record, (epoch, takenUp) -> {
                if (HandOverLog.of(coordinator) != HandOverLog.NONE && takenUp) {
                    // taken up after the run began: the coordinator's log first
                    return SchedulerJournal.takeUp(record, stash, taken -> new CoordinatorActor(ctx, timers, run,
                            coordinator, membership, epoch, node, console, collector, record, taken, true));
                }
                return new CoordinatorActor(ctx, timers, run, coordinator, membership, epoch, node, console,
                        collector, record, new SchedulerJournal.Taken(SchedulerLog.TakenUp.FIRST, null), takenUp);
            });
        })));
    }

    private CoordinatorActor(ActorContext<Command> ctx, TimerScheduler<Command> timers, LiveRun run,
                             Coordinator coordinator, Membership membership, long epochNanos, int node,
                             Consumer<String> console, ActorRef<ResultsCollector.Command> collector,
                             RunRecord.Replicas<Command> record, SchedulerJournal.Taken taken, boolean takenUp) {
        super(ctx);
        this.node = node;
        this.console = console;
        this.timers = timers;
        this.coordinator = coordinator;
        this.membership = membership;
        int self = run.nodes();
        this.outbox = new Outbox(self, ctx.getSelf().narrow(), membership.peers(), -1, null, job -> { }, peer -> { },
                ctx.getLog(), () -> lastNow);
        this.clock = new LiveClock(epochNanos, run.timeScale());
        this.held = new HeldMessages(run.model().topology(), self);
        this.delays = new MessageDelays(run.duration());
        this.lastNow = Math.max(0, clock.now());
        this.collector = collector;
        this.legitimate = LegitimateCollector.of(ctx.getSystem());
        RandomGenerator random = new RandomStreams(run.seed()).stream(self, StreamPurpose.POLICY);
        this.host = new CoordinatorHost(run.nodes(), random, () -> lastNow, new Effects());
        this.jobs = coordinator instanceof CentralScheduler ? run.batchWorkload() : null;
        this.horizon = run.duration();
        this.logging = HandOverLog.of(coordinator);
        this.record = record;
        if (coordinator instanceof ApplicationCoordinator application) {
            // The same units as the simulator's: drawn from the run's streams for the coordinator.
            ClusterModel model = run.model();
            application.onApplication(model.application().draw(new RandomStreams(model.seed()), run.nodes()), host);
        }
        if (logging != HandOverLog.NONE && taken.up() == null) {
            this.journal = null;
            collector.tell(new ResultsCollector.EndRun("the " + (jobs != null ? "central scheduler" : "coordinator")
                    + "'s log could not be taken up (at t = " + String.format("%.1f", lastNow) + "): "
                    + taken.problem()));
        } else if (logging != HandOverLog.NONE) {
            SchedulerLog.TakenUp up = taken.up();
            this.journal = new SchedulerJournal(record, instance, up, outbox::sendDecidedAt,
                    ctx.getLog());
            if (jobs != null) {
                int next = 0;
                if (takenUp) {
                    next = takeUp(up, random);
                }
                submitFrom(next);
            } else if (takenUp) {
                takeUpLog(up, random);
            }
        } else {
            this.journal = null;
            if (takenUp) {
                forgetUnlisted();
            }
        }
        reportApplication();
        timers.startTimerAtFixedRate(STATUS_KEY, new StatusTick(), WorkstationActor.STATUS_EVERY);
    }

    /**
     * Taken up after the run began: a node not listed left with the predecessor, before this instance listed it, and
     * no departure of it will come. The coordinator forgets it now, or it would go on offering it work (a dispatcher
     * sending jobs to the least loaded node, which a node it never heard of seems to be).
     */
    private void forgetUnlisted() {
        for (int peer : membership.peers().unlisted(nodes())) {
            getContext().getLog().info("participant {} left before this coordinator took over", peer);
            coordinator.onPeerDown(peer, host);
        }
    }

    /**
     * Replays the log {@code up} into the fresh scheduler (drawing from {@code random}, its stream), re-arms its
     * timers, and asks every node listed about the parts the scheduler believes run there; a node not listed has gone
     * with the predecessor. Returns the workload's index of the next job to submit.
     */
    private int takeUp(SchedulerLog.TakenUp up, RandomGenerator random) {
        CentralScheduler central = (CentralScheduler) coordinator;
        SchedulerReplay.Replayed replayed = SchedulerReplay.replay(central, jobs, nodes(), random, up.inputs());
        // the predecessors' delay figures, message by message as they took them in: the log keeps when each was sent
        delays.heardAll(up.inputs(), held::distanceFrom);
        lastNow = Math.max(lastNow, replayed.lastAt());
        submitted = replayed.submitted();
        down.addAll(replayed.down());
        rearm(replayed.timers());
        console.accept(String.format("central scheduler taken up on node %d at t = %.1f: %d inputs replayed (%d jobs "
                        + "submitted, %d settled, %d queued; %d messages' delays), the nodes asked about their parts",
                node, lastNow, up.inputs().size(), submitted,
                central.ledger().settled(), central.queued(), delays.figures().count()));
        // left with the predecessor, before this instance listed them
        List<Integer> unlisted = membership.peers().unlisted(nodes());
        for (int peer = 0; peer < nodes(); peer++) {
            if (!down.contains(peer) && !unlisted.contains(peer)) {
                // before anything this instance sends the node: the answer shows none of its own launches
                outbox.send(peer, reconciliation.ask(peer, central.partsOn(peer)));
            }
        }
        for (int peer : unlisted) {
            if (!down.contains(peer)) {
                handle(SchedulerInput.peerDown(lastNow, peer));
            }
        }
        return replayed.nextJob();
    }

    /**
     * Replays the log {@code up} of the volunteer server or of a dispatcher with sessions into the fresh coordinator
     * (drawing from {@code random}, its stream), re-arms its timers (the server's deadlines); a node not listed has gone
     * with the predecessor, a node listed that the log says has gone is back. The volunteers ask again for work as
     * they rejoin: the requests the predecessor held are void.
     */
    private void takeUpLog(SchedulerLog.TakenUp up, RandomGenerator random) {
        SchedulerReplay.Replayed replayed = SchedulerReplay.replay(coordinator, nodes(), random, up.inputs());
        lastNow = Math.max(lastNow, replayed.lastAt());
        down.addAll(replayed.down());
        rearm(replayed.timers());
        if (coordinator instanceof VolunteerServer server) {
            server.forgetRequests();
            delays.heardAll(up.inputs(), held::distanceFrom);     // every message it took in is an input of its log
        }
        console.accept(String.format("%s taken up on node %d at t = %.1f: %d inputs replayed",
                coordinator instanceof ApplicationCoordinator ? "volunteer server" : "dispatcher", node, lastNow,
                up.inputs().size()));
        List<Integer> unlisted = membership.peers().unlisted(nodes());
        for (int peer = 0; peer < nodes(); peer++) {
            if (unlisted.contains(peer) && !down.contains(peer)) {
                getContext().getLog().info("participant {} left before this coordinator took over", peer);
                handle(SchedulerInput.peerDown(lastNow, peer));
            } else if (!unlisted.contains(peer) && down.contains(peer)) {
                handle(SchedulerInput.peerUp(lastNow, peer));       // restarted before this instance listed it
            }
        }
    }

    private int nodes() {
        return host.nodeCount();
    }

    /** Re-arms the timers a replay left set and not fired ({@code due} model time by tag); one due already fires now. */
    private void rearm(Map<Long, Double> due) {
        for (Map.Entry<Long, Double> t : due.entrySet()) {
            timers.startSingleTimer(new TagKey(t.getKey()), new TimerDue(t.getKey(), t.getValue()),
                    clock.until(t.getValue()));
        }
    }

    /**
     * An input of a coordinator that keeps a log: logged, then handled (what a central scheduler sends leaves once the
     * log has it); a central scheduler's figures go to the collector once every job submitted has settled. Returns
     * false if the coordinator did not expect it.
     */
    private boolean handle(SchedulerInput input) {
        switch (input.kind()) {
            case PEER_DOWN -> down.add(input.node());
            case PEER_UP -> down.remove(input.node());
            default -> { }
        }
        journal.record(input);
        boolean expected = input.applyTo(coordinator, jobs, host);
        if (logging.holdsSends()) {
            journal.flush();        // its sends wait for the write: at once (the others' at the next status tick)
        }
        if (jobs != null && submitDone && settled()) {
            report();
        }
        return expected;
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
                .onMessage(HeldDue.class, h -> takeInHeld(Math.max(clock.now(), h.due())))
                .onMessage(SubmitDue.class, this::onSubmitDue)
                .onMessage(StatusTick.class, t -> onStatusTick())
                .onMessage(Participant.RunOver.class, this::onRunOver)
                .onMessage(Participant.Start.class, s -> this)     // the record told it first
                .onMessage(RunRecord.Data.class, this::onRecord)
                .onMessage(RunRecord.Written.class, this::onWritten)
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

    private Behavior<Command> onWritten(RunRecord.Written w) {
        if (journal != null) {
            journal.onWritten(w);
        }
        return this;
    }

    /** A node left or died: the coordinator forgets what it offered (its free CPUs, its load). */
    private Behavior<Command> onMembership(Membership.Event event) {
        if (jobs != null && journal != null) {
            return onCentralMembership(event);
        }
        if (journal != null) {
            lastNow = Math.max(lastNow, clock.now());       // the model time its logged inputs say
        }
        peersChanged(membership.handle(event));
        return this;
    }

    /**
     * Nodes left or died ({@code gone}): the coordinator forgets what they offered. Nodes came back (restarted after
     * they died): it takes them back, and each tells what it offers as it begins. A coordinator that keeps a log hears
     * each once, as logged inputs.
     */
    private void peersChanged(List<Integer> gone) {
        for (int index : gone) {
            if (journal == null) {
                coordinator.onPeerDown(index, host);
            } else if (index < nodes() && !down.contains(index)) {
                handle(SchedulerInput.peerDown(lastNow, index));
            }
            reportSessions();
        }
        for (int index : membership.back()) {
            if (index < nodes() && journal == null) {
                coordinator.onPeerUp(index, host);
            } else if (index < nodes() && down.contains(index)) {
                handle(SchedulerInput.peerUp(lastNow, index));
            }
        }
    }

    /**
     * A node left or died: the central scheduler hears it (once). A node listed again after this instance took it
     * for gone is back: it is asked about its parts (none, in the scheduler's eyes: what it runs stops).
     */
    private Behavior<Command> onCentralMembership(Membership.Event event) {
        lastNow = Math.max(lastNow, clock.now());
        for (int index : membership.handle(event)) {
            reconciliation.gone(index);
            if (index < nodes() && !down.contains(index)) {
                handle(SchedulerInput.peerDown(lastNow, index));
            }
        }
        for (int index : membership.back()) {
            if (index < nodes() && down.contains(index)) {
                handle(SchedulerInput.peerUp(lastNow, index));
                outbox.send(index, reconciliation.ask(index, ((CentralScheduler) coordinator).partsOn(index)));
            }
        }
        return this;
    }

    /**
     * A node's report to a central scheduler: a part done, or its answer to the reconciliation. Each goes to the log
     * with the model time it was sent at (a message that is no input of the scheduler's as a {@code HEARD} input), so
     * that a successor rebuilds this instance's delay figures from the log.
     */
    private void onCentralMessage(Participant.Deliver d) {
        if (d.message() instanceof BatchMessage.Done done) {
            handle(SchedulerInput.done(lastNow, d.from(), done.job(), d.sentAt()));
            return;
        }
        if (!Double.isNaN(d.sentAt())) {
            handle(SchedulerInput.heard(lastNow, d.from(), d.sentAt()));
        }
        if (d.message() instanceof BatchMessage.PartStates states) {
            PartsReconciliation.Outcome outcome = reconciliation.answer(d.from(), states, lastNow);
            for (SchedulerInput input : outcome.inputs()) {
                handle(input);
            }
            for (long run : outcome.kill()) {
                outbox.send(d.from(), new BatchMessage.Kill(run));  // its run was requeued in the log already
            }
            if (!outcome.inputs().isEmpty() || !outcome.kill().isEmpty()) {
                getContext().getLog().info("node {} reconciled: {} part(s) ended, {} lost, {} stopped", d.from(),
                        outcome.inputs().stream().filter(i -> i.kind() == SchedulerInput.Kind.DONE).count(),
                        outcome.inputs().stream().filter(i -> i.kind() == SchedulerInput.Kind.PART_LOST).count(),
                        outcome.kill().size());
            }
        } else {
            dropped(d);
        }
    }

    /** A message the coordinator did not expect. */
    private void dropped(Participant.Deliver d) {
        getContext().getLog().warn("unexpected {} from participant {} ({}): dropped",
                d.message().getClass().getSimpleName(), d.from(), d.sender().path());
    }

    private Behavior<Command> onDeliver(Participant.Deliver d) {
        if (!membership.accepts(d)) {
            return this;
        }
        outbox.received(d);     // a job passed on to the coordinator is here
        takeInHeld(clock.now());
        lastNow = Math.max(lastNow, clock.now());
        if (held.hold(d, lastNow) != null) {
            timeHeld();
            return this;
        }
        takeIn(d);
        return this;
    }

    /** Takes in every held message due by model time {@code horizon}, each at its due time, earliest first. */
    private Behavior<Command> takeInHeld(double horizon) {
        for (HeldMessages.Held h = held.next(horizon); h != null; h = held.next(horizon)) {
            lastNow = Math.max(lastNow, h.due());
            takeIn(h.message());
        }
        timeHeld();
        return this;
    }

    /** Wakes this coordinator when the earliest held message falls due. */
    private void timeHeld() {
        double earliest = held.earliest();
        if (!Double.isNaN(earliest)) {
            timers.startSingleTimer(HELD_KEY, new HeldDue(earliest), clock.until(earliest));
        }
    }

    /** A protocol message is taken in at model time {@code lastNow}: come, and due. */
    private void takeIn(Participant.Deliver d) {
        delays.heard(d.sentAt(), lastNow, held.distanceFrom(d.from()));
        if (jobs != null && journal != null) {
            onCentralMessage(d);
            return;
        }
        peersChanged(membership.departed());    // a node's new incarnation spoke before the listing showed it
        boolean expected;
        if (logging == HandOverLog.APPLICATION && journal != null) {
            SchedulerInput input = HandOverLog.applicationInput(lastNow, d.from(), d.message(), d.sentAt());
            expected = input != null && handle(input);
        } else {
            expected = coordinator.onMessage(d.from(), d.message(), host);
        }
        if (!expected) {
            dropped(d);
        } else if (d.message() instanceof VolunteerMessage.UnitResult) {
            reportApplication();
        }
    }

    private Behavior<Command> onTimerDue(TimerDue t) {
        lastNow = Math.max(lastNow, t.due());
        if (journal != null && logging.logsEveryInput()) {
            handle(SchedulerInput.timer(lastNow, t.tag()));
        } else {
            coordinator.onTimer(t.tag(), host);
        }
        return this;
    }

    /** Times the submission of job {@code i}, if it is submitted before the arrivals end; else submitting is done. */
    private void submitFrom(int i) {
        if (i < jobs.jobs() && jobs.submit(i) < horizon) {
            timers.startSingleTimer(SUBMIT_KEY, new SubmitDue(i, jobs.submit(i)), clock.until(jobs.submit(i)));
        } else {
            submitDone = true;
            report();
        }
    }

    private Behavior<Command> onSubmitDue(SubmitDue s) {
        lastNow = Math.max(lastNow, s.due());
        submitted++;
        handle(SchedulerInput.submit(lastNow, s.job()));
        submitFrom(s.job() + 1);
        return this;
    }

    /** Every submitted job ended or was rejected. */
    private boolean settled() {
        return ((CentralScheduler) coordinator).ledger().settled() >= submitted;
    }

    /**
     * Every status period: what a coordinator whose sends do not wait for its log (the volunteer server, a dispatcher)
     * logged since the last write is written, and the collector hears the figures.
     */
    private Behavior<Command> onStatusTick() {
        if (journal != null && !logging.holdsSends()) {
            journal.flush();
        }
        return report();
    }

    /**
     * Tells the collector this coordinator's figures so far: its messages' delays and its sends, and a central
     * scheduler's figures; and writes the first two to the record, where a collector that takes the run up after this
     * instance has gone finds them. The delays of a coordinator that logs every input include its predecessors' (its
     * log had every message they took in); the sends are always this instance's.
     */
    private Behavior<Command> report() {
        ResultsCollector.BatchStatus batch = null;
        if (coordinator instanceof CentralScheduler central) {
            batch = new ResultsCollector.BatchStatus(submitted, submitDone && settled(),
                    new BatchMeasurement(central.figures(), central.ledger().series(BatchMeasurement.BINS),
                            central.series(BatchMeasurement.BINS)),
                    central.ledger().responses());
        }
        ResultsCollector.CoordinatorFigures figures = new ResultsCollector.CoordinatorFigures(instance,
                delays.figures(), outbox.messages(), logging.logsEveryInput());
        record.put(RunRecord.COORDINATORS, instance, figures);
        collector.tell(new ResultsCollector.CoordinatorStatus(figures, batch));
        return this;
    }

    /** The coordinator's sends and timers, carried out by this actor. */
    private final class Effects implements CoordinatorEffects {

        @Override
        public void send(int from, int to, NodeMessage message) {
            if (journal != null && logging.holdsSends()) {
                journal.send(to, message, lastNow);      // once its input is in the log
                return;
            }
            if (journal != null && message instanceof DispatchMessage.Forward forward) {
                journal.record(SchedulerInput.placed(lastNow, to, forward.job().id()));     // written after, not waited for
            }
            outbox.send(to, message);
        }

        @Override
        public void setTimer(int participant, long tag, double delay) {
            double due = lastNow + delay;
            timers.startSingleTimer(new TagKey(tag), new TimerDue(tag, due), clock.until(due));
        }
    }
}
