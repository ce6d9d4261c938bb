package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Props;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;
import loadshare.hardware.net.NetworkLink;
import loadshare.hardware.storage.Disk;
import loadshare.hardware.storage.FileServer;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.strategy.MigrationStrategies;

/**
 * The live migration engine's entry point: moves a running {@link VirtualMachine} of this JVM to a
 * {@link MigrationTarget} (anywhere in the cluster) by one of the strategies of {@link MigrationStrategies}, real
 * page bytes crossing in bounded chunks with flow control, and reports what it cost. Sprite and
 * checkpoint/restart need the cluster's {@link LiveFileServer}.
 */
public final class LiveMigration {

    private static final AtomicLong MIGRATIONS = new AtomicLong();

    private LiveMigration() {
    }

    /**
     * Migrates {@code vm}, which keeps running here (writing pages at its dirty rate, by the wall clock, drawn from
     * {@code seed}'s stream) for {@code runBefore} and during pre-copy's rounds. The stage completes with the report
     * (outcome {@code Completed}, {@code Aborted} — the VM runs here again —, {@code Lost} or {@code Refused}), or
     * exceptionally with a {@link loadshare.migration.MigrationIntegrityException} if what arrived is not what left
     * (the VM then runs here again unless it had resumed on the target).
     */
    public static CompletionStage<LiveMigrationReport> migrate(ActorSystem<?> system, VirtualMachine vm, String strategy,
            ActorRef<PageTransferMessage> target, ActorRef<PageTransferMessage> fileServer, TransferSettings settings,
            Duration runBefore, long seed) {
        LiveStrategy form = LiveStrategy.of(strategy);
        if (fileServer == null && form.needsFileServer()) {
            throw new IllegalArgumentException(strategy + " needs the file server");
        }
        if (vm.status() != VirtualMachine.Status.RUNNING) {
            throw new IllegalArgumentException("only a running VM can migrate; " + vm);
        }
        CompletableFuture<LiveMigrationReport> result = new CompletableFuture<>();
        system.systemActorOf(MigrationSource.create(vm, form, target, fileServer, settings, runBefore, seed, result),
                "migration-" + MIGRATIONS.incrementAndGet(), Props.empty());
        return result;
    }

    /**
     * Boots VM {@code name} of {@code spec} on an emulated host of its own size; its contents, working set and
     * files come from {@code seed}. (Its virtual disk is registered with a model file server: the live runtime's
     * {@link LiveFileServer} holds memory images, not disks.)
     */
    public static VirtualMachine boot(String name, VmSpec spec, long seed) {
        EmulatedHost host = EmulatedHost.of(name + "-host", spec.sizeBytes());
        FileServer disks = new FileServer(new NetworkLink(125e6, 1e-4), new Disk(1L << 40, 100e6, 0.005));
        return VirtualMachine.boot(name, spec, host, disks, new SplittableRandom(seed));
    }
}
