package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.SettingsException;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/**
 * The heap estimate refuses a model that cannot fit the given max heap, in one line naming where nodes was set and
 * how many nodes would fit, and lets through what fits. The byte figures are checked against measurements in
 * {@link HeapEstimate}'s comment; here the formula and the message.
 */
class HeapEstimateTest {

    private static final long GB = 1L << 30;

    private static ExperimentSettings quickstart(String... sets) {
        return ExperimentLoader.load("quickstart", List.of(sets));
    }

    private static String refusal(ExperimentSettings s, long maxHeap, int cores) {
        var policies = new ExperimentRunner(PolicyRegistry.standard()).resolve(s);
        return assertThrows(SettingsException.class, () -> HeapEstimate.require(s, policies, maxHeap, cores)).getMessage();
    }

    private static void fits(ExperimentSettings s, long maxHeap, int cores) {
        var policies = new ExperimentRunner(PolicyRegistry.standard()).resolve(s);
        assertDoesNotThrow(() -> HeapEstimate.require(s, policies, maxHeap, cores));
    }

    @Test
    void stableSymmetric_at200000Nodes_isRefused_sayingWhatFitsIn4GB() {
        ExperimentSettings s = quickstart("nodes=200000", "policies=[{name=none}, {name=stable-symmetric}]");
        assertEquals("--set nodes=200000: loadshare.experiment.nodes = 200000: with stable-symmetric the model needs "
                + "about 597 GB of heap (its view of every other node grows as N², 8 bytes an entry on every node, "
                + "2 runs at once); this JVM has 4.0 GB: at most ~18,000 nodes fit (or raise -Xmx via "
                + "LOADSHARE_JAVA_OPTS, or set run.threads = 1)", refusal(s, 4 * GB, 2));
    }

    @Test
    void theNodesThatFit_doFit_andTwiceAsManyDoNot() {
        long heap = 4 * GB;
        int fit = (int) HeapEstimate.maxNodes(heap * HeapEstimate.USABLE,
                HeapEstimate.NODE + HeapEstimate.CPU, 4, 2, 40);
        fits(quickstart("nodes=" + fit, "policies=[{name=stable-symmetric}]", "workload.loads=[0.5,0.7,0.8,0.9]",
                "run.replications=5"), heap, 2);
        refusal(quickstart("nodes=" + 2 * fit, "policies=[{name=stable-symmetric}]"), heap, 2);
    }

    @Test
    void oneThread_fitsMoreNodes_andTheHintLeavesOutThreads() {
        ExperimentSettings s = quickstart("nodes=200000", "policies=[{name=v-system}]", "run.threads=1");
        String message = refusal(s, 4 * GB, 8);
        assertTrue(message.contains("with v-system the model needs about 336 GB of heap (its view of every other "
                + "node grows as N², 9 bytes an entry on every node); this JVM has 4.0 GB: at most ~17,000 nodes fit "
                + "(or raise -Xmx via LOADSHARE_JAVA_OPTS)"), message);
    }

    @Test
    void senderThreshold_keepsAViewOnlyWhenItBroadcasts() {
        fits(quickstart("nodes=100000", "policies=[{name=sender-threshold}]"), 4 * GB, 2);
        String message = refusal(quickstart("nodes=100000", "policies=[{name=sender-threshold, information=periodic}]"),
                4 * GB, 2);
        assertTrue(message.contains("with sender-threshold the model needs about"), message);
    }

    @Test
    void aPolicyWithoutAView_isLimitedByItsNodes_only() {
        fits(quickstart("nodes=1000000", "policies=[{name=none}]"), 8 * GB, 2);
        String message = refusal(quickstart("nodes=1000000", "policies=[{name=none}]"), GB / 2, 2);
        assertTrue(message.contains(": loadshare.experiment.nodes = 1000000: the model needs about 2.6 GB of heap "
                + "(about 896 bytes a node, 2 runs at once); this JVM has 512 MB: at most ~100,000 nodes fit"), message);
    }

    /** What -Xmx2g gives the parallel collector's JVM as its max heap (Runtime.maxMemory, the survivor space less). */
    private static final long XMX2G = 1820L << 20;

    @Test
    void aMillionNodes_withoutAView_fitA2GBHeap_oneRunAtATime_butNotA1GBOne_whichSaysWhatFits() {
        for (String policy : List.of("none", "power-of-d", "sender-threshold", "receiver-threshold")) {
            fits(quickstart("nodes=1000000", "policies=[{name=" + policy + "}]", "workload.loads=[0.9]",
                    "run.replications=1", "run.threads=1"), XMX2G, 2);
        }
        String message = refusal(quickstart("nodes=1000000", "policies=[{name=none}]", "workload.loads=[0.9]",
                "run.replications=1", "run.threads=1"), GB, 2);
        assertTrue(message.endsWith(": loadshare.experiment.nodes = 1000000: the model needs about 964 MB of heap "
                + "(about 896 bytes a node); this JVM has 1.0 GB: at most ~680,000 nodes fit (or raise -Xmx via "
                + "LOADSHARE_JAVA_OPTS)"), message);
    }

    @Test
    void bundledExperiments_fitTheDefaultHeapOfASmallMachine() {
        for (String name : ExperimentLoader.bundledNames()) {
            fits(ExperimentLoader.load(name, List.of()), GB / 2, 2);
        }
    }

    @Test
    void size_isInPowersOf1024_asXmxCounts() {
        assertEquals("4.0 GB", HeapEstimate.size(4.0 * GB));
        assertEquals("895 GB", HeapEstimate.size(894.6 * GB));
        assertEquals("1.1 KB", HeapEstimate.size(1152));
        assertEquals("512 MB", HeapEstimate.size(GB / 2));
    }

    @Test
    void sessionAffinity_atAMillionNodes_countsItsHashRings_andFitsWithFewerPoints() {
        String dispatched = "workload { arrivals-at = dispatcher, sessions = 1000 }";
        String message = refusal(quickstart("nodes=1000000", "policies=[{name=none}]", "workload.loads=[0.9]",
                "run.replications=1", dispatched, "dispatch.policy=session-affinity"), 2 * GB, 2);
        assertTrue(message.contains("the model needs about 2.1 GB of heap (about 2.0 KB a node, 1.2 KB of it "
                + "session-affinity's hash ring: dispatch.virtual-nodes = 100 points of 12 bytes a node on each of 1 "
                + "dispatcher); this JVM has 2.0 GB: at most ~630,000 nodes fit"), message);
        fits(quickstart("nodes=1000000", "policies=[{name=none}]", "workload.loads=[0.9]", "run.replications=1",
                dispatched, "dispatch.policy=session-affinity", "dispatch.virtual-nodes=20"), 2 * GB, 2);
        // ten dispatchers keep ten rings
        refusal(quickstart("nodes=1000000", "policies=[{name=none}]", "workload.loads=[0.9]", "run.replications=1",
                dispatched, "dispatch.policy=session-affinity", "dispatch.virtual-nodes=20", "dispatch.dispatchers=10"),
                2 * GB, 2);
        // the other dispatch policies keep no ring
        fits(quickstart("nodes=1000000", "policies=[{name=none}]", "workload.loads=[0.9]", "run.replications=1",
                dispatched, "dispatch.policy=power-of-d"), 2 * GB, 2);
    }
}
