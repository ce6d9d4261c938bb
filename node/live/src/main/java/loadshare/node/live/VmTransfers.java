package loadshare.node.live;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.receptionist.Receptionist;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import loadshare.config.HostSettings;
import loadshare.hardware.host.Host;
import loadshare.hardware.memory.PhysicalMemory;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.hardware.storage.Disk;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.migration.MigrationOutcome;
import loadshare.migration.strategy.CheckpointRestart;
import loadshare.migration.strategy.SpriteMigration;
import loadshare.node.live.migration.LiveFileServer;
import loadshare.node.live.migration.LiveMigration;
import loadshare.node.live.migration.LiveMigrationReport;
import loadshare.node.live.migration.MigrationTarget;
import loadshare.node.live.migration.PageTransferMessage;
import loadshare.node.live.migration.TransferSettings;
import loadshare.node.migration.VmMigrator;
import loadshare.protocol.Job;
import loadshare.protocol.MigrationMessage.VmMigration;

/**
 * A workstation's real VM transfers: the core's migrations ({@code VmMigration}s sent with a delay) move the job's
 * VM with real page bytes ({@link LiveMigration}) to the target node's {@link MigrationTarget} before the message
 * goes. The workstation hosts its own target (an emulated host of {@code hosts.memory} in frames of
 * {@code hosts.page-size}, releasing what arrives: the core accounts for memory itself), finds the others' and the
 * cluster's {@link LiveFileServer} with the Receptionist, and is told how each transfer ended ({@link Done}) on its
 * own thread. The job's VM is the one the core's {@link VmMigrator} models: its spec, and its contents from the
 * same stream (the run's seed, the job, its transfer).
 */
final class VmTransfers {

    /** What the owner must pass back to {@link #handle}. */
    sealed interface Event extends WorkstationActor.Command, NoSerializationVerificationNeeded {
    }

    private record Listed(Receptionist.Listing listing) implements Event {
    }

    /** Transfer {@code key} ended with {@code report}, or failed with {@code error}. */
    private record Done(long key, LiveMigrationReport report, Throwable error) implements Event {
    }

    /** How a transfer ended, for the workstation to act on. */
    sealed interface Result {
    }

    /** Every page arrived at {@code to} and passed the digest check: the message may go. */
    record Arrived(int to, VmMigration message) implements Result {
    }

    /** The VM never left (refused, aborted, failed before it committed): the job runs here again. */
    record Stayed(int to, VmMigration message, String reason) implements Result {
    }

    /** The VM committed on {@code to} and was then lost: the job's home must resubmit it. */
    record Lost(int to, VmMigration message, String reason) implements Result {
    }

    private record Pending(int to, VmMigration message, String vm) {
    }

    static final String TARGET_PREFIX = "migration-target-";
    static final String FILE_SERVER_NAME = "file-server";

    private final ActorContext<WorkstationActor.Command> ctx;
    private final VmMigrator migrator;
    private final RandomStreams streams;
    private final TransferSettings settings;
    private final int nodes;
    private final Map<Integer, ActorRef<PageTransferMessage>> targets = new HashMap<>();
    private final Map<Long, Pending> pending = new HashMap<>();
    private ActorRef<PageTransferMessage> fileServer;
    private long next;
    private long completed;
    private long failed;

    /**
     * Spawns node {@code self}'s migration target (a child of {@code ctx}'s actor) and looks for the others. The
     * actor's one adapter of Receptionist listings becomes this class's: listings of other keys go to {@code others}.
     */
    VmTransfers(ActorContext<WorkstationActor.Command> ctx, int self, int nodes, VmMigrator migrator, HostSettings hosts, long seed,
                TransferSettings settings, Function<Receptionist.Listing, WorkstationActor.Command> others) {
        this.ctx = ctx;
        this.migrator = migrator;
        this.streams = new RandomStreams(seed);
        this.settings = settings;
        this.nodes = nodes;
        String name = TARGET_PREFIX + self;
        EmulatedHost host = new EmulatedHost(name, new Host(1, 1.0),
                new PhysicalMemory(name, hosts.memoryBytes(), hosts.pageSize()), new Disk(100_000_000_000L, 100e6, 0.005));
        ActorRef<PageTransferMessage> target = ctx.spawn(MigrationTarget.releasing(host, null, settings), name);
        var receptionist = ctx.getSystem().receptionist();
        receptionist.tell(Receptionist.register(MigrationTarget.KEY, target));
        ActorRef<Receptionist.Listing> listings = ctx.messageAdapter(Receptionist.Listing.class,
                l -> l.isForKey(MigrationTarget.KEY) || l.isForKey(LiveFileServer.KEY) ? new Listed(l) : others.apply(l));
        receptionist.tell(Receptionist.subscribe(MigrationTarget.KEY, listings));
        receptionist.tell(Receptionist.subscribe(LiveFileServer.KEY, listings));
    }

    /** The cluster's file server (for Sprite and checkpoint/restart), on node 0 next to the collector. */
    static void spawnFileServer(ActorContext<?> ctx, TransferSettings settings) {
        ActorRef<PageTransferMessage> server = ctx.spawn(LiveFileServer.create(settings), FILE_SERVER_NAME);
        ctx.getSystem().receptionist().tell(Receptionist.register(LiveFileServer.KEY, server));
    }

    /**
     * Starts moving the VM of {@code message}'s job to node {@code to}; false if it cannot start (the target, or
     * the file server its strategy needs, is not listed yet): the caller then waits the modelled time instead.
     */
    boolean start(int to, VmMigration message) {
        ActorRef<PageTransferMessage> target = targets.get(to);
        String strategy = migrator.strategy();
        boolean needsServer = strategy.equals(SpriteMigration.NAME) || strategy.equals(CheckpointRestart.NAME);
        if (target == null || (needsServer && fileServer == null)) {
            ctx.getLog().warn("no {} listed yet: job {} migrates to node {} in the modelled time",
                    target == null ? "migration target for node " + to : "file server", message.job().id(), to);
            return false;
        }
        Job job = message.job();
        // The stream the core's migrator drew this migration's VM from (the job has counted the transfer).
        long seed = streams.jobStream(job.id(), job.transfers(), StreamPurpose.VM).nextLong();
        String name = "job-" + job.id() + "." + job.transfers();
        long key = ++next;
        pending.put(key, new Pending(to, message, name));
        CompletionStage<LiveMigrationReport> stage;
        try {
            VirtualMachine vm = LiveMigration.boot(name, migrator.spec(job), seed);
            stage = LiveMigration.migrate(ctx.getSystem(), vm, strategy, target, fileServer, settings, Duration.ZERO,
                    seed);
        } catch (RuntimeException e) {
            stage = CompletableFuture.failedFuture(e);
        }
        ctx.pipeToSelf(stage, (report, error) -> new Done(key, report, error));
        return true;
    }

    /** Takes one of this class's events; a transfer that ended returns its {@link Result}, anything else null. */
    Result handle(Event event) {
        if (event instanceof Listed l && l.listing().isForKey(MigrationTarget.KEY)) {
            Set<ActorRef<PageTransferMessage>> listed = l.listing().getAllServiceInstances(MigrationTarget.KEY);
            for (ActorRef<PageTransferMessage> ref : listed) {
                int index = indexOf(ref);
                if (index >= 0) {
                    targets.put(index, ref);
                }
            }
            targets.values().retainAll(listed);
            return null;
        }
        if (event instanceof Listed l) {
            fileServer = l.listing().getAllServiceInstances(LiveFileServer.KEY).stream().findFirst().orElse(null);
            return null;
        }
        Done done = (Done) event;
        Pending p = pending.remove(done.key());
        if (done.error() != null) {
            failed++;
            ctx.getLog().warn("job {}: the transfer of its VM to node {} failed: {}", p.message().job().id(), p.to(),
                    done.error().toString());
            return new Stayed(p.to(), p.message(), String.valueOf(done.error().getMessage()));
        }
        LiveMigrationReport report = done.report();
        MigrationOutcome outcome = report.outcome();
        if (outcome instanceof MigrationOutcome.Completed) {
            completed++;
            if (report.strategy().equals(SpriteMigration.NAME) && fileServer != null) {
                fileServer.tell(new PageTransferMessage.DeleteImage(p.vm())); // its page store: every page arrived
            }
            return new Arrived(p.to(), p.message());
        }
        failed++;
        ctx.getLog().info("job {}: the migration of its VM to node {} ended {}", p.message().job().id(), p.to(), outcome);
        if (outcome instanceof MigrationOutcome.Lost lost) {
            return new Lost(p.to(), p.message(), lost.reason());
        }
        String reason = outcome instanceof MigrationOutcome.Aborted a ? a.reason()
                : ((MigrationOutcome.Refused) outcome).reason();
        return new Stayed(p.to(), p.message(), reason);
    }

    private int indexOf(ActorRef<?> ref) {
        String name = ref.path().name();
        if (!name.startsWith(TARGET_PREFIX)) {
            return -1;
        }
        try {
            int i = Integer.parseInt(name.substring(TARGET_PREFIX.length()));
            return i >= 0 && i < nodes ? i : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Transfers that completed (every page checked at the target). */
    long completed() {
        return completed;
    }

    /** Transfers that ended otherwise (refused, aborted, lost, failed). */
    long failed() {
        return failed;
    }
}
