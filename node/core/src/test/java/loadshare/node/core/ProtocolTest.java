package loadshare.node.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.SplittableRandom;
import loadshare.config.CostSettings;
import loadshare.config.PolicySpec;
import loadshare.hardware.host.Host;
import loadshare.migration.strategy.MigrationStrategy;
import loadshare.migration.strategy.StopAndCopy;
import loadshare.node.migration.VmMigrator;
import loadshare.node.run.TestExperiments;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyRegistry;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.Probe;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import loadshare.protocol.MigrationMessage.VmMigration;
import org.junit.jupiter.api.Test;

/** The probing protocol through a real NodeCore and a registry policy, message by message. */
class ProtocolTest {

    private final RecordingEffects effects = new RecordingEffects();

    private NodeCore node(String policy, String parameters, CostSettings costs) {
        var resolved = PolicyRegistry.standard().resolve(
                new PolicySpec(policy, ConfigFactory.parseString(parameters), policy, "test"));
        var configured = resolved.configure(new ClusterShape(5, 1));
        return new NodeCore(NodeSetup.of(0, 5, -1, new Host(1, 1.0), costs, configured.forNode(0), new SplittableRandom(3),
                effects));
    }

    private static Job job(long id) {
        return new Job(id, 0, 0, 1.0, 0);
    }

    @Test
    void senderThreshold_probesOneAfterAnother_andSendsToTheFirstReceiver() {
        NodeCore core = node("sender-threshold", "probe-limit = 2", new CostSettings(0.01, 0, 0));
        core.onJobArrived(0, job(1));                       // runs: not a sender
        assertTrue(effects.sent.isEmpty());
        core.onJobArrived(0, job(2));                       // holds 1 already: a sender
        Probe first = (Probe) effects.sent.get(0).message();
        assertEquals(2.0, first.load(), "the probe tells the prober's load (the new job waits here meanwhile)");
        int firstTarget = effects.sent.get(0).to();

        assertTrue(core.onMessage(0, firstTarget, new ProbeReply(first.negotiation(), 1.0)));   // busy: next
        assertEquals(2, effects.sent.size());
        int second = effects.sent.get(1).to();
        assertTrue(second != firstTarget);
        assertTrue(core.onMessage(0, second, new ProbeReply(first.negotiation(), 0.0)));        // idle: send
        JobTransfer moved = (JobTransfer) effects.sent.get(2).message();
        assertEquals(2, moved.job().id());
        assertEquals(second, effects.sent.get(2).to());
        assertEquals(1, core.load(), "job 2 left the queue");
        core.onServiceCompleted(1.0, 0);
        assertEquals(0.02, effects.services.get(1).duration(), 1e-12, "two probes cost CPU time, run after job 1");
    }

    @Test
    void aProbeReplyAfterItsNegotiationEnded_isIgnoredSafely() {
        NodeCore core = node("sender-threshold", "probe-limit = 1", new CostSettings(0, 0, 0));
        core.onJobArrived(0, job(1));
        core.onJobArrived(0, job(2));
        Probe probe = (Probe) effects.sent.get(0).message();
        int target = effects.sent.get(0).to();
        assertTrue(core.onMessage(0, target, new ProbeReply(probe.negotiation(), 3.0)));  // not a receiver: ends
        int sent = effects.sent.size();
        assertFalse(core.onMessage(0, target, new ProbeReply(probe.negotiation(), 0.0)), "late reply: not handled");
        assertFalse(core.onMessage(0, target, new ProbeReply(99, 0.0)), "unknown negotiation: not handled");
        assertEquals(sent, effects.sent.size(), "nothing sent, nothing moved");
        assertEquals(2, core.load());
    }

    @Test
    void aProbe_isAnsweredWithTheLoadAtTheTimeItArrives() {
        NodeCore core = node("sender-threshold", "", new CostSettings(0, 0, 0));
        core.onJobArrived(0, job(1));
        assertTrue(core.onMessage(0, 3, new Probe(7, 2.0)));
        assertEquals(new RecordingEffects.Sent(0, 3, new ProbeReply(7, 1.0)), effects.sent.get(0));
    }

    @Test
    void aWorkRequest_getsTheOldestWaitingJob_fromASender_andNoWorkOtherwise() {
        NodeCore core = node("receiver-threshold", "threshold = 1", new CostSettings(0, 0, 0));
        core.onJobArrived(0, job(1));
        assertTrue(core.onMessage(0, 4, new WorkRequest(5, 0.0)));
        assertInstanceOf(NoWork.class, effects.sent.get(0).message(), "holding 1 is not more than T = 1");
        core.onJobArrived(0, job(2));
        core.onJobArrived(0, job(3));
        core.onMessage(0, 4, new WorkRequest(6, 0.0));
        JobTransfer given = (JobTransfer) effects.sent.get(1).message();
        assertEquals(2, given.job().id(), "the job that waited longest");
        assertEquals(6, given.negotiation());
    }

    @Test
    void preemptive_givesItsOldestRunningJob_byMigratingItsVm() {
        var configured = PolicyRegistry.standard().resolve(new PolicySpec("receiver-threshold",
                ConfigFactory.parseString("threshold = 0, preemptive = true, min-ratio = 0, migration = stop-and-copy"),
                "receiver-threshold", "test")).configure(new ClusterShape(5, 1));
        assertEquals(java.util.Optional.of("stop-and-copy"), configured.migration().map(MigrationStrategy::name));
        NodeCore core = new NodeCore(NodeSetup.of(0, 5, -1, new Host(1, 1.0), new CostSettings(0, 0, 0.2),
                configured.forNode(0), new SplittableRandom(3), effects).withMigrator(new VmMigrator(new StopAndCopy(),
                TestExperiments.exponential(5, java.util.List.of(0.5), 1, 0, 1, "none"), 1)));
        core.onJobArrived(0, new Job(1, 0, 0, 4.0, 0));
        core.onMessage(1.0, 4, new WorkRequest(5, 0.0));
        VmMigration given = (VmMigration) effects.delayed.get(0).message();
        double frozen = effects.delayed.get(0).delay();
        assertEquals(64L << 20, given.vmBytes());
        assertEquals((64 << 20) / 125e6, frozen, 0.01, "stop-and-copy: the whole VM crosses while frozen");
        assertEquals(3.0, given.job().demand(), 1e-12, "one of four units of work was done");
        assertEquals(5, given.negotiation());
        assertEquals(java.util.List.of(0), effects.cancelled, "its completion was cancelled");
        assertEquals(0.2, effects.services.get(1).duration(), 1e-12, "the migration cost runs on the CPU");
        assertEquals(0, core.load());
    }

    @Test
    void aProbedNodeThatDies_isTreatedAsARefusal_soTheSearchGoesOn() {
        NodeCore core = node("sender-threshold", "probe-limit = 2", new CostSettings(0, 0, 0));
        core.onJobArrived(0, job(1));
        core.onJobArrived(0, job(2));
        int dead = effects.sent.get(0).to();
        core.onPeerDown(0.5, dead, java.util.List.of());
        assertEquals(2, effects.sent.size(), "the next candidate is probed");
        assertTrue(effects.sent.get(1).to() != dead);
        Probe second = (Probe) effects.sent.get(1).message();
        assertFalse(core.onMessage(0.6, dead, new ProbeReply(second.negotiation() + 1, 0.0)));
        core.onPeerDown(0.7, effects.sent.get(1).to(), java.util.List.of());
        assertEquals(2, effects.sent.size(), "the limit is reached: the job stays");
        assertEquals(2, core.load());
    }

    @Test
    void aReceiverWhoseDonorDies_asksTheNext() {
        NodeCore core = node("receiver-threshold", "probe-limit = 2", new CostSettings(0, 0, 0));
        core.onJobArrived(0, job(1));
        core.onServiceCompleted(1.0, 0);                    // idle: a receiver asks for work
        int asked = effects.sent.get(0).to();
        assertInstanceOf(WorkRequest.class, effects.sent.get(0).message());
        core.onPeerDown(1.5, asked, java.util.List.of());
        assertInstanceOf(WorkRequest.class, effects.sent.get(1).message());
        assertTrue(effects.sent.get(1).to() != asked);
    }
}
