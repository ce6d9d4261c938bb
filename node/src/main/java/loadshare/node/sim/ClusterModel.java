package loadshare.node.sim;

import loadshare.config.CostSettings;
import loadshare.hardware.host.Host;
import loadshare.hardware.random.Distribution;
import loadshare.node.workload.ApplicationSpec;
import loadshare.policies.ConfiguredPolicy;

/**
 * Everything one simulated run needs: the hosts, the workload, the network, the costs and the policy.
 *
 * @param hosts        one per node
 * @param arrivalRates Poisson arrival rate of each node, jobs per model second
 * @param service      the service-demand distribution (work on a CPU of speed 1)
 * @param latency      one-way message delay, model seconds
 * @param seed         root of this run's random streams
 * @param application  the parallel application, for a policy whose coordinator runs one (volunteer computing)
 */
public record ClusterModel(Host[] hosts, double[] arrivalRates, Distribution service, double latency,
                           CostSettings costs, ConfiguredPolicy policy, long seed, ApplicationSpec application) {

    /** A model whose application is the default one (only application-running policies use it). */
    public ClusterModel(Host[] hosts, double[] arrivalRates, Distribution service, double latency,
                        CostSettings costs, ConfiguredPolicy policy, long seed) {
        this(hosts, arrivalRates, service, latency, costs, policy, seed, ApplicationSpec.DEFAULT);
    }

    public int nodes() {
        return hosts.length;
    }

    public double totalArrivalRate() {
        double sum = 0;
        for (double rate : arrivalRates) {
            sum += rate;
        }
        return sum;
    }

    public int totalCpus() {
        int sum = 0;
        for (Host host : hosts) {
            sum += host.cpus();
        }
        return sum;
    }
}
