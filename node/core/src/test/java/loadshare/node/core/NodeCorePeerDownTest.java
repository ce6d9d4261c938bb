package loadshare.node.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import loadshare.config.CostSettings;
import loadshare.hardware.host.Host;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/** The live runtime's inputs to the pure core: a peer gone, a job that could not be delivered. */
class NodeCorePeerDownTest {

    private final RecordingEffects effects = new RecordingEffects();

    /** Sends every job to node 1. */
    private static final Policy SEND_TO_ONE = new Policy() {
        @Override
        public void onJobArrival(Job job, NodeContext node) {
            node.transfer(job, 1, 0, 0.0);
        }
    };

    private NodeCore core() {
        return new NodeCore(NodeSetup.of(0, 3, -1, new Host(1, 1.0), new CostSettings(0, 0, 0), SEND_TO_ONE,
                new SplittableRandom(1), effects));
    }

    @Test
    void peerDown_givesTheJobsThatWereThere_toThePolicyAgain_keepingTheirArrivalTime() {
        NodeCore core = core();
        Job lost = new Job(5, 0, 2.0, 1.0, 1);
        core.onPeerDown(10.0, 2, List.of(lost));
        assertEquals(1, effects.sent.size());
        assertEquals(1, effects.sent.get(0).to());
        assertEquals(2.0, ((loadshare.protocol.JobTransfer) effects.sent.get(0).message()).job().arrivalTime());
    }

    @Test
    void undeliverableJob_runsHere() {
        NodeCore core = core();
        core.onUndeliverable(3.0, new Job(6, 0, 1.0, 2.0, 1));
        assertEquals(List.of(new RecordingEffects.Service(0, 0, 2.0)), effects.services);
        assertEquals(1, core.load());
    }
}
