package loadshare.policies.omega;

import java.util.List;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.borg.Placement;

/** The {@code omega} policy of the registry: Omega-like shared-state scheduling, or one monolithic scheduler. */
public final class OmegaPolicies {

    private OmegaPolicies() {
    }

    public static List<PolicyDescriptor> all() {
        return List.of(omega());
    }

    /**
     * {@code { name = omega, schedulers = shared-state | monolithic, decision-times = "batch: 0.1, service: 1",
     * commit = incremental | all-or-nothing, placement = random, ... }}.
     */
    static PolicyDescriptor omega() {
        return new PolicyDescriptor("omega",
                "Omega-like shared-state scheduling: a scheduler per job class, each with its own queue and decision "
                        + "time, plans a job on a snapshot of the shared cell and commits it transactionally; a "
                        + "commit that finds a machine taken by another scheduler conflicts and is decided again "
                        + "(schedulers = monolithic: one scheduler serialises every decision; synthetic job classes "
                        + "only)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.choice("schedulers", "shared-state", List.of("shared-state", "monolithic"),
                                "shared-state (a scheduler per job class, in parallel on one cell state) or "
                                        + "monolithic (one scheduler decides every job in turn, each with its class's "
                                        + "decision time)"),
                        ParameterSpec.number("decision-time", 0.1, 0, "a decision's time per job, model seconds, "
                                + "for classes decision-times does not name"),
                        ParameterSpec.text("decision-times", "", "the time per job by job-class name, e.g. "
                                + "\"batch: 0.1, service: 1\" (each >= 0)"),
                        ParameterSpec.number("task-decision-time", 0, 0, "a decision's time per task (processor "
                                + "still to place), model seconds, added to the job's, for classes "
                                + "task-decision-times does not name"),
                        ParameterSpec.text("task-decision-times", "", "the time per task by job-class name, e.g. "
                                + "\"batch: 0.005\" (each >= 0)"),
                        ParameterSpec.choice("commit", "incremental", List.of("incremental", "all-or-nothing"),
                                "incremental (the parts that still fit are claimed, the conflicting ones decided "
                                        + "again) or all-or-nothing (gang: a conflict fails the whole transaction)"),
                        ParameterSpec.choice("placement", "random", Placement.names(),
                                "how a decision places a job's parts on its snapshot, as under borg: random (any "
                                        + "machine that fits, as Omega's simulator's randomized first fit), "
                                        + "first-fit, best-fit, worst-fit, tetris"),
                        ParameterSpec.integer("max-retries", 1000, 1, "a job whose commits conflicted this many "
                                + "times is abandoned (rejected as unscheduled)")),
                OmegaPolicies::problem,
                (p, shape) -> new OmegaPolicy(config(p)));
    }

    private static String problem(PolicyParameters p) {
        for (String key : List.of("decision-times", "task-decision-times")) {
            try {
                DecisionTimes.parse(p.string(key), 0);
            } catch (IllegalArgumentException e) {
                return key + " = \"" + p.string(key) + "\": " + e.getMessage();
            }
        }
        return null;
    }

    /** The schedulers' settings from validated parameters. */
    static OmegaConfig config(PolicyParameters p) {
        return new OmegaConfig(p.string("schedulers").equals("monolithic"),
                DecisionTimes.parse(p.string("decision-times"), p.number("decision-time")),
                DecisionTimes.parse(p.string("task-decision-times"), p.number("task-decision-time")),
                p.string("commit").equals("all-or-nothing"), Placement.byName(p.string("placement")).orElseThrow(),
                p.integer("max-retries"));
    }
}
