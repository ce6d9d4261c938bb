package loadshare.node.run;

import loadshare.config.ExperimentSettings;
import loadshare.hardware.host.Host;
import loadshare.hardware.net.Topology;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Distributions;
import loadshare.hardware.random.RandomStreams;
import loadshare.node.migration.Migrator;
import loadshare.node.migration.VmMigrator;
import loadshare.node.workload.ApplicationSpec;
import loadshare.node.workload.TraceReplay;
import loadshare.policies.ClusterShape;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.ResolvedPolicy;

/**
 * How one run is set up from an experiment, the same in both runtimes: its seed and its {@link ClusterModel}
 * (hosts, arrival rates, service, the configured policy behind the experiment's dispatchers, the migrator).
 */
public final class RunSetup {

    /** The registry name of the baseline that shares nothing. */
    public static final String NO_SHARING = "none";

    private RunSetup() {
    }

    /** The seed of replication {@code rep}: the same for every policy and load. */
    public static long seed(ExperimentSettings settings, int rep) {
        return RandomStreams.replicationSeed(settings.run().seed(), rep);
    }

    /** The simulated cluster of one run. Per-node arrival rate: lambda_i = load * cpus * speed_i / mean demand. */
    public static ClusterModel model(ExperimentSettings s, ResolvedPolicy policy, double load, long seed) {
        int n = s.nodes();
        Host[] hosts = new Host[n];
        double[] rates = new double[n];
        Distribution service = Distributions.service(s.workload().service());
        for (int i = 0; i < n; i++) {
            hosts[i] = new Host(s.hosts().cpus(), s.hosts().speed(i));
            rates[i] = load * hosts[i].cpus() * hosts[i].speed() / service.mean();
        }
        ConfiguredPolicy configured = Dispatchers.around(
                policy.configure(new ClusterShape(n, s.hosts().cpus(), seed, s.hosts().attributes())), s);
        Migrator migrator = configured.migration().map(strategy -> new VmMigrator(strategy, s, seed)).orElse(null);
        TraceReplay replay = null;
        if (s.workload().replaysTrace()) {
            replay = TraceReplays.replay(s, load);
            rates = replay.arrivalRates(n);
            service = TraceReplays.meanDemand(replay);
        }
        return new ClusterModel(hosts, rates, s.workload().arrivals(), service, Topology.of(s.network(), n), s.costs(),
                configured, seed, migrator,
                s.hosts().owner(), ApplicationSpec.of(s.workload().application()), replay,
                s.hosts().cpuScheduling(), s.failures());
    }
}
