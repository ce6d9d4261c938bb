package loadshare.node.run;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.ArrivalSettings;
import loadshare.config.CostSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.HostSettings;
import loadshare.config.NetworkSettings;
import loadshare.config.OutputSettings;
import loadshare.config.PolicySpec;
import loadshare.config.RunSettings;
import loadshare.config.ServiceDistribution;
import loadshare.config.ServiceSettings;
import loadshare.config.WorkloadSettings;

/** Experiments built in code for tests, without a config file. */
public final class TestExperiments {

    private TestExperiments() {
    }

    /**
     * {@code nodes} single-CPU workstations of speed 1 under Poisson arrivals of exponential demands (mean 1), no
     * latency and no costs, one thread; change a part with the settings' {@code with...} methods or
     * {@link ExperimentSettings#toBuilder()}.
     */
    public static ExperimentSettings exponential(int nodes, List<Double> loads, long jobs, long warmup,
                                                 int replications, String... policies) {
        List<PolicySpec> specs = java.util.Arrays.stream(policies)
                .map(p -> new PolicySpec(p, ConfigFactory.empty(), p, "test"))
                .toList();
        return ExperimentSettings.builder()
                .name("test")
                .nodes(nodes)
                .hosts(new HostSettings(1, List.of(1.0)))
                .workload(new WorkloadSettings(loads, ArrivalSettings.POISSON, exponentialService()))
                .network(new NetworkSettings(0.0))
                .costs(new CostSettings(0.0, 0.0, 0.0))
                .policies(specs)
                .run(new RunSettings(jobs, warmup, replications, 1, 0))
                .output(new OutputSettings("unused"))
                .source("test")
                .rendered("test")
                .build();
    }

    public static ServiceSettings exponentialService() {
        return new ServiceSettings(ServiceDistribution.EXPONENTIAL, 1.0, 2, 2.0, 1.1, 0.1, 100.0);
    }
}
