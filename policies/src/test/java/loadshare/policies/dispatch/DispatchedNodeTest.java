package loadshare.policies.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import loadshare.config.DispatchSettings;
import loadshare.config.SettingsException;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.coordinator.CentralDispatcher;
import loadshare.policies.ClusterShape;
import loadshare.policies.testing.FakeNode;
import loadshare.protocol.DispatchMessage.DepartureReport;
import loadshare.protocol.DispatchMessage.DispatchRequest;
import loadshare.protocol.DispatchMessage.Forward;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

class DispatchedNodeTest {

    private static final DispatchSettings ON = new DispatchSettings(true, 0, "random", 1, 2, List.of(), 100);

    @Test
    void aNewJob_goesToTheDispatcher_aForwardedOne_runsHere_andADepartureIsReported() {
        FakeNode node = new FakeNode(1, 3, 1).withCoordinator(3);
        DispatchedNode policy = new DispatchedNode(new NoSharing());
        Job job = new Job(9, 1, 0, 1, 0);
        policy.onJobArrival(job, node);
        assertEquals(List.of(new DispatchRequest(job)), node.sent(DispatchRequest.class));
        assertEquals(List.of(3), node.sentTo());
        assertTrue(policy.onMessage(3, new Forward(new Job(4, 0, 0, 1, 0)), node));
        assertEquals(1, node.load(), "the forwarded job is the node's own policy's: none runs it here");
        policy.onJobDeparture(job, node);
        assertEquals(List.of(new DepartureReport(1)), node.sent(DepartureReport.class));
    }

    @Test
    void jobsArrivingAtTheNodes_leaveThePolicyAsItIs() {
        ConfiguredPolicy none = node -> new NoSharing();
        assertEquals(none, Dispatching.around(none, DispatchSettings.NONE, new double[] {1}, 0));
        Policy behind = Dispatching.around(none, ON, new double[] {1, 1}, 0).forNode(0);
        assertTrue(behind instanceof DispatchedNode d && d.own() instanceof NoSharing);
    }

    @Test
    void aPolicyWithACoordinatorOfItsOwn_cannotSitBehindTheDispatcher() {
        ConfiguredPolicy central = new ConfiguredPolicy() {
            @Override
            public Policy forNode(int node) {
                return new NoSharing();
            }

            @Override
            public Optional<Coordinator> newCoordinator() {
                return Optional.of(new CentralDispatcher(new ClusterShape(2, 1)));
            }
        };
        SettingsException e = assertThrows(SettingsException.class,
                () -> Dispatching.around(central, ON, new double[] {1, 1}, 0));
        assertTrue(e.getMessage().contains("coordinator of its own"), e.getMessage());
    }
}
