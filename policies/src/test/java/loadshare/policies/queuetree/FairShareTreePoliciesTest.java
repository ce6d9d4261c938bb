package loadshare.policies.queuetree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/** The {@code fair-share-tree} policy's tree and parameters: the guarantees, and one line for each mistake. */
class FairShareTreePoliciesTest {

    private static final String TREE = "prod: 0.6 { web: 0.5, batch: 0.5 }, dev: 0.4 { alice: 0.5, bob: 0.5 }";

    private static FairShareTreePolicy policy(String parameters) {
        return (FairShareTreePolicy) PolicyRegistry.standard()
                .resolve(new PolicySpec("fair-share-tree", ConfigFactory.parseString(parameters), "fair-share-tree",
                        "x.conf:3"))
                .configure(new ClusterShape(4, 2));
    }

    private static String error(String queues) {
        String message = assertThrows(SettingsException.class,
                () -> policy("queues = \"" + queues + "\"")).getMessage();
        return message.substring(message.indexOf("policy 'fair-share-tree'"));
    }

    @Test
    void theTree_givesEachQueueTheProductOfTheSharesAboveIt() {
        QueueTree tree = QueueTree.parse(TREE);
        assertEquals(List.of("root", "prod", "web", "batch", "dev", "alice", "bob"),
                tree.nodes().stream().map(QueueTree.Node::name).toList());
        assertEquals(List.of(2, 3, 5, 6), tree.leaves());
        assertEquals(0.3, tree.node(2).guarantee(), 1e-12);
        assertEquals(0.3, tree.node(3).guarantee(), 1e-12);
        assertEquals(0.2, tree.node(5).guarantee(), 1e-12);
        assertEquals(0.4, tree.node(4).guarantee(), 1e-12);
        assertEquals(4, tree.node(6).parent());
        // one level, and siblings leaving part of their parent to nobody
        QueueTree flat = QueueTree.parse("a:0.5,b:0.25");
        assertEquals(0.25, flat.node(2).guarantee(), 1e-12);
    }

    @Test
    void badTrees_areOneLineEach_withTheirPosition() {
        assertEquals("policy 'fair-share-tree': queues = \"a: 0.7, b: 0.4\": at character 1: the top-level "
                + "shares add up to 1.1, more than 1", error("a: 0.7, b: 0.4"));
        assertEquals("policy 'fair-share-tree': queues = \"g: 1 { a: 0.7, b: 0.4 }\": at character 8: the "
                + "shares under 'g' add up to 1.1, more than 1", error("g: 1 { a: 0.7, b: 0.4 }"));
        assertEquals("policy 'fair-share-tree': queues = \"a: 1.5\": at character 4: the share of 'a' must be "
                + "in (0, 1], not 1.5", error("a: 1.5"));
        assertEquals("policy 'fair-share-tree': queues = \"a: 0\": at character 4: the share of 'a' must be "
                + "in (0, 1], not 0", error("a: 0"));
        assertEquals("policy 'fair-share-tree': queues = \"a: x\": at character 4: the share of 'a' is not a "
                + "number: 'x'", error("a: x"));
        assertEquals("policy 'fair-share-tree': queues = \"a 0.5\": at character 3: expected ':' and a share "
                + "after 'a'", error("a 0.5"));
        assertEquals("policy 'fair-share-tree': queues = \"a: 0.5, a: 0.5\": at character 9: 'a' is named twice "
                + "(a job class is one leaf, and every queue's name is unique)", error("a: 0.5, a: 0.5"));
        assertEquals("policy 'fair-share-tree': queues = \"g: 0.5 { a: 1 }, h: 0.5 { a: 1 }\": at character 27: "
                + "'a' is named twice (a job class is one leaf, and every queue's name is unique)",
                error("g: 0.5 { a: 1 }, h: 0.5 { a: 1 }"));
        assertEquals("policy 'fair-share-tree': queues = \"g: 0.5 { }\": at character 10: 'g' has braces but no "
                + "queue in them", error("g: 0.5 { }"));
        assertEquals("policy 'fair-share-tree': queues = \"g: 0.5 { a: 1\": at character 14: the '{' after 'g' "
                + "is never closed", error("g: 0.5 { a: 1"));
        assertEquals("policy 'fair-share-tree': queues = \"a: 0.5 }\": at character 8: expected ',' or the end, "
                + "not '}'", error("a: 0.5 }"));
        assertEquals("policy 'fair-share-tree': queues = \"a: 0.5,\": at character 8: expected a queue name, not "
                + "the end", error("a: 0.5,"));
    }

    @Test
    void theTimeout_isAtLeastZero() {
        String message = assertThrows(SettingsException.class,
                () -> policy("queues = \"a: 1\", preemption-timeout = -1")).getMessage();
        assertEquals("policy 'fair-share-tree': preemption-timeout = -1.0: must be >= 0.0",
                message.substring(message.indexOf("policy 'fair-share-tree'")));
    }

    @Test
    void theLeaves_areExactlyTheJobClasses() {
        FairShareTreePolicy p = policy("queues = \"" + TREE + "\"");
        assertNull(p.jobClassesProblem(List.of("web", "batch", "alice", "bob")));
        assertNull(p.jobClassesProblem(List.of("bob", "alice", "batch", "web")));
        assertEquals("queue tree has a leaf 'bob', which is no job class of workload.job-classes (it has web, "
                + "batch, alice)", p.jobClassesProblem(List.of("web", "batch", "alice")));
        assertEquals("queue tree has no leaf for job class 'carol': every class of workload.job-classes must be "
                + "a leaf of the queues", p.jobClassesProblem(List.of("web", "batch", "alice", "bob", "carol")));
        assertEquals("queue tree has a leaf 'web', which is no job class of workload.job-classes (it has prod, "
                + "batch, alice, bob)", p.jobClassesProblem(List.of("prod", "batch", "alice", "bob")));
        assertNull(p.workloadProblem(false, true));
        assertEquals("runs job classes as the leaves of its queue tree: give workload.job-classes (and no "
                + "workload.trace)", p.workloadProblem(true, false));
    }

    @Test
    void withoutATree_everyJobClassIsALeafWithAnEqualShare() {
        FairShareTreePolicy p = policy("");
        assertNull(p.jobClassesProblem(List.of("x", "y", "z")));
        FairShareTreeScheduler s = p.newScheduler(3, 1, 0, List.of(new loadshare.config.JobClass("x", 0.5, 0, 1, 1, 0,
                0, 1), new loadshare.config.JobClass("y", 0.5, 0, 1, 1, 0, 0, 1)));
        assertEquals(0.5, s.figures().extra().get("x.guarantee"), 1e-12);
        assertEquals(0.5, s.figures().extra().get("y.guarantee"), 1e-12);
    }
}
