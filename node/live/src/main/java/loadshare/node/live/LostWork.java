package loadshare.node.live;

import java.util.List;
import loadshare.node.cpu.CpuPlan;
import loadshare.node.run.ClusterModel;

/**
 * The CPU work lost with a live node's deaths, as the simulator defines it ({@link loadshare.node.failure.JobLosses}):
 * what the attempts running on a host had done when it failed, lost with it (fail-stop: each is run again from the
 * start), counted from the start of the measurement, in CPU seconds on a CPU of speed 1.
 *
 * <p>Live, it comes from what outlives the kill: the node's journal says when each job got a CPU and with how much work
 * ({@link HomeJournal#started}), and the launcher that killed the node writes the model time of the kill into it
 * ({@link HomeJournal#killed}). On a host whose CPUs each run one job to completion (FCFS, the default), an attempt
 * that started at {@code s} with work {@code w} on a CPU of speed {@code v} had done {@code min(w, (kill - s) v)}: the
 * measure is exact. Elsewhere the journal does not say what an attempt had done, and lost work is not measured
 * ({@link #notMeasured}) rather than guessed.
 */
final class LostWork {

    private LostWork() {
    }

    /**
     * Why a live run of {@code run} cannot measure its lost work exactly, or null if it can (and then its nodes
     * journal their attempts). A run without failures has none to measure.
     */
    static String notMeasured(LiveRun run) {
        ClusterModel model = run.model();
        if (!model.failures().present()) {
            return "the run has no failures";
        }
        if (run.central()) {
            return "a central scheduler's parts are not journaled where they run";
        }
        if (CpuPlan.of(model.cpuScheduling(), model.seed(), 0) != null) {     // as a node chooses its CPU scheduler
            return "hosts schedule their CPUs otherwise than FCFS to completion (hosts.cpu-scheduling): the journal "
                    + "does not say what each job had done";
        }
        if (model.migrator() != null) {
            return "running jobs migrate: an attempt's work on the nodes it left is not journaled";
        }
        if (model.owners().present()) {
            return "owners suspend and evict running jobs: the journal does not say what each job had done";
        }
        return null;
    }

    /**
     * The work lost when a node whose CPUs run at {@code speed} was killed at model time {@code killedAt} with the
     * attempts {@code running}, counted if the kill came at or after {@code measuredFrom}; NaN if attempts were
     * running and the kill's time is not known (a node killed by another hand than the launcher's).
     */
    static double of(List<HomeJournal.Attempt> running, double killedAt, double speed, double measuredFrom) {
        if (running.isEmpty()) {
            return 0;
        }
        if (Double.isNaN(killedAt)) {
            return Double.NaN;
        }
        if (killedAt < measuredFrom) {
            return 0;
        }
        double lost = 0;
        for (HomeJournal.Attempt a : running) {
            lost += Math.min(a.work(), Math.max(0, killedAt - a.start()) * speed);
        }
        return lost;
    }
}
