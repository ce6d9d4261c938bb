package loadshare.policies.batch;

import java.util.List;
import java.util.Map;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;

/**
 * A central scheduler of rigid jobs — SLURM-like batch queues, Borg-like priority bands, a Mesos-like master — as
 * both runtimes host it: a coordinator (participant N, after the nodes) that gets every job at its submit time,
 * launches its parts on the nodes that execute them ({@code BatchMessage.Launch}) and hears when each part is
 * {@code Done}. It keeps its accounts in a {@link BatchLedger}; {@link #figures} adds what only this kind of
 * scheduler measures. Pure, like every coordinator.
 */
public interface CentralScheduler extends Coordinator {

    /** Job {@code job} is submitted now: rejected if it can never run, else queued and maybe started. */
    void onSubmit(BatchJob job, CoordinatorContext context);

    /**
     * The runs with a part on node {@code node} that has not reported {@code Done}, as this scheduler sees them, in
     * ascending order: what a scheduler taken up after a hand-over asks that node about
     * ({@link loadshare.protocol.BatchMessage.Reconcile}).
     */
    List<Long> partsOn(int node);

    /**
     * Node {@code node} neither runs its part of run {@code run} nor ended it (the {@code Launch} never reached it: it
     * was lost with the scheduler that sent it): the run is lost, and its job is requeued as when a node fails (its
     * other parts are stopped), but the node stays up. Nothing happens if the run has no such part running.
     */
    void onPartLost(int node, long run, CoordinatorContext context);

    /** The run's accounts so far. */
    BatchLedger ledger();

    /** What the run measured so far: the ledger's figures, with this scheduler's own ({@link BatchFigures#extra}). */
    default BatchFigures figures() {
        return ledger().figures();
    }

    /**
     * This scheduler's own quantities over time, for plots: by line name, each averaged over {@code bins} equal
     * intervals of the run (those of {@link BatchLedger#series}); none by default.
     */
    default Map<String, double[]> series(int bins) {
        return Map.of();
    }
}
