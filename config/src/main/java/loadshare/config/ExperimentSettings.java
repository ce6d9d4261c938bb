package loadshare.config;

import java.util.List;

/**
 * One experiment, read and validated once from {@code loadshare.experiment}.
 *
 * @param source   where it came from: a file path or {@code bundled:<name>}
 * @param rendered the resolved {@code loadshare.experiment} section as HOCON, for reports
 * @param migrationSweep the strategies' sweep over VM sizes and dirty rates to run as well, if any
 */
public record ExperimentSettings(
        String name,
        int nodes,
        HostSettings hosts,
        WorkloadSettings workload,
        NetworkSettings network,
        CostSettings costs,
        List<PolicySpec> policies,
        RunSettings run,
        OutputSettings output,
        String source,
        String rendered,
        MigrationSweepSettings migrationSweep) {

    public ExperimentSettings {
        policies = List.copyOf(policies);
    }

    /** An experiment without a migration sweep. */
    public ExperimentSettings(String name, int nodes, HostSettings hosts, WorkloadSettings workload,
            NetworkSettings network, CostSettings costs, List<PolicySpec> policies, RunSettings run,
            OutputSettings output, String source, String rendered) {
        this(name, nodes, hosts, workload, network, costs, policies, run, output, source, rendered,
                MigrationSweepSettings.NONE);
    }

    /** The same experiment on other hosts. */
    public ExperimentSettings withHosts(HostSettings hosts) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep);
    }

    /** The same experiment with another workload. */
    public ExperimentSettings withWorkload(WorkloadSettings workload) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep);
    }

    /** The same experiment over another network. */
    public ExperimentSettings withNetwork(NetworkSettings network) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep);
    }

    /** The same experiment with other costs. */
    public ExperimentSettings withCosts(CostSettings costs) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep);
    }

    /** The same experiment with other policies. */
    public ExperimentSettings withPolicies(List<PolicySpec> policies) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep);
    }
}
