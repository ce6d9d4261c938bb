package loadshare.node.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.DispatchSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.NetworkSettings;
import loadshare.node.theory.DispatchTheory;
import loadshare.policies.dispatch.NodeQueue;
import org.junit.jupiter.api.Test;

/**
 * The exact reference behind a dispatcher comes from the queue the dispatch policy's entry names: random's M/M/1
 * with any number of dispatchers, round robin's E_N/M/1 with one, nothing for the others.
 */
class DispatchersTest {

    private static double exactMean(String policy, int dispatchers, String nodePolicy) {
        ExperimentSettings s = TestExperiments.exponential(4, List.of(0.8), 1000, 100, 1, nodePolicy)
                .withDispatch(new DispatchSettings(true, 0, policy, dispatchers, 2, List.of(), 100))
                .withNetwork(new NetworkSettings(0.1));
        return Dispatchers.exactMean(s, nodePolicy, 0.8);
    }

    @Test
    void random_isMM1_plusTwoHops_withAnyNumberOfDispatchers() {
        assertEquals(0.2 + DispatchTheory.randomResponseTime(0.8, 1), exactMean("random", 1, "none"));
        assertEquals(0.2 + DispatchTheory.randomResponseTime(0.8, 1), exactMean("random", 3, "none"));
    }

    @Test
    void roundRobin_isErlangNM1_withOneDispatcherOnly() {
        assertEquals(0.2 + DispatchTheory.roundRobinResponseTime(4, 0.8, 1), exactMean("round-robin", 1, "none"));
        assertTrue(Double.isNaN(exactMean("round-robin", 2, "none")));
    }

    @Test
    void theOtherDispatchPolicies_andSharingPolicies_haveNoExactMean() {
        for (String policy : List.of("weighted-round-robin", "least-loaded", "power-of-d", "session-affinity")) {
            assertTrue(Double.isNaN(exactMean(policy, 1, "none")), policy);
        }
        assertTrue(Double.isNaN(exactMean("random", 1, "sender-threshold")));
    }

    @Test
    void everyNodeQueue_hasItsFormula() {
        assertEquals(DispatchTheory.randomResponseTime(0.5, 1), Dispatchers.responseTime(NodeQueue.M_M_1, 4, 0.5, 1));
        assertEquals(DispatchTheory.roundRobinResponseTime(4, 0.5, 1),
                Dispatchers.responseTime(NodeQueue.E_N_M_1, 4, 0.5, 1));
    }
}
