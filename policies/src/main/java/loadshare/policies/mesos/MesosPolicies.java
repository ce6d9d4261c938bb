package loadshare.policies.mesos;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.locality.LocalityParameters;

/**
 * The {@code mesos} policy of the registry — Mesos-like two-level resource offers, with DRF or round robin — and
 * what it is argued against, {@code static-partitions}: each framework on a fixed share of the machines.
 */
public final class MesosPolicies {

    private MesosPolicies() {
    }

    public static List<PolicyDescriptor> all() {
        return List.of(mesos(), staticPartitions());
    }

    /**
     * {@code { name = mesos, offers = drf | round-robin, weights = "A: 2", refuse-seconds = 5, tasks-per-offer = 1,
     * locality-delay = 0 }}.
     */
    static PolicyDescriptor mesos() {
        return new PolicyDescriptor("mesos",
                "Mesos-like two-level scheduling: each job class is a framework with its own queue; the master offers "
                        + "a node's free CPUs and memory to one framework at a time, by lowest weighted dominant share "
                        + "(DRF) or in turn, and the framework launches queued tasks that fit or declines "
                        + "(synthetic job classes only)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.choice("offers", "drf", List.of("drf", "round-robin"),
                                "whom the master offers to first: drf (lowest weighted dominant share) or round-robin "
                                        + "(in turn)"),
                        ParameterSpec.text("weights", "", "frameworks' weights by job-class name, e.g. \"A: 2, B: 1\"; "
                                + "a class not named weighs 1 (DRF divides a dominant share by the weight)"),
                        ParameterSpec.number("refuse-seconds", 5, 0, "how long a framework that declined a node's "
                                + "offer is not offered that node again (unless resources are freed there or it has "
                                + "new tasks)"),
                        ParameterSpec.integer("tasks-per-offer", 1, 1,
                                "the most tasks a framework launches from one offer (1: the master's order decides "
                                        + "every task)"),
                        LocalityParameters.DELAY),
                MesosPolicies::problem,
                (p, shape) -> new MesosPolicy(config(p), p.number(LocalityParameters.DELAY.name())));
    }

    /** {@code { name = static-partitions, fractions = "cpu: 0.25, mem: 0.75" }}. */
    static PolicyDescriptor staticPartitions() {
        return new PolicyDescriptor("static-partitions",
                "the cluster statically partitioned: each job class is a framework that owns a fixed share of the "
                        + "machines and launches its queued tasks only there (first fit in queue order, as under "
                        + "mesos); a machine idle in one partition never runs another's task (synthetic job classes "
                        + "only)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.text("fractions", "", "each framework's share of the machines by job-class "
                        + "name, e.g. \"cpu: 0.25, mem: 0.75\", each in (0, 1], at most 1 together, rounded down to "
                        + "whole machines (at least one each); classes not named share the rest equally; empty: "
                        + "equal shares")),
                MesosPolicies::partitionProblem,
                (p, shape) -> new StaticPartitionsPolicy(PartitionShares.parse(p.string("fractions")), shape.nodes()));
    }

    private static String partitionProblem(PolicyParameters p) {
        try {
            PartitionShares.parse(p.string("fractions"));
            return null;
        } catch (IllegalArgumentException e) {
            return "fractions = \"" + p.string("fractions") + "\": " + e.getMessage();
        }
    }

    private static String problem(PolicyParameters p) {
        try {
            weights(p.string("weights"));
            return null;
        } catch (IllegalArgumentException e) {
            return "weights = \"" + p.string("weights") + "\": " + e.getMessage();
        }
    }

    /** The master's settings from validated parameters. */
    static MesosConfig config(PolicyParameters p) {
        return new MesosConfig(p.string("offers").equals("drf"), weights(p.string("weights")),
                p.number("refuse-seconds"), p.integer("tasks-per-offer"));
    }

    /** {@code "A: 2, B: 1"} as weights by name; an empty text: none. */
    static Map<String, Double> weights(String text) {
        Map<String, Double> weights = new LinkedHashMap<>();
        if (text.isBlank()) {
            return weights;
        }
        for (String entry : text.split(",", -1)) {
            String[] parts = entry.split(":", -1);
            if (parts.length != 2 || parts[0].isBlank()) {
                throw new IllegalArgumentException("'" + entry.trim() + "' is not NAME: WEIGHT");
            }
            String name = parts[0].trim();
            double weight;
            try {
                weight = Double.parseDouble(parts[1].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("weight of '" + name + "' is not a number: '" + parts[1].trim() + "'");
            }
            if (!(weight > 0) || Double.isInfinite(weight)) {
                throw new IllegalArgumentException("weight of '" + name + "' must be > 0");
            }
            if (weights.put(name, weight) != null) {
                throw new IllegalArgumentException("'" + name + "' is named twice");
            }
        }
        return weights;
    }
}
