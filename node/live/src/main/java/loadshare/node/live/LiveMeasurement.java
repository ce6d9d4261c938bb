package loadshare.node.live;

import loadshare.node.migration.MigrationFigures;
import loadshare.node.results.LiveCollection;
import loadshare.node.results.LiveFailures;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.JobAccounting;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseTimes;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.SharingFigures;
import loadshare.node.run.TwinLateness;

/**
 * What a live run measured, at the collector: the run's measurement in the form both runtimes share, and what only a
 * live run has. Response times are of the jobs that arrived in [warmup, duration), each counted once however many
 * times it completed.
 *
 * @param run                  jobs measured, their response times, flow and sharing (messages per completed job, the
 *                             nodes' and the coordinator's;
 *                             idle-while-waiting: NaN, not measured), the measuring window, the owners' figures (over
 *                             the whole run), and its sections: an application's run, a central scheduler's figures
 *                             (over every job it got), the time-shared CPU schedulers' (added up after the warm-up).
 *                             Events are not counted (0); the run is unstable if it did not drain or lost a job
 * @param accounting           jobs arrived, completed, lost, resubmitted, completed twice, and the nodes gone
 * @param drained              every job of the remaining nodes completed before the drain timeout
 * @param realMigrations       running jobs' VMs that moved with their real page bytes (checked at the target)
 * @param realMigrationsFailed VMs whose real transfer did not get there (the job ran on at its source, or its home)
 * @param interrupted          why the run ended before its end (e.g. the cluster lost its majority), or null
 * @param collection           which node collected the figures, after which hand-overs
 * @param messageDelays        how long the protocol messages the nodes received took from their senders' inputs to
 *                             their receivers', in model seconds ({@link MessageDelays})
 * @param coordinatorDelays    how long those the coordinator received took, from its last report (a central
 *                             scheduler's over all its instances, another coordinator's over its last instance's;
 *                             {@link MessageDelays.Figures#NONE} in a run without a coordinator)
 * @param jobLog               one row per measured job ({@code run.job-log}), or null without
 * @param failures             what the replayed failures did to the jobs (lost work), or null without failures
 */
public record LiveMeasurement(RunMeasurement run, JobAccounting accounting, boolean drained, long realMigrations,
                              long realMigrationsFailed, String interrupted, LiveCollection collection,
                              MessageDelays.Figures messageDelays, MessageDelays.Figures coordinatorDelays,
                              LiveJobLog jobLog, LiveFailures failures) {

    /** Every message measured, the nodes' and the coordinator's. */
    private MessageDelays.Figures allDelays() {
        return messageDelays.plus(coordinatorDelays);
    }

    /** The mean delay of a protocol message in model seconds, NaN if no message was measured. */
    public double meanMessageDelay() {
        return allDelays().mean();
    }

    /**
     * The mean delay of a protocol message beyond its modelled distance (0 on a flat network of no latency): the
     * run's own lateness, which its simulated twin adds to the distances; NaN if no message was measured.
     */
    public double meanLateness() {
        return allDelays().meanBeyondModel();
    }

    /**
     * The run's lateness for its simulated twin on {@code nodes} nodes: the messages to the nodes and to the
     * coordinator, each by the model time it was sent, beyond its modelled distance.
     */
    public TwinLateness twinLateness(int nodes) {
        return new TwinLateness(messageDelays.lateness(), coordinatorDelays.lateness(), nodes);
    }

    /** Whether a live run's figures mean nothing as a steady state: it did not drain, or it lost jobs. */
    static boolean unstable(boolean drained, JobAccounting accounting) {
        return !drained || accounting.lost() > 0;
    }

    /** The measurement of a live run (no events counted, no simulated migration figures). */
    static RunMeasurement measurement(long jobs, double meanResponseTime, ResponseTimes histogram,
                                      FlowFigures flow, SharingFigures sharing,
                                      double measuredTime, boolean drained, JobAccounting accounting,
                                      OwnerFigures owners) {
        return new RunMeasurement(jobs, meanResponseTime, histogram, flow, sharing, measuredTime, 0,
                unstable(drained, accounting), MigrationFigures.NONE, owners);
    }
}
