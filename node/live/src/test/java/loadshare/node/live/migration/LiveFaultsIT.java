package loadshare.node.live.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.MigrationOutcome;
import loadshare.migration.strategy.DemandPaging;
import loadshare.migration.strategy.SpriteMigration;
import loadshare.migration.strategy.StopAndCopy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hosts dying in the middle of a live migration, each actor system of a fresh cluster in this JVM: a target that
 * dies before commit leaves the VM on the source, nothing lost; a source that dies while a demand-paged VM still
 * faults from it loses the VM; a source that dies after a Sprite migration committed does not matter, the VM
 * completes from the file server.
 */
@Timeout(120)     // above the tests' 60 s allowance for an actor system to stop (application.conf)
class LiveFaultsIT {

    private static final long MIB = 1 << 20;

    @Test
    void theTargetDiesBeforeCommit_theVmResumesOnTheSource_nothingLost() throws Exception {
        try (LiveHosts hosts = new LiveHosts(2)) {
            TestProbe<TargetEvent> events = hosts.kit(1).createTestProbe(TargetEvent.class);
            // one 4 KiB page per chunk, one chunk in flight: the copy takes seconds, the target dies during it
            TransferSettings slow = TransferSettings.DEFAULT.withChunk(4096, 1);
            ActorRef<PageTransferMessage> target = hosts.kit(1).spawn(
                    MigrationTarget.create(EmulatedHost.of("target", 64 * MIB), events.ref(), slow), "target");
            VirtualMachine vm = LiveMigration.boot("vm", VmSpec.of(32 * MIB, 4 * MIB, 8 * MIB), 1);
            var migration = LiveMigration.migrate(hosts.kit(0).system(), vm, StopAndCopy.NAME,
                    LiveHosts.remote(hosts.kit(0), hosts.kit(1), target), null, slow, Duration.ZERO, 1).toCompletableFuture();
            events.expectMessageClass(TargetEvent.Admitted.class, Duration.ofSeconds(20));
            hosts.kit(1).stop(target, Duration.ofSeconds(10));  // the target host's hypervisor dies with its system
            hosts.kit(1).system().terminate();

            LiveMigrationReport r = migration.get(30, TimeUnit.SECONDS);
            assertInstanceOf(MigrationOutcome.Aborted.class, r.outcome(), r.toString());
            assertEquals(VirtualMachine.Status.RUNNING, vm.status());
            assertEquals(vm.spec().pages(), vm.residentPages());
            assertEquals(r.digestBefore(), vm.digest(), "the VM on the source is the VM that froze");
            assertTrue(r.bytesMoved() > 0 && r.bytesMoved() < vm.spec().sizeBytes(), "it died mid-copy: " + r);
        }
    }

    @Test
    void theSourceDiesWhileTheVmStillFaultsFromIt_theVmIsLost() throws Exception {
        try (LiveHosts hosts = new LiveHosts(2)) {
            TestProbe<TargetEvent> events = hosts.kit(1).createTestProbe(TargetEvent.class);
            // 2,048 faults, one round trip each, then the other 14,336 pages one at a time: seconds of dependency
            TransferSettings slow = TransferSettings.DEFAULT.withChunk(4096, 1);
            ActorRef<PageTransferMessage> target = hosts.kit(1).spawn(MigrationTarget.create(
                    EmulatedHost.of("target", 128 * MIB), events.ref(), slow), "target");
            VirtualMachine vm = LiveMigration.boot("vm", VmSpec.of(64 * MIB, 8 * MIB, 8 * MIB), 2);
            LiveMigration.migrate(hosts.kit(0).system(), vm, DemandPaging.NAME,
                    LiveHosts.remote(hosts.kit(0), hosts.kit(1), target), null, slow, Duration.ZERO, 2);
            events.expectMessageClass(TargetEvent.Admitted.class, Duration.ofSeconds(20));
            events.expectMessageClass(TargetEvent.Resumed.class, Duration.ofSeconds(20));
            hosts.kit(0).system().terminate();

            TargetEvent.Ended ended = events.expectMessageClass(TargetEvent.Ended.class, Duration.ofSeconds(30));
            assertInstanceOf(MigrationOutcome.Lost.class, ended.outcome(), ended.toString());
            assertTrue(((MigrationOutcome.Lost) ended.outcome()).reason().contains("residual dependency"), ended.toString());
        }
    }

    @Test
    void theSourceDiesAfterASpriteCommit_theVmCompletesItsPagesFromTheFileServer() throws Exception {
        try (LiveHosts hosts = new LiveHosts(3)) {
            TestProbe<TargetEvent> events = hosts.kit(1).createTestProbe(TargetEvent.class);
            ActorRef<PageTransferMessage> target = hosts.kit(1).spawn(MigrationTarget.create(
                    EmulatedHost.of("target", 64 * MIB), events.ref(), TransferSettings.DEFAULT), "target");
            ActorRef<PageTransferMessage> fileServer =
                    hosts.kit(2).spawn(LiveFileServer.create(TransferSettings.DEFAULT), "fs");
            // the target's page faults wait at the gate until the source is gone
            ActorRef<PageTransferMessage> gate = hosts.kit(2).spawn(PageServerGate.create(fileServer), "gate");
            VirtualMachine vm = LiveMigration.boot("vm", VmSpec.of(16 * MIB, 4 * MIB, 16 * MIB), 3);
            var migration = LiveMigration.migrate(hosts.kit(0).system(), vm, SpriteMigration.NAME,
                    LiveHosts.remote(hosts.kit(0), hosts.kit(1), target), LiveHosts.remote(hosts.kit(0), hosts.kit(2), gate),
                    TransferSettings.DEFAULT, Duration.ofMillis(300), 3).toCompletableFuture();
            events.expectMessageClass(TargetEvent.Admitted.class, Duration.ofSeconds(20));
            events.expectMessageClass(TargetEvent.Resumed.class, Duration.ofSeconds(20));
            var source = hosts.kit(0).system();
            source.terminate();
            // On a busy machine, in a whole mvn verify, the source's coordinated shutdown has taken over 60 s (its
            // cluster-exiting phase timing out, earlier tests' systems still stopping). What is checked below does not
            // wait for it: after the commit the target takes its pages only from the file server, through the gate.
            try {
                source.getWhenTerminated().toCompletableFuture().get(60, TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                System.out.println("the source's actor system was still stopping after 60 s; the test goes on");
            }
            assertTrue(!migration.isDone() || migration.isCompletedExceptionally(), "a dying source reports no outcome");
            gate.tell(new PageServerGate.Open());

            TargetEvent.Ended ended = events.expectMessageClass(TargetEvent.Ended.class, Duration.ofSeconds(40));
            assertInstanceOf(MigrationOutcome.Completed.class, ended.outcome(), ended.toString());
            assertEquals(vm.spec().pages(), ended.arrived().residentPages());
            assertEquals(VirtualMachine.Status.RUNNING, ended.arrived().status());
        }
    }
}
