package loadshare.node.results;

import loadshare.node.run.DelayTimeline;
import loadshare.node.run.JobAccounting;

/**
 * What a live run reports beyond a simulated one.
 *
 * @param timeScale       wall seconds per model second
 * @param duration        model seconds of arrivals
 * @param accounting      jobs arrived, completed, lost (must be 0), resubmitted, completed twice; nodes gone
 * @param drained         every job of the remaining nodes completed before the drain timeout
 * @param realMigrations  running jobs' VMs moved with their real page bytes (checked at the target)
 * @param realMigrationsFailed VMs whose real transfer did not get there
 * @param interrupted     why the run ended before its end, or null if it ran to its end
 * @param collection      which node collected the figures, and every hand-over of the collector
 * @param meanMessageDelay how long a protocol message took from its sender to its receiver, model seconds (NaN: none)
 * @param failures        what the replayed failures did to the jobs (lost work), or null for a run without failures
 * @param nodeLateness    how late the messages the nodes took in were beyond their modelled distances, by the model
 *                        time they were sent ({@link DelayTimeline#NONE}: none measured)
 * @param coordinatorLateness the same of the messages a central scheduler took in, over every instance of it (a
 *                        successor rebuilds its predecessors' from the scheduler's log); {@link DelayTimeline#NONE}
 *                        for the other coordinators (not measured)
 */
public record LiveFigures(double timeScale, double duration, JobAccounting accounting, boolean drained,
                          long realMigrations,
                          long realMigrationsFailed, String interrupted, LiveCollection collection,
                          double meanMessageDelay, LiveFailures failures, DelayTimeline nodeLateness,
                          DelayTimeline coordinatorLateness) {
}
