package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The hierarchical fair-share scheduler on the command line: listed by {@code loadshare policies}, its experiment
 * validates, and bad input is one line naming the key and what is wrong, exit status 2.
 */
class FairShareTreeCliTest {

    @Test
    void policies_listsIt_withItsParameters() {
        CliRunner r = CliRunner.run("policies");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("fair-share-tree"), r.out());
        assertTrue(r.out().contains("preemption-timeout"), r.out());
    }

    @Test
    void theBundledExperiment_validates() {
        CliRunner r = CliRunner.run("validate", "fair-share-tree");
        assertEquals(0, r.status(), r.err());
    }

    @Test
    void badTrees_badBursts_andAWorkloadWithoutClasses_areOneLineEach() {
        rejected("policy 'fair-share-tree': queues = \"prod: 0.6 { web: 0.5, batch: 0.6 }, dev: 0.4\": at character "
                        + "13: the shares under 'prod' add up to 1.1, more than 1",
                "validate", "fair-share-tree", "--set", "policies=[{name=fair-share-tree, "
                        + "queues=\"prod: 0.6 { web: 0.5, batch: 0.6 }, dev: 0.4\"}]");
        rejected("policy 'fair-share-tree' queue tree has no leaf for job class 'alice': every class of "
                        + "workload.job-classes must be a leaf of the queues",
                "validate", "fair-share-tree", "--set", "policies=[{name=fair-share-tree, "
                        + "queues=\"web: 0.5, batch: 0.2, bob: 0.2\"}]");
        rejected("policy 'fair-share-tree' runs job classes as the leaves of its queue tree: give "
                        + "workload.job-classes (and no workload.trace)",
                "validate", "quickstart", "--set", "policies=[{name=fair-share-tree, queues=\"a: 1\"}]");
        rejected("burst-length needs a burst-period > 0", "validate", "fair-share-tree", "--set",
                "workload.job-classes=[{name=web, share-of-arrivals=1, processors=1, memory=0, run-time=1, "
                        + "burst-length=60}]", "--set", "policies=[{name=fair-share-tree, queues=\"web: 1\"}]");
    }
}
