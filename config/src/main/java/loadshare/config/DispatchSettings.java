package loadshare.config;

import java.io.Serializable;
import java.util.List;

/**
 * Where jobs arrive, and the dispatcher that places them when they arrive at one (the lecture notes' "typical cluster
 * scheduler": a load balancer in front of a server pool). With {@code workload.arrivals-at = nodes} (the default)
 * there is no dispatcher and nothing here is used.
 *
 * @param dispatcher   {@code workload.arrivals-at = dispatcher}: every job goes first to a dispatcher
 * @param sessions     {@code workload.sessions}: how many client sessions the jobs belong to (0: none); a job's
 *                     session follows from its id, so every runtime and every policy sees the same sessions
 * @param policy       {@code dispatch.policy}, one of {@link #POLICIES}
 * @param dispatchers  {@code dispatch.dispatchers}: how many dispatchers share the jobs, each 1/m of them, each
 *                     with state of its own
 * @param d            {@code dispatch.d}: nodes compared per job by {@code power-of-d}
 * @param weights      {@code dispatch.weights}: relative weights for {@code weighted-round-robin}, repeated over
 *                     the nodes like {@code hosts.speeds}; empty: each host's speed x CPUs
 * @param virtualNodes {@code dispatch.virtual-nodes}: points per node on {@code session-affinity}'s hash ring
 */
public record DispatchSettings(boolean dispatcher, int sessions, String policy, int dispatchers, int d,
                               List<Double> weights, int virtualNodes) implements Serializable {

    /** The values of {@code workload.arrivals-at}. */
    public static final List<String> ARRIVALS_AT = List.of("nodes", "dispatcher");
    /** The dispatch policies, in the order {@code loadshare policies} lists them. */
    public static final List<String> POLICIES = List.of("random", "round-robin", "weighted-round-robin",
            "least-loaded", "power-of-d", "session-affinity");
    /** Jobs arrive at their nodes, as without this feature. */
    public static final DispatchSettings NONE = new DispatchSettings(false, 0, "round-robin", 1, 2, List.of(), 100);

    public DispatchSettings {
        weights = List.copyOf(weights);
    }

    /** The weight of node {@code i} ({@link #weights} repeated over the nodes), or NaN when none are given. */
    public double weight(int i) {
        return weights.isEmpty() ? Double.NaN : weights.get(i % weights.size());
    }
}
