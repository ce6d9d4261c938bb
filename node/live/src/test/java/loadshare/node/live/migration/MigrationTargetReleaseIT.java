package loadshare.node.live.migration;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.MigrationOutcome;
import loadshare.migration.strategy.StopAndCopy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A releasing target frees an arrived VM's frames itself, on its own actor: a host with room for one 16 MiB VM
 * takes two in a row; a target that keeps what arrives refuses the second.
 */
class MigrationTargetReleaseIT {

    private static final long MIB = 1L << 20;

    private static MigrationOutcome migrateTwo(boolean releasing) throws Exception {
        try (LiveHosts hosts = new LiveHosts(2)) {
            TestProbe<TargetEvent> events = hosts.kit(1).createTestProbe(TargetEvent.class);
            EmulatedHost host = EmulatedHost.of("target", 24 * MIB);
            ActorRef<PageTransferMessage> t = hosts.kit(1).spawn(releasing
                    ? MigrationTarget.releasing(host, events.ref(), TransferSettings.DEFAULT)
                    : MigrationTarget.create(host, events.ref(), TransferSettings.DEFAULT), "target");
            ActorRef<PageTransferMessage> target = LiveHosts.remote(hosts.kit(0), hosts.kit(1), t);
            VmSpec spec = VmSpec.of(16 * MIB, 4 * MIB, 4 * MIB);
            LiveMigrationReport first = LiveMigration.migrate(hosts.kit(0).system(), LiveMigration.boot("a", spec, 1),
                    StopAndCopy.NAME, target, null, TransferSettings.DEFAULT, Duration.ZERO, 1)
                    .toCompletableFuture().get(120, TimeUnit.SECONDS);
            assertInstanceOf(MigrationOutcome.Completed.class, first.outcome(), first.toString());
            TargetEvent event = events.receiveMessage(Duration.ofSeconds(60));
            while (!(event instanceof TargetEvent.Ended)) {       // the target is done with the first VM
                event = events.receiveMessage(Duration.ofSeconds(60));
            }
            assertInstanceOf(MigrationOutcome.Completed.class, ((TargetEvent.Ended) event).outcome());
            return LiveMigration.migrate(hosts.kit(0).system(), LiveMigration.boot("b", spec, 2), StopAndCopy.NAME,
                    target, null, TransferSettings.DEFAULT, Duration.ZERO, 2)
                    .toCompletableFuture().get(120, TimeUnit.SECONDS).outcome();
        }
    }

    @Test
    @Timeout(300)   // hang guards, not measures: a busy machine starts actor systems and moves bytes slowly
    void releasingTarget_freesTheArrivedVm_soTheNextFits() throws Exception {
        assertInstanceOf(MigrationOutcome.Completed.class, migrateTwo(true));
    }

    @Test
    @Timeout(300)   // hang guards, not measures: a busy machine starts actor systems and moves bytes slowly
    void keepingTarget_holdsTheArrivedVm_soTheNextIsRefused() throws Exception {
        assertInstanceOf(MigrationOutcome.Refused.class, migrateTwo(false));
    }
}
