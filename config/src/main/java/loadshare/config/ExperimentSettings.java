package loadshare.config;

import java.util.List;
import java.util.Map;

/**
 * One experiment, read and validated once from {@code loadshare.experiment}.
 *
 * @param source   where it came from: a file path or {@code bundled:<name>}
 * @param rendered the resolved {@code loadshare.experiment} section as HOCON, for reports
 * @param migrationSweep the strategies' sweep over VM sizes and dirty rates to run as well, if any
 * @param origins  where each setting was written ({@code file:line}, {@code --set ...}, {@code reference.conf}), by
 *                 its key relative to {@code loadshare.experiment}, for messages about settings checked later
 * @param sweep    the settings swept, each point the whole experiment re-read; {@link SweepSettings#NONE} if none
 * @param dispatch where jobs arrive, and the dispatcher that places them; {@link DispatchSettings#NONE}: at the nodes
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
        MigrationSweepSettings migrationSweep,
        Map<String, String> origins,
        SweepSettings sweep,
        DispatchSettings dispatch) {

    public ExperimentSettings {
        policies = List.copyOf(policies);
        origins = Map.copyOf(origins);
    }

    /** An experiment whose jobs arrive at the nodes (no dispatcher). */
    public ExperimentSettings(String name, int nodes, HostSettings hosts, WorkloadSettings workload,
            NetworkSettings network, CostSettings costs, List<PolicySpec> policies, RunSettings run,
            OutputSettings output, String source, String rendered, MigrationSweepSettings migrationSweep,
            Map<String, String> origins, SweepSettings sweep) {
        this(name, nodes, hosts, workload, network, costs, policies, run, output, source, rendered, migrationSweep,
                origins, sweep, DispatchSettings.NONE);
    }

    /** An experiment without a sweep. */
    public ExperimentSettings(String name, int nodes, HostSettings hosts, WorkloadSettings workload,
            NetworkSettings network, CostSettings costs, List<PolicySpec> policies, RunSettings run,
            OutputSettings output, String source, String rendered, MigrationSweepSettings migrationSweep,
            Map<String, String> origins) {
        this(name, nodes, hosts, workload, network, costs, policies, run, output, source, rendered, migrationSweep,
                origins, SweepSettings.NONE);
    }

    /** An experiment whose settings' origins are not known (built in code): they are attributed to its source. */
    public ExperimentSettings(String name, int nodes, HostSettings hosts, WorkloadSettings workload,
            NetworkSettings network, CostSettings costs, List<PolicySpec> policies, RunSettings run,
            OutputSettings output, String source, String rendered, MigrationSweepSettings migrationSweep) {
        this(name, nodes, hosts, workload, network, costs, policies, run, output, source, rendered, migrationSweep,
                Map.of());
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
                rendered, migrationSweep, origins, sweep, dispatch);
    }

    /** The same experiment with another workload. */
    public ExperimentSettings withWorkload(WorkloadSettings workload) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep, origins, sweep, dispatch);
    }

    /** The same experiment over another network. */
    public ExperimentSettings withNetwork(NetworkSettings network) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep, origins, sweep, dispatch);
    }

    /** The same experiment with other costs. */
    public ExperimentSettings withCosts(CostSettings costs) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep, origins, sweep, dispatch);
    }

    /** The same experiment with other policies. */
    public ExperimentSettings withPolicies(List<PolicySpec> policies) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep, origins, sweep, dispatch);
    }

    /** The same experiment with a sweep. */
    public ExperimentSettings withSweep(SweepSettings sweep) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep, origins, sweep, dispatch);
    }

    /** The same experiment run for other lengths, replications or precision. */
    public ExperimentSettings withRun(RunSettings run) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep, origins, sweep, dispatch);
    }

    /** The same experiment with its jobs arriving as {@code dispatch} says. */
    public ExperimentSettings withDispatch(DispatchSettings dispatch) {
        return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                rendered, migrationSweep, origins, sweep, dispatch);
    }

    /** Where {@code key} (relative to {@code loadshare.experiment}, e.g. {@code nodes}) was set, e.g. {@code x.conf:3}. */
    public String where(String key) {
        return origins.getOrDefault(key, source);
    }
}
