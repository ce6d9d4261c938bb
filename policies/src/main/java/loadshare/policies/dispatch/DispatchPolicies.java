package loadshare.policies.dispatch;

import java.util.List;
import java.util.Optional;
import loadshare.config.DispatchSettings;
import loadshare.policies.ParameterSpec;

/**
 * The dispatch policies, each one {@link DispatchDescriptor}: adding a policy is adding its entry here (and its
 * name to {@link DispatchSettings#POLICIES}, which the settings are checked against).
 */
public final class DispatchPolicies {

    private static final ParameterSpec DISPATCHERS = ParameterSpec.integer("dispatch.dispatchers", 1, 1,
            "how many dispatchers, each 1/m of the jobs and state of its own (at most 1000)");

    /** Every dispatch policy, in the order of {@link DispatchSettings#POLICIES}. */
    public static final List<DispatchDescriptor> ALL = List.of(
            new DispatchDescriptor("random", "a node drawn uniformly for each job (N independent M/M/1 queues)",
                    List.of(DISPATCHERS), (s, weights, k) -> new RandomDispatch(weights.length),
                    Optional.of(NodeQueue.M_M_1)),
            new DispatchDescriptor("round-robin", "node after node (each node an E_N/M/1 queue)", List.of(DISPATCHERS),
                    // several dispatchers start spread over the nodes
                    (s, weights, k) -> new RoundRobinDispatch(weights.length,
                            (int) ((long) k * weights.length / s.dispatchers())),
                    Optional.of(NodeQueue.E_N_M_1)),
            new DispatchDescriptor("weighted-round-robin", "smooth weighted round robin (nginx): jobs in proportion to "
                    + "the weights, interleaved; every node's value grows at every job (N steps a job)", List.of(DISPATCHERS, ParameterSpec.text("dispatch.weights", "[]",
                    "relative weights, each > 0, repeated over the nodes; [] = each host's speed x cpus")),
                    (s, weights, k) -> new WeightedRoundRobinDispatch(weights), Optional.empty()),
            new DispatchDescriptor("least-loaded", "the node with the fewest jobs by the dispatcher's own count (last "
                    + "report + jobs sent since), ties at random; a scan of every node a job (N steps)", List.of(DISPATCHERS),
                    (s, weights, k) -> new LeastLoadedDispatch(weights.length), Optional.empty()),
            new DispatchDescriptor("power-of-d", "the least loaded, by the same count, of d nodes drawn at random",
                    List.of(DISPATCHERS, ParameterSpec.integer("dispatch.d", 2, 1, "nodes compared per job (at most "
                            + "nodes)")),
                    (s, weights, k) -> new PowerOfDDispatch(weights.length, s.d()), Optional.empty()),
            new DispatchDescriptor("session-affinity", "every job of a session to its node, by consistent hashing with "
                    + "virtual nodes; a node that leaves moves only its sessions; memory: each dispatcher's ring, 12 "
                    + "bytes a point", List.of(DISPATCHERS,
                    ParameterSpec.integer("dispatch.virtual-nodes", 100, 1, "points per node on the hash ring (at most "
                            + "10000)"), ParameterSpec.integer("workload.sessions", 0, 1,
                            "sessions the jobs belong to (a job's session follows from its id)")),
                    (s, weights, k) -> new SessionAffinityDispatch(weights.length, s.virtualNodes()), Optional.empty()));

    private DispatchPolicies() {
    }

    /**
     * The policy named {@code name} ({@code dispatch.policy}, already checked against the known names).
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static DispatchDescriptor named(String name) {
        return ALL.stream().filter(d -> d.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown dispatch policy " + name + "; known: "
                        + DispatchSettings.POLICIES));
    }
}
