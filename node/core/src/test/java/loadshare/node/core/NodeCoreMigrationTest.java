package loadshare.node.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import loadshare.config.CostSettings;
import loadshare.hardware.host.Host;
import loadshare.node.migration.Migrator;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.MigrationMessage.MigrationRefused;
import loadshare.protocol.MigrationMessage.VmMigration;
import loadshare.protocol.NodeMessage;
import org.junit.jupiter.api.Test;

/** Process migration in the pure core: which running job may move, how it moves, admission at the target. */
class NodeCoreMigrationTest {

    /** VMs of 100 bytes on hosts of 250 bytes; 1 s to move, 0.5 s of pre-copy, 0.1 s frozen, 0.2 s of stalls. */
    private static final class FixedMigrator implements Migrator {
        @Override
        public String strategy() {
            return "fixed";
        }

        @Override
        public long memoryBytes() {
            return 250;
        }

        @Override
        public long vmBytes(Job job) {
            return 100;
        }

        @Override
        public double expectedCost(Job job) {
            return 1.0;
        }

        @Override
        public Migration migrate(Job job, int from, int to, double age, double remaining, double now) {
            return new Migration("fixed", 0.5, 0.1, 0.2, 0.6, 100, 3, 0, 0, 0);
        }
    }

    private final RecordingEffects effects = new RecordingEffects();
    private final List<NodeMessage> seenByPolicy = new ArrayList<>();

    /** Keeps every job and records the messages it is given. */
    private final Policy keep = new Policy() {
        @Override
        public void onJobArrival(Job job, NodeContext node) {
            node.runLocally(job);
        }

        @Override
        public boolean onMessage(int from, NodeMessage message, NodeContext node) {
            seenByPolicy.add(message);
            if (message instanceof JobTransfer t) {
                node.runLocally(t.job());
            }
            return true;
        }
    };

    private NodeCore core(int self, double speed) {
        return new NodeCore(NodeSetup.of(self, 3, -1, new Host(1, speed), new CostSettings(0, 0, 0.25), keep,
                new SplittableRandom(1), effects).withMigrator(new FixedMigrator()));
    }

    @Test
    void aRunningJob_isACandidateOnlyOnceItsAgeIsWorthTheMigration() {
        NodeCore core = core(0, 1.0);
        core.onJobArrived(0.0, new Job(1, 0, 0.0, 10.0, 0));
        core.onJobArrived(0.5, new Job(2, 0, 0.5, 1.0, 0));
        assertNull(core.migrationCandidate(2.0), "age 0.5 < 2 x 1 s of migration");
        core.onJobArrived(2.5, new Job(3, 0, 2.5, 1.0, 0));
        Job candidate = core.migrationCandidate(2.0);
        assertEquals(1, candidate.id(), "the running job, aged 2.5");
        assertNull(core.migrationCandidate(2.0), "a candidate is handed out once");
        assertTrue(core.withdraw(candidate), "it still runs here");
        core.runLocally(candidate);
        assertEquals(3, core.load(), "keeping a candidate does not run it twice");
    }

    @Test
    void migratingARunningJob_keepsItsCpuThroughPreCopy_thenSendsTheFrozenVm() {
        NodeCore core = core(0, 2.0);
        core.onJobArrived(0.0, new Job(1, 0, 0.0, 20.0, 0)); // 10 s on this host
        core.onTimer(4.0, 0);
        Job candidate = core.migrationCandidate(1.0);
        core.transfer(candidate, 2, 7, 1.0);

        assertEquals(List.of(0), effects.cancelled, "the job's own service stopped");
        assertEquals(1, effects.migrations.size());
        RecordingEffects.Delayed sent = effects.delayed.get(0);
        assertEquals(2, sent.to());
        assertEquals(0.6, sent.delay(), 1e-12, "pre-copy 0.5 s, then 0.1 s frozen");
        VmMigration vm = (VmMigration) sent.message();
        assertEquals(7, vm.negotiation());
        assertEquals(100, vm.vmBytes());
        assertEquals(0.2, vm.stall());
        assertEquals((6.0 - 0.5) * 2.0, vm.job().demand(), 1e-12, "6 s left, 0.5 s of it ran during pre-copy");
        assertEquals(1, vm.job().transfers());
        // Pre-copy (0.5 s at speed 2 = 1.0 work) and costs.migration (0.25) run as overhead on the freed CPU.
        assertEquals((1.0 + 0.25) / 2.0, effects.services.get(effects.services.size() - 1).duration(), 1e-12);
        assertEquals(0, core.load());
        assertEquals(0, core.heldVmBytes());
    }

    @Test
    void aJobThatWouldEndBeforeItsVmFroze_staysAndTheAskerGetsNoWork() {
        NodeCore core = core(0, 1.0);
        core.onJobArrived(0.0, new Job(1, 0, 0.0, 3.1, 0));
        core.onTimer(3.0, 0);
        core.transfer(core.migrationCandidate(0), 1, 9, 1.0);
        assertTrue(effects.delayed.isEmpty());
        assertEquals(new NoWork(9, 1.0), effects.sent.get(0).message());
        assertEquals(1, core.load());
    }

    @Test
    void aTargetWithRoom_resumesTheVmWithItsStallAsWork() {
        NodeCore target = core(1, 2.0);
        target.onMessage(1.0, 0, new VmMigration(new Job(1, 0, 0.0, 5.0, 1), 7, 3.0, 100, 0.2));
        JobTransfer t = (JobTransfer) seenByPolicy.get(0);
        assertEquals(5.0 + 0.2 * 2.0, t.job().demand(), 1e-12);
        assertEquals(7, t.negotiation());
        assertEquals(100, target.heldVmBytes());
    }

    @Test
    void aTargetWithoutRoom_refusesTheVm_andItsRequestEnds() {
        NodeCore target = core(1, 1.0);
        target.onJobArrived(0.0, new Job(10, 1, 0.0, 5.0, 0));
        target.onJobArrived(0.0, new Job(11, 1, 0.0, 5.0, 0));
        Job moving = new Job(1, 0, 0.0, 5.0, 1);
        target.onMessage(1.0, 0, new VmMigration(moving, 7, 3.0, 100, 0.2));
        MigrationRefused refused = (MigrationRefused) effects.sent.get(0).message();
        assertSame(moving, refused.job());
        assertTrue(refused.reason().contains("50 bytes of memory free; the VM needs 100"), refused.reason());
        assertEquals(List.of(new NoWork(7, 3.0)), seenByPolicy, "the receiver's request ends as if refused");
        assertEquals(2, target.load());
    }

    @Test
    void aRefusedVm_resumesOnItsSource() {
        NodeCore source = core(0, 1.0);
        Job back = new Job(1, 0, 0.0, 4.0, 1);
        source.onMessage(2.0, 1, new MigrationRefused(back, "full"));
        assertEquals(1, effects.refused);
        assertEquals(1, source.load());
        assertEquals(4.0, effects.services.get(0).duration());
        assertFalse(seenByPolicy.contains(back));
    }
}
