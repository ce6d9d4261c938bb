package loadshare.policies.batch;

import java.util.List;
import loadshare.config.SettingsException;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.locality.LocalityParameters;

/** The {@code batch} policy of the registry: SLURM-like central batch scheduling of rigid parallel jobs. */
public final class BatchPolicies {

    private BatchPolicies() {
    }

    public static List<PolicyDescriptor> all() {
        return List.of(batch());
    }

    /**
     * {@code { name = batch, order = fcfs | sjf | priority, backfilling = none | easy | conservative, ... }}, or
     * {@code { name = batch, scheduling = gang, quantum = 30, multiprogramming-level = 3 }}.
     */
    static PolicyDescriptor batch() {
        return new PolicyDescriptor("batch",
                "SLURM-like batch scheduler: one central queue per partition of rigid parallel jobs (p processors, "
                        + "memory per processor, a requested time), started in fcfs, sjf or multifactor priority "
                        + "order with none, easy or conservative backfilling, or gang scheduled (scheduling = gang: an "
                        + "Ousterhout matrix of time slices); nodes execute (a trace's jobs or workload.job-classes)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.choice("order", "fcfs", QueueOrder.names(),
                                "queue order: fcfs (submit time), sjf (requested time), priority (Slurm's multifactor)"),
                        ParameterSpec.choice("backfilling", "none", Backfilling.names(),
                                "none (strict order), easy (only the first blocked job holds a reservation), "
                                        + "conservative (every queued job holds one)"),
                        ParameterSpec.choice("allocation", "exclusive", List.of("exclusive", "shared"),
                                "exclusive: a job gets whole nodes; shared: jobs are packed by CPUs and memory"),
                        ParameterSpec.choice("estimates", "requested", List.of("requested", "exact"),
                                "requested: a job's estimate is its requested time (SWF field 9; its run time where "
                                        + "unknown) and it is killed at it; exact: the estimate is the run time"),
                        ParameterSpec.text("partitions", "", "partitions, e.g. \"short: nodes=0-31, max-time=3600, "
                                + "max-size=32, priority=10, default; long: nodes=32-127\"; empty: one partition "
                                + "of every node without limits"),
                        ParameterSpec.number("age-weight", 1000, 0, "multifactor weight of age (wait / max-age, at most 1)"),
                        ParameterSpec.number("fair-share-weight", 10000, 0,
                                "multifactor weight of fair share (2^(-usage share / equal share))"),
                        ParameterSpec.number("size-weight", 1000, 0,
                                "multifactor weight of size (processors / the partition's CPUs)"),
                        ParameterSpec.number("partition-weight", 1000, 0,
                                "multifactor weight of the partition's priority (over the highest)"),
                        ParameterSpec.number("max-age", 604800, 1e-9, "seconds of waiting at which age reaches 1"),
                        ParameterSpec.number("half-life", 604800, 1e-9,
                                "seconds in which a user's past usage counts half as much"),
                        ParameterSpec.choice("scheduling", "space", List.of("space", "gang"),
                                "space: a job holds its nodes from start to end; gang: time slices of an Ousterhout "
                                        + "matrix (rows of whole jobs, one row runs per quantum, the others are "
                                        + "suspended); gang takes order = fcfs, backfilling = none, no partitions"),
                        ParameterSpec.number("quantum", 30, 1e-9, "gang: a row's time slice, model seconds"),
                        ParameterSpec.integer("multiprogramming-level", 3, 1,
                                "gang: rows of the matrix (jobs that share a slot by time slicing)"),
                        LocalityParameters.DELAY),
                BatchPolicies::problem,
                (p, shape) -> {
                    try {
                        return new BatchPolicy(config(p, shape.nodes()), p.number(LocalityParameters.DELAY.name()));
                    } catch (IllegalArgumentException e) {
                        throw new SettingsException("policy 'batch': partitions = \"" + p.string("partitions")
                                + "\": " + e.getMessage());
                    }
                });
    }

    private static String problem(PolicyParameters p) {
        if (p.number(LocalityParameters.DELAY.name()) > 0 && (p.string("scheduling").equals("gang")
                || p.string("backfilling").equals("conservative"))) {
            return "locality-delay = " + p.number(LocalityParameters.DELAY.name()) + ": delay scheduling skips a "
                    + "job for later ones, which " + (p.string("scheduling").equals("gang") ? "gang scheduling's "
                    + "matrix does not do" : "conservative backfilling's reservations forbid") + "; use "
                    + "backfilling = none or easy, or locality-delay = 0";
        }
        if (p.string("scheduling").equals("gang")) {
            if (!p.string("order").equals("fcfs")) {
                return "scheduling = gang queues FCFS: order = " + p.string("order") + " does not apply";
            }
            if (!p.string("backfilling").equals("none")) {
                return "scheduling = gang does not backfill: backfilling = " + p.string("backfilling")
                        + " does not apply";
            }
            if (!p.string("partitions").isEmpty()) {
                return "scheduling = gang runs one matrix over every node: partitions do not apply";
            }
        }
        try {
            Partitions.parse(p.string("partitions"), 0);
            return null;
        } catch (IllegalArgumentException e) {
            return "partitions = \"" + p.string("partitions") + "\": " + e.getMessage();
        }
    }

    /** The scheduler's settings from validated parameters, for a cluster of {@code nodes} nodes. */
    static BatchConfig config(PolicyParameters p, int nodes) {
        return new BatchConfig(QueueOrder.byName(p.string("order")).orElseThrow(),
                Backfilling.byName(p.string("backfilling")).orElseThrow(),
                p.string("allocation").equals("exclusive"), p.string("estimates").equals("exact"),
                Partitions.parse(p.string("partitions"), nodes),
                new PriorityWeights(p.number("age-weight"), p.number("fair-share-weight"), p.number("size-weight"),
                        p.number("partition-weight"), p.number("max-age"), p.number("half-life")),
                p.string("scheduling").equals("gang")
                        ? new BatchConfig.Gang(p.number("quantum"), p.integer("multiprogramming-level")) : null);
    }
}
