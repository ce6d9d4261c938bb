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
     * bands = ... }}.
     */
    static PolicyDescriptor borg() {
        return new PolicyDescriptor("borg",
                "Borg-like cluster scheduler: one priority queue of rigid jobs (p processors, memory per processor) "
                        + "in priority bands by their class's priority; jobs placed over CPUs and memory together "
                        + "(best-fit, worst-fit, first-fit, random, or tetris: multi-resource packing by alignment); "
                        + "a job that does not fit preempts the fewest, lowest-priority running jobs of lower bands, "
                        + "which are requeued; nodes execute",
                PolicyClass.DYNAMIC, "yes (preemption = true: lower bands are preempted and start over)",
                List.of(ParameterSpec.choice("placement", "best-fit", Placement.names(),
                                "best-fit (least left free after the part: packs), worst-fit (most left: spreads), "
                                        + "first-fit (lowest machine), random (any that fits), tetris (Tetris's "
                                        + "multi-resource packing: the highest dot product of the part's demand and "
                                        + "the machine's free CPUs and memory, each as a share of the machine)"),
                        ParameterSpec.bool("preemption", true,
                                "a job that does not fit preempts running jobs of lower bands (fewest, lowest first)"),
                        ParameterSpec.text("bands", Bands.DEFAULT, "priority bands, in any order: "
                                + "\"name: lowest priority; ...\"; a job's band is the highest whose lowest priority "
                                + "it reaches (the lowest band takes every priority below)"),
                        LocalityParameters.DELAY),
                BorgPolicies::problem,
                (p, shape) -> new BorgPolicy(config(p), p.number(LocalityParameters.DELAY.name())));
    }

    private static String problem(PolicyParameters p) {
        try {
            Bands.parse(p.string("bands"));
            return null;
        } catch (IllegalArgumentException e) {
            return "bands = \"" + p.string("bands") + "\": " + e.getMessage();
        }
    }

    static BorgConfig config(PolicyParameters p) {
        return new BorgConfig(Placement.byName(p.string("placement")).orElseThrow(), p.bool("preemption"),
                Bands.parse(p.string("bands")));
    }
}
