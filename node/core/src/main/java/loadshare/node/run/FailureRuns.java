package loadshare.node.run;

import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.policies.ConfiguredPolicy;

/**
 * Which runs can meet host failures, the same in both runtimes. A node that fails loses (or stops) its own jobs and
 * its peers time out on it; the policies that run on the nodes alone handle that, whatever they are. The central
 * schedulers meet them fail-stop only: a rigid job's parts are reservations of CPUs on several hosts at once, lost
 * with any of them, and the job is requeued whole ({@code on-failure = restart}); there is nothing to resume, and
 * no checkpoint. Not yet: a policy with a coordinator (central queue, load directory, Sprite's and Condor's
 * managers, the volunteer server, dispatchers) — what its clients do while it or their node is down is its own
 * semantics, still to be written —, and parallel jobs (a job's threads would be stopped one CPU at a time).
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
        if (Dispatchers.around(policy, s).newCoordinator().isPresent()) {
            return "policy '" + label + "' has a coordinator" + (s.dispatch().dispatcher() ? " (the dispatcher)" : "")
                    + ", which does not meet host failures yet: remove the failures section or choose a policy"
                    + " that runs on the nodes alone";
        }
        if (s.hosts().cpuScheduling().threads().parallel()) {
            return "parallel jobs (workload.threads = " + s.hosts().cpuScheduling().threads().threads()
                    + ") do not meet host failures yet: set threads = 1 or remove the failures section";
        }
        return null;
    }
}
