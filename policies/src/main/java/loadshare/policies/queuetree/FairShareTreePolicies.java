package loadshare.policies.queuetree;

import java.util.List;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;

/** The {@code fair-share-tree} policy of the registry: hierarchical fair share over a tree of queues. */
public final class FairShareTreePolicies {

    /** The tree {@code loadshare policies} names as an example. */
    static final String EXAMPLE = "prod: 0.6 { web: 0.5, batch: 0.5 }, dev: 0.4 { alice: 0.5, bob: 0.5 }";

    private FairShareTreePolicies() {
    }

    public static List<PolicyDescriptor> all() {
        return List.of(fairShareTree());
    }

    /** {@code { name = fair-share-tree, queues = "...", preemption-timeout = 300 }}. */
    static PolicyDescriptor fairShareTree() {
        return new PolicyDescriptor("fair-share-tree",
                "hierarchical fair share (Hadoop Fair and Capacity schedulers, YARN's queues): a tree of queues, "
                        + "each with a guaranteed share of its parent, whose leaves are the job classes; freed "
                        + "resources go down the tree to the queue furthest below its guarantee (dominant share "
                        + "over guarantee), a queue uses what idle queues leave (elastic), and a leaf below its "
                        + "guarantee with jobs waiting for preemption-timeout kills the newest jobs of queues above "
                        + "theirs, which are requeued (synthetic job classes only; a job runs on one node)",
                PolicyClass.DYNAMIC, "yes (preemption-timeout > 0: jobs of queues above their guarantee are killed "
                        + "and start over)",
                List.of(ParameterSpec.text("queues", "", "the tree: NAME: SHARE, a group's children in braces, "
                                + "e.g. \"" + EXAMPLE + "\"; each share in (0, 1] of its parent, siblings at most 1 "
                                + "together; the leaves are exactly the job classes; empty: one level, every job "
                                + "class an equal share"),
                        ParameterSpec.number("preemption-timeout", 300, 0, "model seconds a leaf waits below its "
                                + "guarantee with jobs waiting before it preempts jobs of queues above theirs; 0: no "
                                + "preemption")),
                FairShareTreePolicies::problem,
                (p, shape) -> new FairShareTreePolicy(p.string("queues").isBlank() ? null
                        : QueueTree.parse(p.string("queues")), p.number("preemption-timeout")));
    }

    private static String problem(PolicyParameters p) {
        String queues = p.string("queues");
        if (queues.isBlank()) {
            return null;    // one level of the job classes
        }
        try {
            QueueTree.parse(queues);
            return null;
        } catch (IllegalArgumentException e) {
            return "queues = \"" + queues + "\": " + e.getMessage();
        }
    }
}
