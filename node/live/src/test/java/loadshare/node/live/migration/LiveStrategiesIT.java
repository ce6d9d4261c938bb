package loadshare.node.live.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.MigrationIntegrityException;
import loadshare.migration.MigrationOutcome;
import loadshare.migration.strategy.DemandPaging;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.migration.strategy.PreCopy;
import loadshare.migration.strategy.SpriteMigration;
import loadshare.migration.strategy.StopAndCopy;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every strategy in live form between three actor systems (source, target, file server) over Artery: the VM
 * arrives whole, its image's digest over the bytes received equals its digest at the freeze, and each strategy
 * moves what its pure model says it moves.
 */
@Timeout(300)   // hang guards, not measures: a busy machine starts actor systems and moves bytes slowly
class LiveStrategiesIT {

    private static final int MIB = 1 << 20;
    /** Writes fast enough that even a fast first round of pre-copy leaves more than its threshold of dirty pages. */
    private static final VmSpec SPEC = VmSpec.of(8L * MIB, 2L * MIB, 32.0 * MIB);
    private static LiveHosts hosts;
    private static ActorRef<PageTransferMessage> target;
    private static ActorRef<PageTransferMessage> fileServer;
    private static TestProbe<TargetEvent> events;

    @BeforeAll
    static void start() throws Exception {
        hosts = new LiveHosts(3);
        events = hosts.kit(1).createTestProbe(TargetEvent.class);
        var t = hosts.kit(1).spawn(MigrationTarget.create(EmulatedHost.of("target", 64L * MIB), events.ref(),
                TransferSettings.DEFAULT), "target");
        var f = hosts.kit(2).spawn(LiveFileServer.create(TransferSettings.DEFAULT), "file-server");
        target = LiveHosts.remote(hosts.kit(0), hosts.kit(1), t);
        fileServer = LiveHosts.remote(hosts.kit(0), hosts.kit(2), f);
    }

    @AfterAll
    static void stop() {
        hosts.close();
    }

    @Test
    void everyStrategy_movesTheWholeImage_andTheDigestOfTheBytesReceivedIsTheDigestAtTheFreeze() throws Exception {
        long seed = 11;
        for (String strategy : MigrationStrategies.names()) {
            VirtualMachine vm = LiveMigration.boot("vm-" + strategy, SPEC, seed++);
            LiveMigrationReport r = LiveMigration.migrate(hosts.kit(0).system(), vm, strategy, target, fileServer,
                    TransferSettings.DEFAULT, Duration.ofMillis(200), seed).toCompletableFuture()
                    .get(120, TimeUnit.SECONDS);
            assertInstanceOf(MigrationOutcome.Completed.class, r.outcome(), r.toString());
            assertNotNull(r.digestBefore());
            assertEquals(r.digestBefore(), r.digestAfter(), strategy);
            assertEquals(VirtualMachine.Status.RELEASED, vm.status(), strategy + ": the source let go");
            assertTrue(r.bytesMoved() >= SPEC.sizeBytes(), strategy + ": every page crossed at least once: " + r);
            assertTrue(r.freezeSeconds() > 0 && r.freezeSeconds() <= r.totalSeconds(), r.toString());
            boolean faultsIn = strategy.equals(DemandPaging.NAME) || strategy.equals(SpriteMigration.NAME);
            assertEquals(faultsIn, r.pageFaults() > 0, strategy + " page faults: " + r);
            assertEquals(strategy.equals(DemandPaging.NAME), r.residualDependencySeconds() > 0, r.toString());
            assertEquals(strategy.equals(PreCopy.NAME), r.rounds() > 1, strategy + ": rounds while the VM wrote: " + r);
            TargetEvent.Ended ended = arrival(vm.name());
            assertInstanceOf(MigrationOutcome.Completed.class, ended.outcome());
            assertEquals(SPEC.pages(), ended.arrived().residentPages());
            assertEquals(VirtualMachine.Status.RUNNING, ended.arrived().status());
            assertEquals(r.digestBefore(), ended.arrived().digest());
            ended.arrived().release();
            System.out.printf("%-18s freeze %6.1f ms  total %6.1f ms  %5.1f MiB  %4d faults  %d rounds  %.0f MB/s%n", strategy,
                    r.freezeSeconds() * 1e3, r.totalSeconds() * 1e3, r.bytesMoved() / (double) MIB, r.pageFaults(),
                    r.rounds(), r.bulkMegabytesPerSecond());
        }
    }

    @Test
    void aByteDamagedOnTheLink_failsTheMigrationLoudly_andTheVmRunsOnTheSourceAgain() throws Exception {
        failsWith(TransferSettings.TransitFault.Kind.FLIP_BYTE, "page 77 arrived damaged");
    }

    @Test
    void anIntactPageOfTheWrongVersion_isCaughtByTheImageDigest() throws Exception {
        failsWith(TransferSettings.TransitFault.Kind.WRONG_VERSION, "arrived corrupted");
    }

    private void failsWith(TransferSettings.TransitFault.Kind kind, String expected) throws Exception {
        VirtualMachine vm = LiveMigration.boot("vm-damaged-" + kind, SPEC, 3);
        TransferSettings damaging = TransferSettings.DEFAULT.withFault(new TransferSettings.TransitFault(77, kind));
        var migration = LiveMigration.migrate(hosts.kit(0).system(), vm, StopAndCopy.NAME, target, fileServer, damaging,
                Duration.ZERO, 3).toCompletableFuture();
        ExecutionException e = assertThrows(ExecutionException.class, () -> migration.get(120, TimeUnit.SECONDS));
        assertInstanceOf(MigrationIntegrityException.class, e.getCause());
        assertTrue(e.getCause().getMessage().contains(expected), e.getCause().getMessage());
        assertEquals(VirtualMachine.Status.RUNNING, vm.status(), "the VM runs on the source again");
        assertEquals(SPEC.pages(), vm.residentPages());
        TargetEvent.Ended ended = arrival(vm.name());
        assertInstanceOf(MigrationOutcome.Aborted.class, ended.outcome(), "the target gave the frames back");
    }

    @Test
    void aTargetWithoutFreeFrames_refusesTheVm_beforeAnythingMoves() throws Exception {
        VirtualMachine vm = LiveMigration.boot("vm-too-big", VmSpec.of(128L * MIB, MIB, 0), 4);
        LiveMigrationReport r = LiveMigration.migrate(hosts.kit(0).system(), vm, StopAndCopy.NAME, target, fileServer,
                TransferSettings.DEFAULT, Duration.ZERO, 4).toCompletableFuture().get(120, TimeUnit.SECONDS);
        assertInstanceOf(MigrationOutcome.Refused.class, r.outcome(), r.toString());
        assertEquals(0, r.bytesMoved());
        assertEquals(VirtualMachine.Status.RUNNING, vm.status());
    }

    private static TargetEvent.Ended arrival(String vm) {
        while (true) {
            TargetEvent e = events.receiveMessage(Duration.ofSeconds(60));
            if (e instanceof TargetEvent.Ended ended && ended.vm().equals(vm)) {
                return ended;
            }
        }
    }
}
