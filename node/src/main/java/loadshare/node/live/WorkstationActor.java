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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import loadshare.hardware.owner.OwnerActivity;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.core.AwayJobs;
import loadshare.node.core.Effects;
import loadshare.node.core.NodeCore;
import loadshare.node.live.migration.TransferSettings;
import loadshare.node.migration.VmMigrator;
import loadshare.node.sim.ClusterModel;
import loadshare.node.workload.Workload;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.MigrationMessage.MigrationRefused;
import loadshare.protocol.MigrationMessage.VmMigration;
import loadshare.protocol.NodeMessage;

/**
 * One workstation of the live cluster: a {@link NodeCore} in an actor. It only translates: mailbox messages,
 * timers and membership changes become the core's inputs; the core's effects become {@code tell}s (through the
 * {@link Outbox}), Akka timers scaled by the time scale, and completion reports to the collector. No policy
 * logic lives here. The node generates its own Poisson arrivals from the shared {@link Workload}.
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
    public sealed interface Command permits Participant.Message, Membership.Event, VmTransfers.Event, Wake,
            StatusTick {
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
    private final Workload workload;
    private final TimerScheduler<Command> timers;
    private final Membership membership;
    private final AwayJobs away = new AwayJobs();
    private final DueInputs due = new DueInputs();
    private final Map<Long, DelayedSend> delayedSends = new HashMap<>();
    /** This workstation's owner, or null if hosts have none. */
    private final OwnerActivity owner;
    private long delayedSendCount;
    private final List<Job> returned = new ArrayList<>();
    private final List<Integer> unreachable = new ArrayList<>();
    private final Outbox outbox;
    private final NodeCore core;
    /** Real page transfers of migrating VMs, or null if migrations take the modelled time. */
    private final VmTransfers transfers;

    private final LiveClock clock;
    private final ActorRef<ResultsCollector.Command> collector;
    private double lastNow;
    private double busyTime;
    private long nextJob;
    private long arrivals;
    /** Work units of the coordinator's application that ran to completion here, and their work. */
    private long unitRuns;
    private double unitWork;
    private long resubmitted;
    private boolean arrivalsDone;

    /**
     * Node {@code index}, whose migrating VMs' pages travel as {@code transfer} says (if they travel). It starts up
     * as every participant does ({@link Startup}); its arrivals begin when the run starts.
     */
    public static Behavior<Command> create(int index, LiveRun run, TransferSettings transfer) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> Behaviors.withStash(10_000, stash -> {
            Membership membership = new Membership(ctx, ctx.getSelf().narrow(), new Peers(run.nodes()));
            ClusterModel model = run.model();
            VmTransfers transfers = run.realMigration() && model.migrator() instanceof VmMigrator vms
                    ? new VmTransfers(ctx, index, run.nodes(), vms, run.settings().hosts(), model.seed(), transfer,
                            Membership::listed)
                    : null;
            int participants = run.nodes() + (run.hasCoordinator() ? 1 : 0);
            return Startup.awaitStart(index, participants, membership, stash,
                    start -> new WorkstationActor(ctx, timers, index, run, model, membership, transfers, start));
        })));
    }

    private WorkstationActor(ActorContext<Command> ctx, TimerScheduler<Command> timers, int index, LiveRun run,
                             ClusterModel model, Membership membership, VmTransfers transfers,
                             Participant.Start start) {
        super(ctx);
        this.self = index;
        this.run = run;
        this.timers = timers;
        this.membership = membership;
        this.transfers = transfers;
        this.workload = run.workload(model);
        this.outbox = new Outbox(index, ctx.getSelf().narrow(), membership.peers(), away, returned::add,
                unreachable::add, ctx.getLog());
        int coordinator = run.hasCoordinator() ? run.nodes() : -1;
        this.core = new NodeCore(model.nodeSetup(index, coordinator,
                new RandomStreams(model.seed()).stream(index, StreamPurpose.POLICY), new ShellEffects()));
        this.owner = model.owners().present()
                ? new OwnerActivity(model.owners(), new RandomStreams(model.seed()).stream(index, StreamPurpose.OWNER))
                : null;
        this.clock = new LiveClock(start.epochNanos(), run.timeScale());
        this.collector = start.collector();
        timers.startTimerAtFixedRate(STATUS_KEY, new StatusTick(), STATUS_EVERY);
        begin();
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Membership.Event.class, this::onMembership)
                .onMessage(VmTransfers.Event.class, this::onTransferEvent)
                .onMessage(Participant.Deliver.class, this::onDeliver)
                .onMessage(Wake.class, this::onWake)
                .onMessage(Participant.Moved.class, this::onMoved)
                .onMessage(Participant.Finished.class, this::onFinished)
                .onMessage(Participant.Bounced.class, this::onBounced)
                .onMessage(StatusTick.class, this::onStatusTick)
                .onMessage(Participant.RunOver.class, this::onRunOver)
                .build();
    }

    /**
     * The run begins: every participant was listed here before this node said it was ready, so its first
     * messages (a job to the central queue, a CPU that became free) reach their peers.
     */
    private void begin() {
        core.onStart(stamp(clock.now()));
        scheduleArrival(workload.nextGap(self));
        if (owner != null) { // every owner starts away
            wakeAt(due.add(owner.nextAway(), DueInputs.Kind.OWNER, 1));
        }
    }

    private Behavior<Command> onMembership(Membership.Event event) {
        for (int index : membership.handle(event)) {
            onPeerGone(index);
        }
        return this;
    }

    /** A migration target or the file server was listed, or a VM's transfer ended. */
    private Behavior<Command> onTransferEvent(VmTransfers.Event event) {
        VmTransfers.Result result = transfers.handle(event);
        if (result == null) {
            return this;
        }
        catchUp(clock.now());
        double now = stamp(clock.now());
        if (result instanceof VmTransfers.Arrived a) {
            outbox.send(a.to(), a.message());   // the job resumes there: its bytes are there, checked
        } else if (result instanceof VmTransfers.Stayed s) {
            declined(s.to(), s.message());
            core.onMessage(now, self, new MigrationRefused(s.message().job(), s.reason()));
        } else if (result instanceof VmTransfers.Lost l) {
            declined(l.to(), l.message());
            Job job = l.message().job();
            getContext().getLog().warn("job {}: its VM was lost on its way to node {} ({}): its home {} resubmits it",
                    job.id(), l.to(), l.reason(), job.home());
            if (job.home() == self) {
                returned.add(job);
            } else {
                outbox.tellHome(job, new Participant.Bounced(job));
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
        double clockNow = clock.now();
        catchUp(clockNow);
        double now = stamp(clockNow);
        if (!core.onMessage(now, d.from(), d.message())) {
            getContext().getLog().warn("unexpected {} from participant {} ({}): dropped",
                    d.message().getClass().getSimpleName(), d.from(), d.sender().path());
        }
        return afterInput(now);
    }

    private Behavior<Command> onWake(Wake w) {
        catchUp(Math.max(clock.now(), w.due()));
        return this;
    }

    /** Feeds the core every timed input due by {@code horizon}, earliest first. */
    private void catchUp(double horizon) {
        for (DueInputs.Due d = due.pollUpTo(horizon); d != null; d = due.pollUpTo(horizon)) {
            timers.cancel(d);
            double now = stamp(d.due());
            switch (d.kind()) {
                case ARRIVAL -> onArrival(d.due(), now);
                case SERVICE -> core.onServiceCompleted(now, (int) d.arg());
                case TIMER -> core.onTimer(now, d.arg());
                case OWNER -> {
                    boolean active = d.arg() == 1;
                    core.onOwnerChange(now, active);
                    double next = active ? owner.nextActive() : owner.nextAway();
                    wakeAt(due.add(d.due() + next, DueInputs.Kind.OWNER, active ? 0 : 1));
                }
                case SEND -> {
                    DelayedSend send = delayedSends.remove(d.arg());
                    outbox.send(send.to(), send.message());
                }
            }
            afterInput(now);
        }
    }

    private void onArrival(double at, double now) {
        arrivals++;
        Job job = workload.newJob(jobId(self, nextJob++), self, at);
        core.onJobArrived(now, job);
        double next = at + workload.nextGap(self);
        if (next < run.duration()) {
            scheduleArrival(next);
        } else {
            arrivalsDone = true;
            report();
        }
    }

    private Behavior<Command> onMoved(Participant.Moved m) {
        away.moved(m.jobId(), m.to());
        return this;
    }

    private Behavior<Command> onFinished(Participant.Finished f) {
        away.finished(f.jobId());
        return this;
    }

    /** A job of this home could not be delivered somewhere: it runs here. */
    private Behavior<Command> onBounced(Participant.Bounced b) {
        if (b.job().home() != self) {
            return this;
        }
        away.finished(b.job().id());
        resubmitted++;
        catchUp(clock.now());
        double now = stamp(clock.now());
        core.onUndeliverable(now, b.job());
        return afterInput(now);
    }

    private Behavior<Command> onStatusTick(StatusTick t) {
        report();
        return this;
    }

    private Behavior<Command> onRunOver(Participant.RunOver r) {
        return Behaviors.stopped();
    }

    /** Participant {@code index} left or died: this home's jobs that were there are resubmitted. */
    private void onPeerGone(int index) {
        List<Job> there = away.takeAt(index);
        catchUp(clock.now());
        double now = stamp(clock.now());
        if (!there.isEmpty()) {
            getContext().getLog().info("participant {} is gone: node {} resubmits {} job(s)", index, self, there.size());
        }
        resubmitted += there.size();
        core.onPeerDown(now, index, there);
        afterInput(now);
    }

    // ---- time ----

    /** The model time of an input due at {@code due}: never before the previous input. Integrates busy CPUs. */
    private double stamp(double due) {
        double now = Math.max(lastNow, due);
        busyTime += core.busyCpus() * (now - lastNow);
        lastNow = now;
        return now;
    }

    /**
     * Once the input that sent them is done: jobs that could not be delivered run here, and negotiations
     * waiting for a participant a probe could not reach move on (each such step probes at most the next
     * candidate, so this ends).
     */
    private Behavior<Command> afterInput(double now) {
        while (!returned.isEmpty() || !unreachable.isEmpty()) {
            if (!returned.isEmpty()) {
                Job job = returned.remove(0);
                resubmitted++;
                core.onUndeliverable(now, job);
            } else {
                core.onPeerDown(now, unreachable.remove(0), List.of());
            }
        }
        return this;
    }

    private void scheduleArrival(double at) {
        wakeAt(due.add(at, DueInputs.Kind.ARRIVAL, 0));
    }

    private void wakeAt(DueInputs.Due d) {
        timers.startSingleTimer(d, new Wake(d.due()), clock.until(d.due()));
    }

    private void report() {
        if (collector != null) {
            collector.tell(new ResultsCollector.NodeStatus(self, core.load(), arrivals, outbox.messages(),
                    outbox.jobsSent(), resubmitted, away.size(), busyTime, lastNow, arrivalsDone,
                    core.ownerLedger() == null ? null : core.ownerLedger().totals(), unitRuns, unitWork,
                    transfers == null ? 0 : transfers.completed(), transfers == null ? 0 : transfers.failed()));
        }
    }

    /** Job ids unique in the cluster: the home's index in the top bits, its own count below. */
    static long jobId(int home, long sequence) {
        return ((long) home << 40) | sequence;
    }

    /** A message the core sent with a delay (a migrated VM, arriving when its frozen bytes have crossed). */
    private record DelayedSend(int to, NodeMessage message) {
    }

    /** The core's effects, carried out by this actor. */
    private final class ShellEffects implements Effects {

        @Override
        public void sendAfter(int from, int to, NodeMessage message, double delay) {
            if (transfers != null && message instanceof VmMigration m && transfers.start(to, m)) {
                return;         // it goes when the VM's bytes have arrived
            }
            long key = ++delayedSendCount;
            delayedSends.put(key, new DelayedSend(to, message));
            wakeAt(due.add(lastNow + delay, DueInputs.Kind.SEND, key));
        }

        @Override
        public void send(int from, int to, NodeMessage message) {
            outbox.send(to, message);
        }

        @Override
        public void startService(int node, int cpu, double duration) {
            wakeAt(due.add(lastNow + duration, DueInputs.Kind.SERVICE, cpu));
        }

        @Override
        public void setTimer(int node, long tag, double delay) {
            cancelTimer(node, tag);
            wakeAt(due.add(lastNow + delay, DueInputs.Kind.TIMER, tag));
        }

        @Override
        public void cancelService(int node, int cpu) {
            cancel(DueInputs.Kind.SERVICE, cpu);
        }

        @Override
        public void cancelTimer(int node, long tag) {
            cancel(DueInputs.Kind.TIMER, tag);
        }

        private void cancel(DueInputs.Kind kind, long arg) {
            DueInputs.Due pending = due.remove(kind, arg);
            if (pending != null) {
                timers.cancel(pending);
            }
        }

        @Override
        public void jobFinished(int node, Job job, double now) {
            if (job.home() == run.nodes()) {
                // A work unit of the coordinator's application, not one of the workload's jobs.
                unitRuns++;
                unitWork += job.demand();
                return;
            }
            collector.tell(new ResultsCollector.JobDone(job, now, self));
            if (job.home() == self) {
                away.finished(job.id());
            } else {
                outbox.tellHome(job, new Participant.Finished(job.id()));
            }
        }
    }
}
