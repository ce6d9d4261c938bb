package loadshare.node.live;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.javadsl.TimerScheduler;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import loadshare.hardware.owner.OwnerActivity;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.core.LaunchedParts;
import loadshare.node.core.NodeCore;
import loadshare.node.core.NodeSetup;
import loadshare.node.core.PartEffects;
import loadshare.node.live.dashboard.ActivityCounter;
import loadshare.node.live.migration.TransferSettings;
import loadshare.node.migration.VmMigrator;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.ClusterModel;
import loadshare.node.workload.Workload;
import loadshare.protocol.BatchMessage;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.MigrationMessage.MigrationRefused;
import loadshare.protocol.MigrationMessage.VmMigration;

/**
 * One workstation of the live cluster: a {@link NodeCore} in an actor. It only translates: mailbox messages,
 * timers and membership changes become the core's inputs; the core's effects become {@code tell}s (through the
 * {@link Outbox}), Akka timers scaled by the time scale, and completion reports to the collector. No policy
 * logic lives here. The node generates its own arrivals from the shared {@link Workload} (or replays its own jobs
 * of a trace, {@link HomeArrivals}).
 *
 * <p>Its parts: the start-up every participant goes through ({@link Startup}), its {@link Membership}, its
 * {@link Timeline} of timed inputs, its core's {@link LiveEffects}, the {@link HomeJobs} it is home of, and the real
 * page transfers of its migrating VMs ({@link VmTransfers}).
 *
 * <p>Timed inputs (arrivals, service completions, policy timers) wait in {@link DueInputs}; a timer firing
 * feeds the core every input due by now, earliest first, each stamped with the model time it was due, not the
 * (later) moment the timer fired: a late timer is lag, not longer service, and does not reorder inputs.
 * Messages are stamped with the clock, after the inputs due before them. Model time never goes backwards.
 */
public final class WorkstationActor extends AbstractBehavior<WorkstationActor.Command> {

    /**
     * What a workstation hears: what every participant hears, the membership and VM transfer events its parts
     * adapt, and its own timers.
     */
    public sealed interface Command permits Participant.Message, Membership.Event, VmTransfers.Event, RunRecord.Reply,
            Wake, StatusTick {
    }

    /** A timer of {@link #due} fired: take the inputs due by now. */
    private record Wake(double due) implements Command, NoSerializationVerificationNeeded {
    }

    private record StatusTick() implements Command, NoSerializationVerificationNeeded {
    }

    private static final Object STATUS_KEY = "status";
    /** How often a node reports its state to the collector. */
    static final Duration STATUS_EVERY = Duration.ofMillis(500);

    private final int self;
    private final LiveRun run;
    private final HomeArrivals source;
    private final Membership membership;
    private final HomeJobs home;
    /** This life of the node: its journal of its own jobs, and what its previous incarnation's held. */
    private final Incarnation life;
    private final Timeline<Command> time;
    /** This workstation's owner, or null if hosts have none. */
    private final OwnerActivity owner;
    private final Outbox outbox;
    private final NodeCore core;
    private final LiveCpuLedger cpuLedger;
    private final LiveEffects effects;
    /** How long the messages this node received took, in model time. */
    private final MessageDelays delays;
    private final HeldMessages held;
    /** Real page transfers of migrating VMs, or null if migrations take the modelled time. */
    private final VmTransfers transfers;

    /** The collector wherever it runs (a cluster singleton's proxy), or null (tests): it hears the node's activity. */
    private final ActorRef<ResultsCollector.Command> collector;
    /** This node's completions and status, recorded where the collector (and its successors) read them. */
    private final RunRecord.NodeWriter record;
    /** What came in and what migrated away, reported beside the status (for a dashboard); this node's address. */
    private final ActivityCounter activity = new ActivityCounter();
    private final String address;
    private final LegitimateCollector legitimate;
    /** Parts of rigid jobs a central scheduler launched here (the node has no arrivals of its own then). */
    private final LaunchedParts parts;
    private final boolean central;
    /** Whether this run measures the work lost with its nodes ({@link LostWork}): then the journal has the attempts. */
    private final boolean measuresLostWork;
    /** The work lost with this node's deaths so far (its earlier incarnations'), counted from its journal. */
    private double lostWork;
    /**
     * Whether the run replays failures: then the journal says how far the node has got after each input
     * ({@link HomeJournal#took}), and the node tells the launcher when it finds a peer gone ({@link Incarnation#gone}).
     */
    private final boolean replaysFailures;
    /** What the journal last said of the node's progress (written again only when it changes). */
    private double tookLast = Double.NaN;
    private double tookNextDue = Double.NaN;
    private long nextJob;
    private long arrivals;
    private boolean arrivalsDone;

    /** Node {@code index} without a collector to tell its activity to (the tests' bare workstations). */
    public static Behavior<Command> create(int index, LiveRun run, TransferSettings transfer) {
        return create(index, run, transfer, null);
    }

    /**
     * Node {@code index}, whose migrating VMs' pages travel as {@code transfer} says (if they travel), telling its
     * activity to {@code collector}. It starts up as every participant does ({@link Startup}); its arrivals begin
     * when the run starts.
     */
    public static Behavior<Command> create(int index, LiveRun run, TransferSettings transfer,
                                           ActorRef<ResultsCollector.Command> collector) {
        return create(index, run, transfer, collector, Incarnation.first());
    }

    /**
     * Node {@code index} in its life {@code life}: it keeps its own jobs in its journal and, restarted after it died,
     * begins where its previous incarnation ended (see {@link #resume}).
     */
    static Behavior<Command> create(int index, LiveRun run, TransferSettings transfer,
                                    ActorRef<ResultsCollector.Command> collector, Incarnation life) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> Behaviors.withStash(10_000, stash -> {
            Membership membership = new Membership(ctx, ctx.getSelf().narrow(), new Peers(run.nodes()));
            ClusterModel model = run.model();
            VmTransfers transfers = run.realMigration() && model.migrator() instanceof VmMigrator vms
                    ? new VmTransfers(ctx, index, run.nodes(), vms, run.settings().hosts(), model.seed(), transfer,
                            Membership::listed)
                    : null;
            int participants = run.nodes() + (run.hasCoordinator() ? 1 : 0);
            RunRecord.Replicas<Command> record = new RunRecord.Replicas<>(ctx, r -> r);
            return Startup.awaitStart(index, participants, membership, stash, record,
                    epoch -> new WorkstationActor(ctx, timers, index, run, model, membership, transfers, epoch,
                            collector, new RunRecord.NodeWriter(record, index, life.journal(),
                                    life.restarted() ? life.recovered().nextBatch() : 0), life));
        })));
    }

    private WorkstationActor(ActorContext<Command> ctx, TimerScheduler<Command> timers, int index, LiveRun run,
                             ClusterModel model, Membership membership, VmTransfers transfers, long epochNanos,
                             ActorRef<ResultsCollector.Command> collector, RunRecord.NodeWriter record,
                             Incarnation life) {
        super(ctx);
        this.self = index;
        this.life = life;
        JobEvents jobEvents = new JobEvents(record, index, run.nodes(), run.settings().run().jobLog());
        this.home = new HomeJobs(life.journal(), i -> incarnationOf(membership.peers().ref(i)), jobEvents);
        this.run = run;
        this.membership = membership;
        this.transfers = transfers;
        this.source = new HomeArrivals(index, run, model);
        this.central = BatchRuns.isBatch(model.policy());
        int coordinator = run.hasCoordinator() ? run.nodes() : -1;
        this.time = new Timeline<>(timers, new LiveClock(epochNanos, run.timeScale()), Wake::new);
        this.held = new HeldMessages(model.topology(), index);
        this.delays = new MessageDelays(run.duration());
        this.outbox = new Outbox(index, ctx.getSelf().narrow(), membership.peers(), coordinator, home.away(),
                home::returned, home::unreachable, ctx.getLog(), time::lastNow);
        this.collector = collector;
        this.record = record;
        this.address = LiveNode.hostPort(ctx.getSystem());
        this.legitimate = LegitimateCollector.of(ctx.getSystem());
        this.measuresLostWork = LostWork.notMeasured(run) == null;
        this.replaysFailures = model.failures().present();
        this.effects = new LiveEffects(index, run.nodes(), time, outbox, model.topology(), home, transfers, record,
                activity, jobEvents, measuresLostWork ? life.journal() : HomeJournal.NONE);
        this.parts = new LaunchedParts(new TimelineParts());
        NodeSetup setup = model.nodeSetup(index, coordinator,
                new RandomStreams(model.seed()).stream(index, StreamPurpose.POLICY), effects);
        this.core = new NodeCore(setup);
        this.cpuLedger = new LiveCpuLedger(setup.cpuPlan(), run.warmup());
        this.owner = model.owners().present()
                ? new OwnerActivity(model.owners(), new RandomStreams(model.seed()).stream(index, StreamPurpose.OWNER))
                : null;
        timers.startTimerAtFixedRate(STATUS_KEY, new StatusTick(), STATUS_EVERY);
        double begunAt = begin();
        life.begun().complete(new ChildConsole.Begun(epochNanos, Math.max(0, begunAt), address));
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Membership.Event.class, this::onMembership)
                .onMessage(VmTransfers.Event.class, this::onTransferEvent)
                .onMessage(Participant.Deliver.class, this::onDeliver)
                .onMessage(Wake.class, this::onWake)
                .onMessage(Participant.Moved.class, this::onMoved)
                .onMessage(Participant.Received.class, this::onReceived)
                .onMessage(Participant.Finished.class, this::onFinished)
                .onMessage(Participant.Bounced.class, this::onBounced)
                .onMessage(StatusTick.class, this::onStatusTick)
                .onMessage(Participant.RunOver.class, this::onRunOver)
                .onMessage(Participant.Start.class, s -> this)     // the record told it first
                .onMessage(RunRecord.Reply.class, r -> this)
                .build();
    }

    /**
     * The run begins: every participant was listed here before this node said it was ready, so its first
     * messages (a job to the central queue, a CPU that became free) reach their peers.
     *
     * <p>A node that begins after the run's start (its {@code Start} came late: a busy machine) begins at the start
     * all the same, at model time 0, and takes in the inputs due since at their due times, as it does those of any
     * timer that fired late. Begun at the clock's time instead, it would have every arrival due before stamped then,
     * all queued at once. A restarted node begins when it does: the arrivals due while it was down arrive then.
     *
     * @return the model time by the clock at which the node began
     */
    private double begin() {
        double clockNow = time.clockNow();
        double now = stamp(life.restarted() ? clockNow : Math.min(clockNow, 0));
        if (now < clockNow) {
            getContext().getLog().warn("node {} begins {} model s after the run's start (its start came late): the "
                    + "inputs due since are taken in at their due times", self, String.format("%.3f", clockNow));
        }
        core.onStart(now);
        double first = central ? Double.POSITIVE_INFINITY : source.first();
        if (life.restarted()) {
            first = resume(life.recovered(), first, now);
        }
        if (first < Double.POSITIVE_INFINITY) {
            time.at(first, DueInputs.Kind.ARRIVAL, 0);
        } else { // a trace with no job of this home's, a central scheduler's node, or a restart after the arrivals
            arrivalsDone = true;
        }
        if (owner != null) { // every owner starts away
            time.at(owner.nextAway(), DueInputs.Kind.OWNER, 1);
        }
        journalProgress();
        return clockNow;
    }

    /**
     * This node is a restarted incarnation of node {@code self}: it begins where its previous incarnation ended, as
     * its journal says. Its jobs keep their numbers (the same arrivals, drawn again, in the same order); those that
     * were here when the node died were lost with it and are resubmitted now, from the start, keeping their arrival
     * times; those away are followed again where they went; the completions it recorded are recorded again (a flush
     * is sent, not known to be written to a majority, when the node dies). The arrivals that fell due while the node was down arrive now, with their own arrival times.
     *
     * @param first the model time of this home's first arrival
     * @return the model time of its next arrival (infinite if its arrivals had ended)
     */
    private double resume(HomeJournal.Recovered was, double first, double now) {
        double at = first;
        List<Job> lost = new ArrayList<>();
        for (long sequence = 0; sequence < was.arrived(); sequence++) {
            Job job = source.arrive(jobId(self, sequence), at);
            HomeJournal.Placement there = was.away().get(job.id());
            if (there != null && there.incarnation() == incarnationOf(membership.peers().ref(there.node()))) {
                home.away().sent(job, there.node(), there.hop());   // still there: followed again
            } else if (there != null || was.atHome(job.id())) {
                lost.add(job);      // here when the node died, or where it went died since
            }
            at = source.after(at);
        }
        nextJob = was.arrived();
        arrivals = was.arrived();
        if (measuresLostWork) {     // settled before this life's own attempts are journaled
            lostWork = was.lostWork() + LostWork.of(was.running(), was.killedAt(),
                    run.model().hosts()[self].speed(), run.warmup());
            life.journal().lost(lostWork);
        }
        was.recorded().forEach(record::completed);     // all of them: the last flushes may have died with it
        for (int gone : membership.peers().unlisted(run.nodes())) {
            peerGone(gone);         // a node that died meanwhile: this home's jobs there are resubmitted too
        }
        home.resubmittedAfterRestart(lost, now);
        getContext().getLog().info("node {} restarted at model time {}: {} of its {} jobs were lost with it and are "
                + "resubmitted, {} are away", self, now, lost.size(), was.arrived(), was.away().size());
        for (Job job : lost) {
            core.onResubmitted(now, job);
        }
        afterInput(now);
        return at < run.duration() ? at : Double.POSITIVE_INFINITY;
    }

    private Behavior<Command> onMembership(Membership.Event event) {
        for (int index : membership.handle(event)) {
            onPeerGone(index);
        }
        for (int index : membership.back()) {
            onPeerBack(index);
        }
        return this;
    }

    /** A migration target or the file server was listed, or a VM's transfer ended. */
    private Behavior<Command> onTransferEvent(VmTransfers.Event event) {
        VmTransfers.Result result = transfers.handle(event);
        if (result == null) {
            return this;
        }
        double now = catchUp();
        if (result instanceof VmTransfers.Arrived a) {
            // the job resumes there: its bytes are there, checked (they crossed the real network, not the model's)
            outbox.sendCrossed(a.to(), a.message(), run.model().topology().latency(self, a.to()));
        } else if (result instanceof VmTransfers.Stayed s) {
            declined(s.to(), s.message());
            core.onMessage(now, self, new MigrationRefused(s.message().job(), s.reason()));
        } else if (result instanceof VmTransfers.Lost l) {
            declined(l.to(), l.message());
            Job job = l.message().job();
            getContext().getLog().warn("job {}: its VM was lost on its way to node {} ({}): its home {} resubmits it",
                    job.id(), l.to(), l.reason(), job.home());
            if (job.home() == self) {
                home.returned(job);
            } else {
                outbox.bounce(job);
            }
        }
        return afterInput(now);
    }

    /** The node that asked for the job whose VM did not get there gets no work: its request ends. */
    private void declined(int to, VmMigration m) {
        if (m.negotiation() != 0) {
            outbox.send(to, new NoWork(m.negotiation(), core.load()));
        }
    }

    private Behavior<Command> onDeliver(Participant.Deliver d) {
        if (!membership.accepts(d)) {
            return this;
        }
        for (int index : membership.departed()) {
            onPeerGone(index);
        }
        for (int index : membership.back()) {
            onPeerBack(index);      // its message came before the listing that shows it
        }
        activity.received(d.message());
        outbox.received(d);     // here, not when taken in: a job held for its distance is here
        double now = catchUp();
        HeldMessages.Held waits = held.hold(d, now);
        if (waits != null) {
            time.at(waits.due(), DueInputs.Kind.HELD, 0);
            return this;
        }
        takeIn(d, now);
        return afterInput(now);
    }

    /** A protocol message is taken in at model time {@code now}: come, and due (its sender's distance crossed). */
    private void takeIn(Participant.Deliver d, double now) {
        delays.heard(d.sentAt(), now, held.distanceFrom(d.from()));
        boolean expected = central && d.from() == run.nodes() && d.message() instanceof BatchMessage m
                ? parts.onMessage(now, m)
                : core.onMessage(now, d.from(), d.message());
        if (!expected) {
            getContext().getLog().warn("unexpected {} from participant {} ({}): dropped",
                    d.message().getClass().getSimpleName(), d.from(), d.sender().path());
        }
    }

    private Behavior<Command> onWake(Wake w) {
        catchUp(Math.max(time.clockNow(), w.due()));
        return this;
    }

    /** Feeds the core every timed input due by the clock now; returns the model time of an input arriving now. */
    private double catchUp() {
        double clockNow = time.clockNow();
        catchUp(clockNow);
        return stamp(clockNow);
    }

    /** Feeds the core every timed input due by {@code horizon}, earliest first. */
    private void catchUp(double horizon) {
        for (DueInputs.Due d = time.next(horizon); d != null; d = time.next(horizon)) {
            double now = stamp(d.due());
            switch (d.kind()) {
                case ARRIVAL -> onArrival(d.due(), now);
                case SERVICE -> core.onServiceCompleted(now, (int) d.arg());
                case TIMER -> core.onTimer(now, d.arg());
                case OWNER -> {
                    boolean active = d.arg() == 1;
                    core.onOwnerChange(now, active);
                    time.at(d.due() + owner.periodFrom(active), DueInputs.Kind.OWNER, active ? 0 : 1);
                }
                case SEND -> effects.sendDue(d.arg());
                case PART -> parts.onPartEnd(d.arg());
                case HELD -> takeIn(held.next(d.due()).message(), now);
            }
            afterInput(now);
        }
    }

    private void onArrival(double at, double now) {
        arrivals++;
        Job job = source.arrive(jobId(self, nextJob++), at);
        life.journal().arrived(job.id());
        core.onJobArrived(now, job);
        double next = source.after(at);
        if (next < run.duration()) {
            time.at(next, DueInputs.Kind.ARRIVAL, 0);
        } else {
            arrivalsDone = true;
            report();
        }
    }

    private Behavior<Command> onMoved(Participant.Moved m) {
        outbox.heard(m.stamp());
        home.away().moved(m.jobId(), m.from(), m.to(), m.stamp());
        // passed on to a participant that has gone since, or by one gone since (the job may not have left it):
        // resubmitted now, not never
        for (int index : new int[] {m.to(), m.from()}) {
            if (membership.peers().isGone(index)) {
                peerGone(index);
            }
        }
        return this;
    }

    private Behavior<Command> onReceived(Participant.Received r) {
        outbox.heard(r.stamp());
        home.away().received(r.jobId(), r.at(), r.stamp());
        return this;
    }

    private Behavior<Command> onFinished(Participant.Finished f) {
        home.away().finished(f.done().job().id());
        record.completed(f.done());     // recorded here too: the node it ran on may die before its record spreads
        return this;
    }

    /** A job of this home could not be delivered somewhere: it runs here. */
    private Behavior<Command> onBounced(Participant.Bounced b) {
        if (b.job().home() != self) {
            return this;
        }
        outbox.heard(b.stamp());
        home.bounced(b.job(), time.lastNow());
        double now = catchUp();
        core.onUndeliverable(now, b.job());
        return afterInput(now);
    }

    private Behavior<Command> onStatusTick(StatusTick t) {
        report();
        return this;
    }

    private Behavior<Command> onRunOver(Participant.RunOver r) {
        return legitimate.accepts(r.collector(), "RunOver", getContext().getLog()) ? Behaviors.stopped() : this;
    }

    /**
     * Participant {@code index} left or died, as this node learns now: a workstation's death is told to the launcher
     * (in a run that replays failures: how long after a kill the others learn of it), and this home's jobs that were
     * there are resubmitted.
     */
    private void onPeerGone(int index) {
        if (replaysFailures && index < run.nodes()) {
            life.gone().accept(new ChildConsole.Gone(index, time.clockNow()));
        }
        peerGone(index);
    }

    /** Participant {@code index} is gone: this home's jobs that were there are resubmitted. */
    private void peerGone(int index) {
        List<Job> there = home.takeAt(index, time.lastNow());
        double now = catchUp();
        if (!there.isEmpty()) {
            getContext().getLog().info("participant {} is gone: node {} resubmits {} job(s)", index, self,
                    there.size());
        }
        core.onPeerDown(now, index, there);
        afterInput(now);
    }

    /**
     * Participant {@code index} is back. The coordinator, started anew on another node, knows nothing yet: the policy
     * tells it what this node offers, and the jobs held for it while it was away go to it now. A workstation back is
     * a restarted incarnation: it is a candidate again, as the listing has it.
     */
    private void onPeerBack(int index) {
        if (index != run.nodes()) {
            getContext().getLog().info("node {} is back: a new incarnation", index);
            return;
        }
        double now = catchUp();
        core.onRejoin(now);
        int held = outbox.release(index);
        if (held > 0) {
            getContext().getLog().info("participant {} is back: node {} sends it the {} job(s) held for it", index,
                    self, held);
        }
        afterInput(now);
    }

    /** The model time of an input due at {@code due}, after the CPUs' busy time up to it. */
    private double stamp(double due) {
        return time.stamp(due, core.busyCpus());
    }

    /** Once the input is done: what could not be delivered or reached goes back to the core. */
    private Behavior<Command> afterInput(double now) {
        home.giveBack(core, now);
        cpuLedger.at(now);
        journalProgress();
        return this;
    }

    /**
     * In a run that replays failures, the journal says how far the node has got: the model time of its last input and
     * when its next falls due. The launcher reads it when it kills the node: how far behind the kill's time it was.
     */
    private void journalProgress() {
        if (!replaysFailures) {
            return;
        }
        double last = time.lastNow();
        double next = time.nextDue();
        if (last != tookLast || next != tookNextDue) {
            tookLast = last;
            tookNextDue = next;
            life.journal().took(last, next);
        }
    }

    private void report() {
        record.flush(new ResultsCollector.NodeStatus(self,
                new ResultsCollector.NodeJobs(core.load(), arrivals, arrivalsDone, outbox.jobsSent(),
                        home.resubmitted(), home.away().size(), measuresLostWork ? lostWork : Double.NaN),
                outbox.messages(),
                new ResultsCollector.Busy(time.busyTime(), time.lastNow()),
                core.ownerLedger() == null ? null : core.ownerLedger().totals(),
                new ResultsCollector.Units(effects.unitRuns(), effects.unitWork()),
                transfers == null ? ResultsCollector.RealMigrations.NONE
                        : new ResultsCollector.RealMigrations(transfers.completed(), transfers.failed()),
                cpuLedger.figures(), delays.figures()));
        if (collector != null) {
            collector.tell(activity.report(self, address, core.load(), core.queued(), outbox.jobsSent()));
        }
    }

    /**
     * The launched parts' effects: a part's end falls due on the timeline, its {@code Done} (and the answer to a
     * reconciliation) goes to the scheduler.
     */
    private final class TimelineParts implements PartEffects {

        @Override
        public void setPartTimer(long part, double at) {
            time.at(at, DueInputs.Kind.PART, part);
        }

        @Override
        public void cancelPartTimer(long part) {
            time.cancel(DueInputs.Kind.PART, part);
        }

        @Override
        public void sendDone(BatchMessage.Done done) {
            outbox.send(run.nodes(), done);
        }

        @Override
        public void sendStates(BatchMessage.PartStates states) {
            outbox.send(run.nodes(), states);
        }
    }

    /** The unique id of a participant's actor (another for each of its incarnations), or 0 for none. */
    private static long incarnationOf(ActorRef<?> ref) {
        return ref == null ? 0 : ref.path().uid();
    }

    /** Job ids unique in the cluster: the home's index in the top bits, its own count below. */
    static long jobId(int home, long sequence) {
        return ((long) home << 40) | sequence;
    }

    /** The home's own count in a job id: its jobs are numbered 0, 1, 2... in the order they arrived. */
    static long sequenceOf(long jobId) {
        return jobId & ((1L << 40) - 1);
    }
}
