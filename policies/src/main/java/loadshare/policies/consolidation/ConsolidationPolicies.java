package loadshare.policies.consolidation;

import java.util.List;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;

/** The {@code consolidation} policy of the registry: VMs on power-modelled hosts, consolidated by live migration. */
public final class ConsolidationPolicies {

    private ConsolidationPolicies() {
    }

    public static List<PolicyDescriptor> all() {
        return List.of(consolidation());
    }

    /**
     * {@code { name = consolidation, placement = first-fit-decreasing, consolidation = thresholds,
     * upper-threshold = 0.8, lower-threshold = 0.3, interval = 300, ... }}.
     */
    static PolicyDescriptor consolidation() {
        return new PolicyDescriptor("consolidation",
                "server consolidation: long-running VMs (jobs of workload.job-classes; processors = virtual CPUs) "
                        + "whose CPU demand varies every interval, placed on hosts with a linear power model (off "
                        + "when empty) by first-fit-decreasing, best-fit or load-aware; every interval VMs are "
                        + "live-migrated away from hosts above the upper threshold (smallest memory first) and off "
                        + "hosts below the lower one, which switch off; consolidation = none reserves each VM's "
                        + "virtual CPUs and never migrates; reports energy (kWh), SLA violation and migrations",
                PolicyClass.DYNAMIC, "yes (live migration of VMs between hosts)",
                List.of(ParameterSpec.choice("placement", "first-fit-decreasing", Placement.names(),
                                "first-fit-decreasing (lowest host that takes the VM), best-fit (the most loaded "
                                        + "that takes it: packs), load-aware (the least loaded: spreads); VMs moved "
                                        + "by a pass are placed in decreasing order of demand"),
                        ParameterSpec.choice("consolidation", "thresholds", List.of("thresholds", "none"),
                                "thresholds: place by current demand and migrate every interval; none: each VM "
                                        + "reserves its virtual CPUs, static placement, no migration"),
                        ParameterSpec.number("upper-threshold", 0.8, 0,
                                "a host whose demand exceeds this share of its CPUs is over-used, in (0, 1]"),
                        ParameterSpec.number("lower-threshold", 0.3, 0,
                                "a host whose demand is below this share is under-used and emptied if its VMs fit "
                                        + "elsewhere, in [0, upper-threshold)"),
                        ParameterSpec.number("interval", 300, 0,
                                "model seconds between demand changes and consolidation passes, > 0"),
                        ParameterSpec.number("idle-watts", 70, 0, "a host's power when on and idle, W"),
                        ParameterSpec.number("peak-watts", 250, 0,
                                "a host's power at full utilisation, W, >= idle-watts"),
                        ParameterSpec.number("migration-bandwidth", 1e9, 0,
                                "bits per model second a migration copies a VM's memory at, > 0"),
                        ParameterSpec.number("migration-penalty", 0.1, 0,
                                "share of a migrating VM's demand not served while it migrates, in [0, 1]"),
                        ParameterSpec.number("demand-mean", 0.3, 0,
                                "mean utilisation of a virtual CPU, in (0, 1]: each VM's level is uniform around it"),
                        ParameterSpec.number("demand-variability", 0.2, 0,
                                "standard deviation of the utilisation's noise around a VM's level, >= 0"),
                        ParameterSpec.number("demand-persistence", 0.8, 0,
                                "correlation of a VM's utilisation between successive intervals, in [0, 1]")),
                ConsolidationPolicies::problem,
                (p, shape) -> new ConsolidationPolicy(config(p), shape.seed()));
    }

    private static String problem(PolicyParameters p) {
        double upper = p.number("upper-threshold");
        double lower = p.number("lower-threshold");
        if (!(upper > 0) || upper > 1) {
            return "upper-threshold = " + upper + ": must be in (0, 1]";
        }
        if (lower >= upper) {
            return "lower-threshold = " + lower + ": must be below upper-threshold (" + upper + ")";
        }
        if (!(p.number("interval") > 0)) {
            return "interval = " + p.number("interval") + ": must be > 0";
        }
        if (p.number("idle-watts") > p.number("peak-watts")) {
            return "idle-watts = " + p.number("idle-watts") + ": must be at most peak-watts (" + p.number("peak-watts")
                    + ")";
        }
        if (!(p.number("migration-bandwidth") > 0)) {
            return "migration-bandwidth = " + p.number("migration-bandwidth") + ": must be > 0";
        }
        if (p.number("migration-penalty") > 1) {
            return "migration-penalty = " + p.number("migration-penalty") + ": must be in [0, 1]";
        }
        double mean = p.number("demand-mean");
        if (!(mean > 0) || mean > 1) {
            return "demand-mean = " + mean + ": must be in (0, 1]";
        }
        if (p.number("demand-persistence") > 1) {
            return "demand-persistence = " + p.number("demand-persistence") + ": must be in [0, 1]";
        }
        return null;
    }

    static ConsolidationConfig config(PolicyParameters p) {
        return new ConsolidationConfig(Placement.byName(p.string("placement")).orElseThrow(),
                p.string("consolidation").equals("thresholds"), p.number("upper-threshold"),
                p.number("lower-threshold"), p.number("interval"),
                new PowerModel(p.number("idle-watts"), p.number("peak-watts")), p.number("migration-bandwidth"),
                p.number("migration-penalty"), new DemandProcess(p.number("demand-mean"),
                        p.number("demand-variability"), p.number("demand-persistence")));
    }
}
