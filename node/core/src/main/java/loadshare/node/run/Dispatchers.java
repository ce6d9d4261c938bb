package loadshare.node.run;

import loadshare.config.DispatchSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.NetworkSettings;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Distributions;
import loadshare.node.theory.DispatchTheory;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.dispatch.DispatchPolicies;
import loadshare.policies.dispatch.Dispatching;
import loadshare.policies.dispatch.NodeQueue;

/**
 * The experiment's dispatcher ({@code workload.arrivals-at = dispatcher}), for both runtimes: the node policy
 * behind it, and the exact mean response time queueing theory gives where it has one.
 */
public final class Dispatchers {

    private Dispatchers() {
    }

    /** {@code configured} behind the experiment's dispatchers, or itself when jobs arrive at the nodes. */
    public static ConfiguredPolicy around(ConfiguredPolicy configured, ExperimentSettings s) {
        DispatchSettings d = s.dispatch();
        if (!d.dispatcher()) {
            return configured;
        }
        double[] weights = new double[s.nodes()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = d.weights().isEmpty() ? s.hosts().speed(i) * s.hosts().cpus() : d.weight(i);
        }
        return Dispatching.around(configured, d, weights, s.costs().transfer());
    }

    /**
     * The exact mean response time of {@code policy} (a registry name) at {@code load} behind the experiment's
     * dispatcher, or NaN where theory gives none. Exact for {@code none} on alike single-CPU hosts without owners,
     * exponential service and free forwarding, where the dispatch policy names the queue each node then is
     * ({@link loadshare.policies.dispatch.DispatchDescriptor#exact()}) for the experiment's number of dispatchers:
     * {@code random} (N M/M/1, any number of dispatchers) and {@code round-robin} with one dispatcher (N E_N/M/1);
     * a job's two hops (home to dispatcher, dispatcher to node) add twice the latency of a flat network (a network
     * of racks or a graph puts the nodes at different distances from the dispatcher: no exact figure).
     */
    public static double exactMean(ExperimentSettings s, String policy, double load) {
        DispatchSettings d = s.dispatch();
        Distribution service = Distributions.service(s.workload().service());
        boolean alike = java.util.stream.IntStream.range(0, s.nodes()).allMatch(i -> s.hosts().speed(i) == s.hosts().speed(0));
        boolean exact = RunSetup.NO_SHARING.equals(policy) && s.hosts().cpus() == 1 && alike
                && service.squaredCv() == 1.0 && !s.hosts().owner().present() && !s.workload().replaysTrace()
                && s.costs().transfer() == 0 && load > 0 && load < 1
                && s.network().layout() == NetworkSettings.Layout.FLAT;
        if (!exact) {
            return Double.NaN;
        }
        double mu = s.hosts().speed(0) / service.mean();
        double lambda = load * mu;
        double hops = 2 * s.network().latency();
        return DispatchPolicies.named(d.policy()).exact().filter(queue -> queue.holdsFor(d.dispatchers()))
                .map(queue -> hops + responseTime(queue, s.nodes(), lambda, mu)).orElse(Double.NaN);
    }

    /** The mean response time at each of {@code n} nodes that are {@code queue}s at per-node rate {@code lambda}. */
    static double responseTime(NodeQueue queue, int n, double lambda, double mu) {
        return switch (queue) {
            case M_M_1 -> DispatchTheory.randomResponseTime(lambda, mu);
            case E_N_M_1 -> DispatchTheory.roundRobinResponseTime(n, lambda, mu);
        };
    }
}
