package loadshare.node.live.migration;

import akka.actor.CoordinatedShutdown;
import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.Terminated;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmDigest;
import loadshare.hardware.vm.VmState;
import loadshare.migration.MigrationIntegrityException;
import loadshare.migration.MigrationOutcome;
import loadshare.migration.strategy.CheckpointRestart;
import loadshare.migration.strategy.DemandPaging;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.migration.strategy.PreCopy;
import loadshare.migration.strategy.SpriteMigration;
import loadshare.migration.strategy.StopAndCopy;

/**
 * The sending hypervisor of one live migration. It runs the VM by the wall clock (every {@link #TICK}, and before
 * every decision) while the VM runs here, and moves it as its strategy says — the same steps as the pure models
 * of {@code loadshare.migration.strategy}, played out over real links:
 * <ul>
 * <li>stop-and-copy: freeze, stream every page, hand over the state;</li>
 * <li>pre-copy: stream every page while the VM runs, then in rounds the pages it dirtied meanwhile, until the dirty
 * set is at most the model's threshold or its last round; freeze, stream the last dirty pages, hand over;</li>
 * <li>demand paging: freeze, hand over, and serve the target's page faults and then the rest of the pages it pulls
 * (the residual dependency) before letting go of the VM;</li>
 * <li>Sprite: freeze, flush the pages dirtied since their last write-back to the file server's page store, hand
 * over naming the file server, let go at once;</li>
 * <li>checkpoint/restart: freeze, write every page to a checkpoint on the file server, hand over naming it.</li>
 * </ul>
 */
final class MigrationSource extends AbstractBehavior<MigrationMessage> {

    /** How often the running VM is brought up to the wall clock when nothing else happens. */
    static final Duration TICK = Duration.ofMillis(5);
    /** Bytes of a page fault's request on the wire. */
    static final long FAULT_REQUEST_BYTES = 64;

    private record Tick() implements MigrationMessage, NoSerializationVerificationNeeded {
    }

    private record Begin() implements MigrationMessage, NoSerializationVerificationNeeded {
    }

    private final VirtualMachine vm;
    private final String strategy;
    private final ActorRef<MigrationMessage> target;
    private final ActorRef<MigrationMessage> fileServer;
    private final TransferSettings settings;
    private final CompletableFuture<LiveMigrationReport> result;
    private final SplittableRandom random;
    private final PreCopy preCopy;
    private long lastRun = System.nanoTime();
    private long lastHeard = -1;
    private long started;
    private long frozenAt;
    private long resumedAt;
    private ActorRef<MigrationMessage> incoming;
    private PageStream out;
    private ActorRef<MigrationMessage> outTo;
    private ServedPages served;
    private String servedStream;
    private VmDigest before;
    private boolean frozen;
    private boolean handedOver;
    private boolean committed;
    private int rounds;
    private long stateBytes;

    static Behavior<MigrationMessage> create(VirtualMachine vm, String strategy, ActorRef<MigrationMessage> target,
            ActorRef<MigrationMessage> fileServer, TransferSettings settings, Duration runBefore, long seed,
            CompletableFuture<LiveMigrationReport> result) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> {
            timers.startTimerWithFixedDelay(new Tick(), TICK);
            timers.startSingleTimer(new Begin(), runBefore);
            return new MigrationSource(ctx, vm, strategy, target, fileServer, settings, seed, result);
        }));
    }

    private MigrationSource(ActorContext<MigrationMessage> ctx, VirtualMachine vm,
            String strategy, ActorRef<MigrationMessage> target, ActorRef<MigrationMessage> fileServer,
            TransferSettings settings, long seed, CompletableFuture<LiveMigrationReport> result) {
        super(ctx);
        this.vm = vm;
        this.strategy = strategy;
        this.target = target;
        this.fileServer = fileServer;
        this.settings = settings;
        this.result = result;
        this.random = new SplittableRandom(seed);
        this.preCopy = MigrationStrategies.byName(strategy) instanceof PreCopy p ? p : null;
    }

    @Override
    public Receive<MigrationMessage> createReceive() {
        return newReceiveBuilder()
                .onMessage(Tick.class, this::onTick)
                .onMessage(Begin.class, this::onBegin)
                .onMessage(MigrationMessage.Admitted.class, this::onAdmitted)
                .onMessage(MigrationMessage.Refused.class, r -> end(new MigrationOutcome.Refused(r.reason()), null))
                .onMessage(MigrationMessage.ImageOpened.class, this::onImageOpened)
                .onMessage(MigrationMessage.Credit.class, this::onCredit)
                .onMessage(MigrationMessage.Resumed.class, this::onResumed)
                .onMessage(MigrationMessage.Fetch.class, this::onFetch)
                .onMessage(MigrationMessage.Pull.class, this::onPull)
                .onMessage(MigrationMessage.Completed.class, this::onCompleted)
                .onMessage(MigrationMessage.Failed.class, this::onFailed)
                .onSignal(Terminated.class, this::onTerminated)
                .build();
    }

    private Behavior<MigrationMessage> onTick(Tick t) {
        runVm();
        if (lastHeard >= 0 && System.nanoTime() - lastHeard > settings.stallTimeout().toNanos()) {
            return onGone("no word from the other side for " + settings.stallTimeout().toSeconds() + " s");
        }
        return this;
    }

    private Behavior<MigrationMessage> onBegin(Begin b) {
        started = System.nanoTime();
        getContext().watch(target);
        target.tell(new MigrationMessage.Admit(vm.name(), vm.spec(), vm.seed(), strategy, getContext().getSelf()));
        heard();
        return this;
    }

    private Behavior<MigrationMessage> onAdmitted(MigrationMessage.Admitted a) {
        heard();
        incoming = a.target();
        getContext().watch(incoming);
        switch (strategy) {
            case StopAndCopy.NAME -> {
                freeze();
                stream(incoming, a.stream(), a.window()).addRange(0, vm.spec().pages());
                pump();
            }
            case PreCopy.NAME -> {
                vm.takeDirtyLog(); // log dirty pages from here on
                rounds = 1;
                stream(incoming, a.stream(), a.window()).addRange(0, vm.spec().pages());
                pump();
            }
            case DemandPaging.NAME -> {
                freeze();
                handOver(getContext().getSelf(), vm.name());
            }
            case SpriteMigration.NAME -> openImage(vm.name(), true, "/flush");
            case CheckpointRestart.NAME -> openImage(checkpointFile(), false, "/checkpoint");
            default -> throw new IllegalStateException("no live form of strategy " + strategy);
        }
        return this;
    }

    private void openImage(String image, boolean loaded, String purpose) {
        getContext().watch(fileServer);
        fileServer.tell(new MigrationMessage.OpenImage(image, vm.seed(), vm.spec().pages(), vm.spec().pageSize(), loaded,
                vm.name() + purpose, getContext().getSelf()));
    }

    private Behavior<MigrationMessage> onImageOpened(MigrationMessage.ImageOpened o) {
        heard();
        freeze();
        PageStream s = stream(fileServer, o.stream(), o.window());
        if (strategy.equals(SpriteMigration.NAME)) {
            s.addAll(vm.takeUnflushedPages());
        } else {
            s.addRange(0, vm.spec().pages());
        }
        pump();
        return this;
    }

    private Behavior<MigrationMessage> onCredit(MigrationMessage.Credit c) {
        heard();
        if (served != null && c.stream().equals(servedStream)) {
            served.credit(c.chunks());
            return this;
        }
        if (out != null && c.stream().equals(out.id())) {
            out.credit(c.chunks());
            pump();
        }
        return this;
    }

    private PageStream stream(ActorRef<MigrationMessage> to, String id, int window) {
        out = new PageStream(id, vm.seed(), vm.spec().pageSize(), window, vm::pageVersion, settings);
        outTo = to;
        return out;
    }

    private void pump() {
        runVm();
        out.pump(outTo::tell);
        if (out.drained() && !handedOver) {
            drained();
        }
    }

    /** Every page of the stream so far was checked by its receiver. */
    private void drained() {
        switch (strategy) {
            case PreCopy.NAME -> {
                if (!frozen && vm.dirtyLogSize() > preCopy.thresholdPages() && rounds < preCopy.maxRounds()) {
                    rounds++;
                    out.addAll(vm.takeDirtyLog());
                } else if (!frozen) {
                    freeze();
                    out.addAll(vm.takeDirtyLog());
                } else {
                    handOver(null, null);
                    return;
                }
                pump();
            }
            case SpriteMigration.NAME -> handOver(fileServer, vm.name());
            case CheckpointRestart.NAME -> handOver(fileServer, checkpointFile());
            default -> handOver(null, null);
        }
    }

    private void handOver(ActorRef<MigrationMessage> pageServer, String image) {
        handedOver = true;
        VmState state = vm.captureState();
        stateBytes = state.wireBytes();
        incoming.tell(new MigrationMessage.Handover(VmWireState.of(state), before, pageServer, image));
    }

    private Behavior<MigrationMessage> onResumed(MigrationMessage.Resumed r) {
        heard();
        committed = true;
        resumedAt = System.nanoTime();
        if (!strategy.equals(DemandPaging.NAME)) {
            release(); // nothing here the VM needs any more
            lastHeard = -1; // the target now talks to its page server only; death watch still applies
        }
        return this;
    }

    private Behavior<MigrationMessage> onFetch(MigrationMessage.Fetch f) {
        heard();
        served(f.stream(), f.reader()).fetch(f.page());
        return this;
    }

    private Behavior<MigrationMessage> onPull(MigrationMessage.Pull p) {
        heard();
        served(p.stream(), p.reader()).pull(p.window());
        return this;
    }

    private ServedPages served(String stream, ActorRef<MigrationMessage> reader) {
        if (served == null) {
            served = new ServedPages(stream, vm.seed(), vm.spec().pages(), vm.spec().pageSize(), vm::pageVersion, reader, settings);
            servedStream = stream;
        }
        return served;
    }

    private Behavior<MigrationMessage> onCompleted(MigrationMessage.Completed c) {
        release();
        return end(new MigrationOutcome.Completed(), c);
    }

    private Behavior<MigrationMessage> onFailed(MigrationMessage.Failed f) {
        if (!committed && frozen) {
            resumeHere();
        }
        if (committed) {
            release(); // it resumed there, corrupted: it is gone
        }
        result.completeExceptionally(new MigrationIntegrityException(strategy + ": " + f.reason()
                + (committed ? "" : "; the VM runs on " + vm.host().name() + " again")));
        return Behaviors.stopped();
    }

    private Behavior<MigrationMessage> onTerminated(Terminated t) {
        if (CoordinatedShutdown.get(getContext().getSystem()).getShutdownReason().isPresent()) {
            // this host is going down: it lost sight of the others, not they of the VM
            result.completeExceptionally(new IllegalStateException("the source host " + vm.host().name()
                    + " shut down during the migration of " + vm.name()));
            return Behaviors.stopped();
        }
        if (t.getRef().equals(fileServer) && handedOver) {
            return this; // the target depends on it now, and tells us
        }
        String who = t.getRef().equals(fileServer) ? "the file server" : "the target";
        return onGone(who + " stopped (" + t.getRef().path().address() + ")");
    }

    private Behavior<MigrationMessage> onGone(String why) {
        if (!committed) {
            if (frozen) {
                resumeHere();
            }
            return end(new MigrationOutcome.Aborted(why + " before commit; the VM resumed on " + vm.host().name()), null);
        }
        release();
        return end(new MigrationOutcome.Lost(why + " after the VM resumed there: the VM died with it"), null);
    }

    private void freeze() {
        runVm();
        vm.freeze();
        frozen = true;
        frozenAt = System.nanoTime();
        before = vm.digest();
    }

    private void resumeHere() {
        vm.resume();
        frozen = false;
        lastRun = System.nanoTime();
    }

    private void runVm() {
        long now = System.nanoTime();
        if (vm.status() == VirtualMachine.Status.RUNNING) {
            vm.run((now - lastRun) / 1e9, random);
        }
        lastRun = now;
    }

    private void release() {
        if (vm.status() != VirtualMachine.Status.RELEASED) {
            vm.release();
        }
    }

    /** Something came from the other side: the stall check (on every tick) counts from now. */
    private void heard() {
        lastHeard = System.nanoTime();
    }

    private String checkpointFile() {
        return vm.name() + ".ckpt";
    }

    private Behavior<MigrationMessage> end(MigrationOutcome outcome, MigrationMessage.Completed c) {
        long now = System.nanoTime();
        double freeze = frozenAt == 0 ? 0 : ((committed ? resumedAt : now) - frozenAt) / 1e9;
        int pageSize = vm.spec().pageSize();
        long bulkBytes = out == null ? 0 : out.pageBytesSent();
        long bulkNanos = out == null ? 0 : out.busyNanos();
        long moved = (out == null ? 0 : out.wireBytesSent()) + stateBytes;
        int faults = 0;
        if (c != null) {
            faults = c.pageFaults();
            bulkBytes += c.pulledBytes();
            bulkNanos += c.pullNanos();
            moved += c.pulledBytes() / pageSize * (pageSize + 8L) + faults * (pageSize + 8L + FAULT_REQUEST_BYTES);
        }
        double residual = committed && strategy.equals(DemandPaging.NAME) ? (now - resumedAt) / 1e9 : 0;
        result.complete(new LiveMigrationReport(strategy, vm.name(), outcome, freeze, (now - started) / 1e9, moved,
                bulkBytes, bulkNanos / 1e9, faults, residual, rounds, before, c == null ? null : c.after()));
        return Behaviors.stopped();
    }
}
