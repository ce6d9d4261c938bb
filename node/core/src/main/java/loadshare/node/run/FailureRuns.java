package loadshare.node.run;

import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.policies.ConfiguredPolicy;

/**
 * Which runs can meet host failures, the same in both runtimes: every policy that runs on the nodes, with or
 * without a coordinator. The central schedulers meet them fail-stop only: a rigid job's parts are reservations of
 * CPUs on several hosts at once, lost with any of them, and the job is requeued whole ({@code on-failure =
 * restart}); there is nothing to resume, and no checkpoint. Not yet: parallel jobs (a job's threads would be
 * stopped one CPU at a time).
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
            return s.failures().onFailure() == FailureSettings.OnFailure.RESTART ? null : "policy '" + label
                    + "' is a central scheduler: a rigid job's reservation is lost with its host and the job requeued"
                    + " whole, so failures.on-failure = " + s.failures().onFailure().configName()
                    + " has no meaning for it: set failures.on-failure = restart";
        }
        if (s.hosts().cpuScheduling().threads().parallel()) {
            return "parallel jobs (workload.threads = " + s.hosts().cpuScheduling().threads().threads()
                    + ") do not meet host failures yet: set threads = 1 or remove the failures section";
        }
        return null;
    }
}
