package loadshare.policies.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import loadshare.config.DispatchSettings;
import org.junit.jupiter.api.Test;

class DispatchRegistryTest {

    private static DispatchSettings settings(String policy, int dispatchers) {
        return new DispatchSettings(true, 10, policy, dispatchers, 2, List.of(), 10);
    }

    @Test
    void theRegistry_listsEveryDispatchPolicy_andEachIsBuilt() {
        assertEquals(DispatchSettings.POLICIES, DispatchPolicies.ALL.stream().map(DispatchDescriptor::name).toList());
        for (String name : DispatchSettings.POLICIES) {
            DispatchSettings s = settings(name, 1);
            DispatchPolicy policy = DispatchPolicies.named(name).factory().create(s, new double[] {1, 2}, 0);
            assertTrue(policy.choose(0, new SplittableRandom(1)) >= 0);
        }
    }

    @Test
    void eachName_buildsItsOwnPolicy() {
        double[] weights = {1, 2, 1};
        List<String> built = DispatchSettings.POLICIES.stream()
                .map(name -> DispatchPolicies.named(name).factory().create(settings(name, 1), weights, 0))
                .map(policy -> policy.getClass().getSimpleName()).toList();
        assertEquals(List.of("RandomDispatch", "RoundRobinDispatch", "WeightedRoundRobinDispatch",
                "LeastLoadedDispatch", "PowerOfDDispatch", "SessionAffinityDispatch"), built);
    }

    @Test
    void severalRoundRobinDispatchers_startSpreadOverTheNodes() {
        DispatchDescriptor roundRobin = DispatchPolicies.named("round-robin");
        SplittableRandom random = new SplittableRandom(1);
        assertEquals(0, roundRobin.factory().create(settings("round-robin", 2), new double[4], 0).choose(-1, random));
        assertEquals(2, roundRobin.factory().create(settings("round-robin", 2), new double[4], 1).choose(-1, random));
    }

    @Test
    void theoryIsExact_forRandomAlways_andRoundRobinWithOneDispatcher_only() {
        assertEquals(Optional.of(NodeQueue.M_M_1), DispatchPolicies.named("random").exact());
        assertEquals(Optional.of(NodeQueue.E_N_M_1), DispatchPolicies.named("round-robin").exact());
        assertTrue(NodeQueue.M_M_1.holdsFor(1) && NodeQueue.M_M_1.holdsFor(5));
        assertTrue(NodeQueue.E_N_M_1.holdsFor(1));
        assertFalse(NodeQueue.E_N_M_1.holdsFor(2), "dispatchers starting at different nodes break the cycle");
        for (String name : List.of("weighted-round-robin", "least-loaded", "power-of-d", "session-affinity")) {
            assertEquals(Optional.empty(), DispatchPolicies.named(name).exact(), name);
        }
    }

    @Test
    void anUnknownName_isRefused_withTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DispatchPolicies.named("jsq"));
        assertTrue(e.getMessage().contains("known: [random, round-robin"), e.getMessage());
    }
}
