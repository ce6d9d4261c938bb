package loadshare.node.run;

import loadshare.config.ExperimentSettings;
import loadshare.policies.ConfiguredPolicy;

/**
 * Which runs can meet host failures, the same in both runtimes: every policy that runs on the nodes, with or
 * without a coordinator. Not yet: the central schedulers, and parallel jobs (a job's threads would be stopped one
 * CPU at a time).
 */
public final class FailureRuns {

    private FailureRuns() {
    }

    /** Why {@code s}'s failures cannot be run with {@code policy} (labelled {@code label}), or null if they can. */
    public static String problem(ExperimentSettings s, ConfiguredPolicy policy, String label) {
        if (!s.failures().present()) {
            return null;
        }
        if (BatchRuns.isBatch(policy)) {
            return "policy '" + label + "' is a central scheduler, which does not meet host failures yet:"
                    + " remove the failures section or choose a policy that runs on the nodes";
        }
        if (s.hosts().cpuScheduling().threads().parallel()) {
            return "parallel jobs (workload.threads = " + s.hosts().cpuScheduling().threads().threads()
                    + ") do not meet host failures yet: set threads = 1 or remove the failures section";
        }
        return null;
    }
}
