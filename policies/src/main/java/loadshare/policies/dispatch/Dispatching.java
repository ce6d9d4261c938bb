package loadshare.policies.dispatch;

import java.util.List;
import java.util.Optional;
import loadshare.config.DispatchSettings;
import loadshare.config.SettingsException;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.ParameterSpec;
import loadshare.policies.Policy;

/**
 * Puts a dispatcher in front of a node policy ({@code workload.arrivals-at = dispatcher}): the nodes become
 * {@link DispatchedNode}s around their own policy and the coordinator is a {@link DispatchTier}. Also the catalogue
 * of dispatch policies that {@code loadshare policies} lists, and the one place that builds them by name.
 */
public final class Dispatching {

    /** A dispatch policy as {@code loadshare policies} lists it. */
    public record Entry(String name, String description, List<ParameterSpec> parameters) {
    }

    private static final ParameterSpec DISPATCHERS = ParameterSpec.integer("dispatch.dispatchers", 1, 1,
            "how many dispatchers, each 1/m of the jobs and state of its own (at most 1000)");

    /** Every dispatch policy, in the order of {@link DispatchSettings#POLICIES}. */
    public static final List<Entry> CATALOGUE = List.of(
            new Entry("random", "a node drawn uniformly for each job (N independent M/M/1 queues)", List.of(DISPATCHERS)),
            new Entry("round-robin", "node after node (each node an E_N/M/1 queue)", List.of(DISPATCHERS)),
            new Entry("weighted-round-robin", "smooth weighted round robin (nginx): jobs in proportion to the weights, "
                    + "interleaved", List.of(DISPATCHERS, ParameterSpec.text("dispatch.weights", "[]",
                    "relative weights, each > 0, repeated over the nodes; [] = each host's speed x cpus"))),
            new Entry("least-loaded", "the node with the fewest jobs by the dispatcher's own count (last report + jobs "
                    + "sent since), ties at random", List.of(DISPATCHERS)),
            new Entry("power-of-d", "the least loaded, by the same count, of d nodes drawn at random",
                    List.of(DISPATCHERS, ParameterSpec.integer("dispatch.d", 2, 1, "nodes compared per job (at most "
                            + "nodes)"))),
            new Entry("session-affinity", "every job of a session to its node, by consistent hashing with virtual "
                    + "nodes; a node that leaves moves only its sessions", List.of(DISPATCHERS,
                    ParameterSpec.integer("dispatch.virtual-nodes", 100, 1, "points per node on the hash ring (at most "
                            + "10000)"), ParameterSpec.integer("workload.sessions", 0, 1,
                            "sessions the jobs belong to (a job's session follows from its id)"))));

    private Dispatching() {
    }

    /**
     * {@code inner} behind the dispatchers of {@code settings}, or {@code inner} itself when jobs arrive at the
     * nodes.
     *
     * @param weights      each node's weight for weighted-round-robin (the settings' weights, or speed x cpus)
     * @param transferCost a dispatcher's CPU time per job forwarded
     * @throws SettingsException if {@code inner} has a coordinator of its own (one coordinator per cluster)
     */
    public static ConfiguredPolicy around(ConfiguredPolicy inner, DispatchSettings settings, double[] weights,
                                          double transferCost) {
        if (!settings.dispatcher()) {
            return inner;
        }
        if (inner.newCoordinator().isPresent()) {
            throw new SettingsException("this policy has a coordinator of its own, and with workload.arrivals-at = "
                    + "dispatcher the dispatcher is the cluster's coordinator: choose a policy without one (none, "
                    + "sender-*, receiver-*, symmetric, stable-symmetric, power-of-d, v-system...)");
        }
        return new ConfiguredPolicy() {
            @Override
            public Policy forNode(int node) {
                return new DispatchedNode(inner.forNode(node));
            }

            @Override
            public Optional<String> migration() {
                return inner.migration();
            }

            @Override
            public Optional<Coordinator> newCoordinator() {
                return Optional.of(tier(settings, weights, transferCost));
            }
        };
    }

    /** A fresh tier of {@code settings.dispatchers()} dispatchers, each with its own policy instance. */
    public static DispatchTier tier(DispatchSettings settings, double[] weights, double transferCost) {
        DispatchPolicy[] policies = new DispatchPolicy[settings.dispatchers()];
        for (int k = 0; k < policies.length; k++) {
            policies[k] = policy(settings, weights, k);
        }
        return new DispatchTier(policies, transferCost, settings.sessions());
    }

    /** Dispatcher {@code k}'s instance of the settings' policy, for a cluster of {@code weights.length} nodes. */
    static DispatchPolicy policy(DispatchSettings settings, double[] weights, int k) {
        int n = weights.length;
        return switch (settings.policy()) {
            case "random" -> new RandomDispatch(n);
            case "round-robin" -> new RoundRobinDispatch(n, (int) ((long) k * n / settings.dispatchers()));
            case "weighted-round-robin" -> new WeightedRoundRobinDispatch(weights);
            case "least-loaded" -> new LeastLoadedDispatch(n);
            case "power-of-d" -> new PowerOfDDispatch(n, settings.d());
            case "session-affinity" -> new SessionAffinityDispatch(n, settings.virtualNodes());
            default -> throw new IllegalArgumentException("unknown dispatch policy " + settings.policy()
                    + "; known: " + DispatchSettings.POLICIES);
        };
    }
}
