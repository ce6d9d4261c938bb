package loadshare.policies.borg;

import java.util.List;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.locality.LocalityParameters;

/** The {@code borg} policy of the registry: Borg-like priority bands with preemption and placement. */
public final class BorgPolicies {

    private BorgPolicies() {
    }

    public static List<PolicyDescriptor> all() {
        return List.of(borg());
    }

    /**
     * {@code { name = borg, placement = best-fit | worst-fit | first-fit | random | tetris, preemption = true,
     * preempted = kill | suspend, bands = ..., allocs = ... }}.
     */
    static PolicyDescriptor borg() {
        return new PolicyDescriptor("borg",
                "Borg-like cluster scheduler: one priority queue of rigid jobs (p processors, memory per processor) "
                        + "in priority bands by their class's priority; jobs placed over CPUs and memory together "
                        + "(best-fit, worst-fit, first-fit, random, or tetris: multi-resource packing by alignment); "
                        + "a job that does not fit preempts the fewest, lowest-priority running jobs of lower bands, "
                        + "which are requeued (or suspended in place); a job class may run only inside an alloc set reserved for it; "
                        + "running jobs of a class with grow-after and grow-by (workload.job-classes) ask for more "
                        + "CPUs on their machine, granted like a placement; nodes execute",
                PolicyClass.DYNAMIC, "yes (preemption = true: lower bands are preempted and start over, or are "
                        + "suspended in place with preempted = suspend)",
                List.of(ParameterSpec.choice("placement", "best-fit", Placement.names(),
                                "best-fit (least left free after the part: packs), worst-fit (most left: spreads), "
                                        + "first-fit (lowest machine), random (any that fits), tetris (Tetris's "
                                        + "multi-resource packing: the highest dot product of the part's demand and "
                                        + "the machine's free CPUs and memory, each as a share of the machine)"),
                        ParameterSpec.bool("preemption", true,
                                "a job that does not fit preempts running jobs of lower bands (fewest, lowest first)"),
                        ParameterSpec.choice("preempted", "kill", Preempted.names(),
                                "what a preempted job undergoes: kill (its parts are stopped, it is requeued and "
                                        + "starts over: its work is lost, as in Borg) or suspend (its parts stop "
                                        + "in place keeping their memory and work left, and resume when their "
                                        + "machines' CPUs are free again, before the queued jobs of their band; "
                                        + "killed only when the preemptor needs their memory)"),
                        ParameterSpec.text("bands", Bands.DEFAULT, "priority bands, in any order: "
                                + "\"name: lowest priority; ...\"; a job's band is the highest whose lowest priority "
                                + "it reaches (the lowest band takes every priority below)"),
                        ParameterSpec.text("allocs", "", "alloc sets, reserved at the start: \"class: count x "
                                + "(CPUs, memory MiB or GiB); ...\", e.g. \"batch: 2 x (4, 8GiB)\": count allocs of "
                                + "that size on distinct machines (first fit); the class's jobs run only inside "
                                + "them, and nothing else does; empty: none"),
                        LocalityParameters.DELAY),
                BorgPolicies::problem,
                (p, shape) -> new BorgPolicy(config(p), p.number(LocalityParameters.DELAY.name())));
    }

    private static String problem(PolicyParameters p) {
        if (p.string("preempted").equals("suspend") && !p.bool("preemption")) {
            return "preempted = suspend needs preemption = true (without preemption nothing is suspended)";
        }
        try {
            Bands.parse(p.string("bands"));
        } catch (IllegalArgumentException e) {
            return "bands = \"" + p.string("bands") + "\": " + e.getMessage();
        }
        try {
            Allocs.parse(p.string("allocs"));
            return null;
        } catch (IllegalArgumentException e) {
            return "allocs = \"" + p.string("allocs") + "\": " + e.getMessage();
        }
    }

    static BorgConfig config(PolicyParameters p) {
        return new BorgConfig(Placement.byName(p.string("placement")).orElseThrow(), p.bool("preemption"),
                Preempted.byName(p.string("preempted")).orElseThrow(), Bands.parse(p.string("bands")),
                Allocs.parse(p.string("allocs")));
    }
}
