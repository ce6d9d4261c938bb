package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DispatchSettingsTest {

    @TempDir
    Path dir;

    @Test
    void byDefault_jobsArriveAtTheNodes() {
        DispatchSettings d = load(experiment(dir, "  nodes = 4")).dispatch();
        assertFalse(d.dispatcher());
        assertEquals(DispatchSettings.NONE, d);
    }

    @Test
    void aOneNodeCluster_withoutADispatcher_isNotRefusedForTheDefaultD() {
        assertFalse(load(experiment(dir, "  nodes = 1")).dispatch().dispatcher());
    }

    @Test
    void aDispatcher_isReadWithItsPolicyAndParameters() {
        DispatchSettings d = load(experiment(dir, "  nodes = 4", "  workload { arrivals-at = dispatcher, sessions = 50 }",
                "  dispatch { policy = power-of-d, dispatchers = 3, d = 3, weights = [1, 2], virtual-nodes = 7 }")).dispatch();
        assertEquals(new DispatchSettings(true, 50, "power-of-d", 3, 3, List.of(1.0, 2.0), 7), d);
        assertEquals(2.0, d.weight(3), "weights repeat over the nodes");
    }

    @Test
    void anUnknownPolicy_isRejected_withTheValidOnes() {
        Path file = experiment(dir, "  dispatch.policy = fastest");
        assertEquals(at(file, 2) + "loadshare.experiment.dispatch.policy = \"fastest\": a dispatch policy is one of: "
                + "random, round-robin, weighted-round-robin, least-loaded, power-of-d, session-affinity", rejection(file));
    }

    @Test
    void badArrivalsAt_dispatchers_d_weights_andVirtualNodes_areRejected() {
        Path file = experiment(dir, "  workload.arrivals-at = balancer");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.arrivals-at = \"balancer\": jobs arrive at one of: "
                + "nodes, dispatcher", rejection(file));
        file = experiment(dir, "  dispatch.dispatchers = 0");
        assertEquals(at(file, 2) + "loadshare.experiment.dispatch.dispatchers = 0: dispatchers must be in 1..1000",
                rejection(file));
        file = experiment(dir, "  nodes = 5", "  workload.arrivals-at = dispatcher", "  dispatch.d = 6");
        assertEquals(at(file, 4) + "loadshare.experiment.dispatch.d = 6: d must be in 1..nodes (5)", rejection(file));
        file = experiment(dir, "  dispatch.weights = [1, 0]");
        assertEquals(at(file, 2) + "loadshare.experiment.dispatch.weights[1] = 0: a weight must be a positive number",
                rejection(file));
        file = experiment(dir, "  dispatch.virtual-nodes = 0");
        assertTrue(rejection(file).endsWith("virtual-nodes must be in 1..10000"), rejection(file));
    }

    @Test
    void sessionAffinity_withoutSessions_isRejected() {
        Path file = experiment(dir, "  workload.arrivals-at = dispatcher", "  dispatch.policy = session-affinity");
        assertTrue(rejection(file).contains("loadshare.experiment.workload.sessions = 0: session-affinity needs jobs "
                + "in sessions"), rejection(file));
    }
}
