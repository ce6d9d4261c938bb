package loadshare.node.live.migration;

import akka.actor.CoordinatedShutdown;
import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.Terminated;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.BehaviorBuilder;
import akka.actor.typed.javadsl.Behaviors;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmState;
import loadshare.migration.MigrationIntegrityException;
import loadshare.migration.MigrationOutcome;

/**
 * The sending hypervisor of one live migration. It runs the VM by the wall clock (every {@link #TICK}, and before
 * every decision) while the VM runs here, and moves it as its {@link LiveStrategy} says, in these states:
 * <ol>
 * <li>{@linkplain #runningHere running here} until the migration begins; then {@linkplain #admitting admitting}:
 * asking the target to reserve the VM's frames;</li>
 * <li>the strategy's phases: {@linkplain #openImage opening an image} on the file server,
 * {@linkplain #copy copying} a page stream (the VM running or frozen), until it can
 * {@linkplain #handedOver hand over} the frozen VM's state;</li>
 * <li>after the commit (the VM resumed on the target): {@linkplain #released released} here, waiting for the
 * target's last word, or {@linkplain #servingFaults serving the target's faults and pulls} (demand paging's
 * residual dependency) until every page is there.</li>
 * </ol>
 * Before the commit a failure or a lost party leaves the VM running here; after it, the VM is the target's.
 */
final class MigrationSource {

    /** How often the running VM is brought up to the wall clock when nothing else happens. */
    static final Duration TICK = Duration.ofMillis(5);

    private record Tick() implements PageTransferMessage, NoSerializationVerificationNeeded {
    }

    private record Begin() implements PageTransferMessage, NoSerializationVerificationNeeded {
    }

    private final ActorContext<PageTransferMessage> ctx;
    private final WallClockVm running;
    private final VirtualMachine vm;
    private final LiveStrategy strategy;
    private final ActorRef<PageTransferMessage> target;
    private final ActorRef<PageTransferMessage> fileServer;
    private final TransferSettings settings;
    private final CompletableFuture<LiveMigrationReport> result;
    private final SourceFigures figures = new SourceFigures();
    private long lastHeard;
    private ActorRef<PageTransferMessage> incoming;

    static Behavior<PageTransferMessage> create(VirtualMachine vm, LiveStrategy strategy,
            ActorRef<PageTransferMessage> target, ActorRef<PageTransferMessage> fileServer, TransferSettings settings,
            Duration runBefore, long seed, CompletableFuture<LiveMigrationReport> result) {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> {
            timers.startTimerWithFixedDelay(new Tick(), TICK);
            timers.startSingleTimer(new Begin(), runBefore);
            return new MigrationSource(ctx, vm, strategy, target, fileServer, settings, seed, result).runningHere();
        }));
    }

    private MigrationSource(ActorContext<PageTransferMessage> ctx, VirtualMachine vm, LiveStrategy strategy,
            ActorRef<PageTransferMessage> target, ActorRef<PageTransferMessage> fileServer, TransferSettings settings,
            long seed, CompletableFuture<LiveMigrationReport> result) {
        this.ctx = ctx;
        this.running = new WallClockVm(vm, seed);
        this.vm = vm;
        this.strategy = strategy;
        this.target = target;
        this.fileServer = fileServer;
        this.settings = settings;
        this.result = result;
    }

    // --- the states before the strategy's phases

    /** Until the migration begins, the VM runs here. */
    private Behavior<PageTransferMessage> runningHere() {
        return Behaviors.receive(PageTransferMessage.class)
                .onMessage(Tick.class, t -> {
                    running.catchUp();
                    return Behaviors.same();
                })
                .onMessage(Begin.class, b -> begin())
                .build();
    }

    private Behavior<PageTransferMessage> begin() {
        figures.began();
        ctx.watch(target);
        target.tell(new PageTransferMessage.Admit(vm.name(), vm.spec(), vm.seed(), strategy.name(), ctx.getSelf()));
        heard();
        return admitting();
    }

    /** The target reserves the VM's frames, or refuses it. */
    private Behavior<PageTransferMessage> admitting() {
        return beforeCommit(Behaviors.receive(PageTransferMessage.class)
                .onMessage(PageTransferMessage.Admitted.class, a -> {
                    heard();
                    incoming = a.target();
                    ctx.watch(incoming);
                    return strategy.admitted(this, a);
                })
                .onMessage(PageTransferMessage.Refused.class,
                        r -> end(new MigrationOutcome.Refused(r.reason()), null, false)),
                true);
    }

    // --- the steps a strategy's phases are made of

    VirtualMachine vm() {
        return vm;
    }

    ActorRef<PageTransferMessage> fileServer() {
        return fileServer;
    }

    /** Stops the VM here (up to the wall clock first) and takes its digest. */
    void freeze() {
        figures.froze(running.freeze());
    }

    /** Pre-copy's round {@code round} begins. */
    void round(int round) {
        figures.round(round);
    }

    /** A page stream of the VM's pages, {@code id} at a receiver that grants {@code window} chunks. */
    PageStream stream(String id, int window) {
        PageStream out = new PageStream(id, vm.seed(), vm.spec().pageSize(), window, vm::pageVersion, settings);
        figures.streamed(out);
        return out;
    }

    /** Opens {@code image} on the file server (for the pages of this VM written on {@code purpose}); then {@code whenOpened}. */
    Behavior<PageTransferMessage> openImage(String image, boolean loaded, String purpose,
            Function<PageTransferMessage.ImageOpened, Behavior<PageTransferMessage>> whenOpened) {
        ctx.watch(fileServer);
        fileServer.tell(new PageTransferMessage.OpenImage(image, vm.seed(), vm.spec().pages(), vm.spec().pageSize(), loaded,
                vm.name() + purpose, ctx.getSelf()));
        return beforeCommit(Behaviors.receive(PageTransferMessage.class)
                .onMessage(PageTransferMessage.ImageOpened.class, o -> {
                    heard();
                    return whenOpened.apply(o);
                }), true);
    }

    /** Sends what waits on {@code out} to {@code to} within its window; once every page was checked, {@code whenDrained}. */
    Behavior<PageTransferMessage> copy(PageStream out, ActorRef<PageTransferMessage> to,
            Supplier<Behavior<PageTransferMessage>> whenDrained) {
        if (pumped(out, to)) {
            return whenDrained.get();
        }
        return beforeCommit(Behaviors.receive(PageTransferMessage.class)
                .onMessage(PageTransferMessage.Credit.class, c -> c.stream().equals(out.id()), c -> {
                    heard();
                    out.credit(c.chunks());
                    return pumped(out, to) ? whenDrained.get() : Behaviors.same();
                }), true);
    }

    private boolean pumped(PageStream out, ActorRef<PageTransferMessage> to) {
        running.catchUp();
        out.pump(to::tell);
        return out.drained();
    }

    /** Hands the frozen VM's state over; every page is on the target already. */
    Behavior<PageTransferMessage> handOver() {
        return handOver(null, null);
    }

    /** Hands the frozen VM's state over; the target gets the pages it lacks from {@code pageServer}'s {@code image}. */
    Behavior<PageTransferMessage> handOver(ActorRef<PageTransferMessage> pageServer, String image) {
        sendState(pageServer, image);
        return handedOver(this::released);
    }

    /** Hands the frozen VM's state over; the target gets its pages from here, after it resumed. */
    Behavior<PageTransferMessage> handOverServingFaults() {
        sendState(ctx.getSelf(), vm.name());
        return handedOver(this::servingFaults);
    }

    private void sendState(ActorRef<PageTransferMessage> pageServer, String image) {
        VmState state = vm.captureState();
        figures.handedOver(state.wireBytes());
        incoming.tell(new PageTransferMessage.Handover(VmWireState.of(state), figures.before(), pageServer, image));
    }

    // --- the states after the handover

    /** The target builds the VM from its state; {@code whenResumed} once it runs there (the commit). */
    private Behavior<PageTransferMessage> handedOver(Supplier<Behavior<PageTransferMessage>> whenResumed) {
        return beforeCommit(Behaviors.receive(PageTransferMessage.class)
                .onMessage(PageTransferMessage.Resumed.class, r -> {
                    heard();
                    figures.resumedThere();
                    return whenResumed.get();
                }), false);
    }

    /** Nothing here the VM needs any more: let go of it; the target now talks to its page server only. */
    private Behavior<PageTransferMessage> released() {
        running.release();
        return afterCommit(Behaviors.receive(PageTransferMessage.class), false);
    }

    /** The VM on the target faults its pages from here, then pulls the rest: the residual dependency. */
    private Behavior<PageTransferMessage> servingFaults() {
        return afterCommit(Behaviors.receive(PageTransferMessage.class)
                .onMessage(PageTransferMessage.Fetch.class, f -> serving(f.stream(), f.reader(), s -> s.fetch(f.page())))
                .onMessage(PageTransferMessage.Pull.class, p -> serving(p.stream(), p.reader(), s -> s.pull(p.window()))),
                true);
    }

    /** Serving the pages of this VM to {@code reader} on {@code stream}, its first request {@code first}. */
    private Behavior<PageTransferMessage> serving(String stream, ActorRef<PageTransferMessage> reader,
            Consumer<ServedPages> first) {
        heard();
        ServedPages served = new ServedPages(stream, vm.seed(), vm.spec().pages(), vm.spec().pageSize(), vm::pageVersion,
                reader, settings);
        first.accept(served);
        return afterCommit(Behaviors.receive(PageTransferMessage.class)
                .onMessage(PageTransferMessage.Fetch.class, f -> serve(() -> served.fetch(f.page())))
                .onMessage(PageTransferMessage.Pull.class, p -> serve(() -> served.pull(p.window())))
                .onMessage(PageTransferMessage.Credit.class, c -> c.stream().equals(stream),
                        c -> serve(() -> served.credit(c.chunks()))),
                true);
    }

    private Behavior<PageTransferMessage> serve(Runnable request) {
        heard();
        request.run();
        return Behaviors.same();
    }

    // --- what every state after the Admit shares

    /**
     * The handlers of every state before the commit: the VM is this host's; a failure or a party gone (the file
     * server only while {@code fileServerMatters}) leaves it running here.
     */
    private Behavior<PageTransferMessage> beforeCommit(BehaviorBuilder<PageTransferMessage> state,
                                                       boolean fileServerMatters) {
        return shared(state, true, this::abort, false)
                .onMessage(PageTransferMessage.Failed.class, f -> {
                    running.resumeIfFrozen();
                    result.completeExceptionally(new MigrationIntegrityException(strategy.name() + ": " + f.reason()
                            + "; the VM runs on " + vm.host().name() + " again"));
                    return Behaviors.stopped();
                })
                .onSignal(Terminated.class, t -> terminated(t, fileServerMatters, this::abort))
                .build();
    }

    /**
     * The handlers of every state after the commit: the VM is the target's; {@code dependedOn}: it still needs
     * pages from here (the stall check applies, and the residual dependency lasts until the end).
     */
    private Behavior<PageTransferMessage> afterCommit(BehaviorBuilder<PageTransferMessage> state, boolean dependedOn) {
        Function<String, Behavior<PageTransferMessage>> lost = why -> {
            running.release();
            return end(new MigrationOutcome.Lost(why + " after the VM resumed there: the VM died with it"), null, dependedOn);
        };
        return shared(state, dependedOn, lost, dependedOn)
                .onMessage(PageTransferMessage.Failed.class, f -> {
                    running.release(); // it resumed there, corrupted: it is gone
                    result.completeExceptionally(new MigrationIntegrityException(strategy.name() + ": " + f.reason()));
                    return Behaviors.stopped();
                })
                .onSignal(Terminated.class, t -> terminated(t, false, lost))
                .build();
    }

    /**
     * The handlers every state after the Admit shares: the wall clock (and, while {@code watchStall}, the stall
     * check, which finds the other side {@code gone}), credits for no stream of the state, and the target's last
     * word, that every page arrived ({@code residual}: the VM depended on this source until then).
     */
    private BehaviorBuilder<PageTransferMessage> shared(BehaviorBuilder<PageTransferMessage> state, boolean watchStall,
            Function<String, Behavior<PageTransferMessage>> gone, boolean residual) {
        return state
                .onMessage(Tick.class, t -> {
                    running.catchUp();
                    if (watchStall && System.nanoTime() - lastHeard > settings.stallTimeout().toNanos()) {
                        return gone.apply("no word from the other side for " + settings.stallTimeout().toSeconds() + " s");
                    }
                    return Behaviors.same();
                })
                .onMessage(PageTransferMessage.Credit.class, c -> { // for no stream of this state
                    heard();
                    return Behaviors.same();
                })
                .onMessage(PageTransferMessage.Completed.class, c -> {
                    running.release();
                    return end(new MigrationOutcome.Completed(), c, residual);
                });
    }

    private Behavior<PageTransferMessage> terminated(Terminated t, boolean fileServerMatters,
            Function<String, Behavior<PageTransferMessage>> gone) {
        if (CoordinatedShutdown.get(ctx.getSystem()).getShutdownReason().isPresent()) {
            // this host is going down: it lost sight of the others, not they of the VM
            result.completeExceptionally(new IllegalStateException("the source host " + vm.host().name()
                    + " shut down during the migration of " + vm.name()));
            return Behaviors.stopped();
        }
        if (t.getRef().equals(fileServer) && !fileServerMatters) {
            return Behaviors.same(); // the target depends on it now, and tells us
        }
        String who = t.getRef().equals(fileServer) ? "the file server" : "the target";
        return gone.apply(who + " stopped (" + t.getRef().path().address() + ")");
    }

    /** The other side is gone before the commit: the VM runs here again. */
    private Behavior<PageTransferMessage> abort(String why) {
        running.resumeIfFrozen();
        return end(new MigrationOutcome.Aborted(why + " before commit; the VM resumed on " + vm.host().name()), null, false);
    }

    /** Something came from the other side: the stall check (on every tick) counts from now. */
    private void heard() {
        lastHeard = System.nanoTime();
    }

    private Behavior<PageTransferMessage> end(MigrationOutcome outcome, PageTransferMessage.Completed c, boolean residual) {
        result.complete(figures.report(strategy.name(), vm, outcome, c, residual));
        return Behaviors.stopped();
    }
}
