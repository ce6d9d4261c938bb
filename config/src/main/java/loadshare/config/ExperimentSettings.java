package loadshare.config;

import java.io.Serializable;
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
 * @param failures which hosts fail and what that does to their jobs; {@link FailureSettings#NONE}: hosts never fail
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
        DispatchSettings dispatch,
        FailureSettings failures) implements Serializable {

    public ExperimentSettings {
        policies = List.copyOf(policies);
        origins = Map.copyOf(origins);
    }

    /**
     * An experiment to build part by part. Unset, the optional parts are: no migration sweep, origins not known
     * (every setting is attributed to the source), no sweep, jobs arriving at the nodes (no dispatcher), and hosts
     * that never fail.
     */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this experiment's parts, to change some of them. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** The same experiment on other hosts. */
    public ExperimentSettings withHosts(HostSettings hosts) {
        return toBuilder().hosts(hosts).build();
    }

    /** The same experiment with another workload. */
    public ExperimentSettings withWorkload(WorkloadSettings workload) {
        return toBuilder().workload(workload).build();
    }

    /** The same experiment over another network. */
    public ExperimentSettings withNetwork(NetworkSettings network) {
        return toBuilder().network(network).build();
    }

    /** The same experiment with other costs. */
    public ExperimentSettings withCosts(CostSettings costs) {
        return toBuilder().costs(costs).build();
    }

    /** The same experiment with other policies. */
    public ExperimentSettings withPolicies(List<PolicySpec> policies) {
        return toBuilder().policies(policies).build();
    }

    /** The same experiment with a sweep. */
    public ExperimentSettings withSweep(SweepSettings sweep) {
        return toBuilder().sweep(sweep).build();
    }

    /** The same experiment run for other lengths, replications or precision. */
    public ExperimentSettings withRun(RunSettings run) {
        return toBuilder().run(run).build();
    }

    /** The same experiment with its jobs arriving as {@code dispatch} says. */
    public ExperimentSettings withDispatch(DispatchSettings dispatch) {
        return toBuilder().dispatch(dispatch).build();
    }

    /** The same experiment with hosts that fail as {@code failures} says. */
    public ExperimentSettings withFailures(FailureSettings failures) {
        return toBuilder().failures(failures).build();
    }

    /** Where {@code key} (relative to {@code loadshare.experiment}, e.g. {@code nodes}) was set, e.g. {@code x.conf:3}. */
    public String where(String key) {
        return origins.getOrDefault(key, source);
    }

    /** The parts of an {@link ExperimentSettings}, each set by name; {@link #build()} makes the record. */
    public static final class Builder {

        private String name;
        private int nodes;
        private HostSettings hosts;
        private WorkloadSettings workload;
        private NetworkSettings network;
        private CostSettings costs;
        private List<PolicySpec> policies;
        private RunSettings run;
        private OutputSettings output;
        private String source;
        private String rendered;
        private MigrationSweepSettings migrationSweep = MigrationSweepSettings.NONE;
        private Map<String, String> origins = Map.of();
        private SweepSettings sweep = SweepSettings.NONE;
        private DispatchSettings dispatch = DispatchSettings.NONE;
        private FailureSettings failures = FailureSettings.NONE;

        private Builder() {
        }

        private Builder(ExperimentSettings from) {
            name = from.name;
            nodes = from.nodes;
            hosts = from.hosts;
            workload = from.workload;
            network = from.network;
            costs = from.costs;
            policies = from.policies;
            run = from.run;
            output = from.output;
            source = from.source;
            rendered = from.rendered;
            migrationSweep = from.migrationSweep;
            origins = from.origins;
            sweep = from.sweep;
            dispatch = from.dispatch;
            failures = from.failures;
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder nodes(int nodes) {
            this.nodes = nodes;
            return this;
        }

        public Builder hosts(HostSettings hosts) {
            this.hosts = hosts;
            return this;
        }

        public Builder workload(WorkloadSettings workload) {
            this.workload = workload;
            return this;
        }

        public Builder network(NetworkSettings network) {
            this.network = network;
            return this;
        }

        public Builder costs(CostSettings costs) {
            this.costs = costs;
            return this;
        }

        public Builder policies(List<PolicySpec> policies) {
            this.policies = policies;
            return this;
        }

        public Builder run(RunSettings run) {
            this.run = run;
            return this;
        }

        public Builder output(OutputSettings output) {
            this.output = output;
            return this;
        }

        public Builder source(String source) {
            this.source = source;
            return this;
        }

        public Builder rendered(String rendered) {
            this.rendered = rendered;
            return this;
        }

        public Builder migrationSweep(MigrationSweepSettings migrationSweep) {
            this.migrationSweep = migrationSweep;
            return this;
        }

        public Builder origins(Map<String, String> origins) {
            this.origins = origins;
            return this;
        }

        public Builder sweep(SweepSettings sweep) {
            this.sweep = sweep;
            return this;
        }

        public Builder dispatch(DispatchSettings dispatch) {
            this.dispatch = dispatch;
            return this;
        }

        public Builder failures(FailureSettings failures) {
            this.failures = failures;
            return this;
        }

        public ExperimentSettings build() {
            return new ExperimentSettings(name, nodes, hosts, workload, network, costs, policies, run, output, source,
                    rendered, migrationSweep, origins, sweep, dispatch, failures);
        }
    }
}
