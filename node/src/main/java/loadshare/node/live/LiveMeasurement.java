package loadshare.node.live;

import loadshare.node.experiment.JobAccounting;
import loadshare.node.sim.ApplicationRun;
import loadshare.node.sim.FlowFigures;
import loadshare.node.sim.OwnerFigures;
import loadshare.node.sim.ResponseTimes;
import loadshare.node.sim.SharingFigures;
import loadshare.node.sim.batch.BatchMeasurement;

/**
 * What a live run measured, at the collector. Response times are of the jobs that arrived in
 * [warmup, duration), each counted once however many times it completed.
 *
 * @param jobs             jobs measured
 * @param meanResponseTime mean response time of the measured jobs, model seconds
 * @param histogram        response times of the measured jobs
 * @param flow             utilization, throughput and arrival rate
 * @param sharing          transfers per measured job, messages per completed job (idle-while-waiting: NaN, not measured)
 * @param accounting       jobs arrived, completed, lost, resubmitted, completed twice, and the nodes gone
 * @param measuredTime     model seconds of the measuring window
 * @param drained          every job of the remaining nodes completed before the drain timeout
 * @param owners           what the workstations' owners saw (over the whole run), if hosts have owners
 * @param application      the application's run (volunteer computing), or null if the policy runs none
 * @param realMigrations   running jobs' VMs that moved with their real page bytes (checked at the target)
 * @param realMigrationsFailed VMs whose real transfer did not get there (the job ran on at its source, or its home)
 * @param interrupted      why the run ended before its end (e.g. the cluster lost its majority), or null
 * @param batch            a central scheduler's figures (over every job it got), or null if none ran the cluster
 */
public record LiveMeasurement(long jobs, double meanResponseTime, ResponseTimes histogram, FlowFigures flow,
                              SharingFigures sharing, JobAccounting accounting, double measuredTime, boolean drained,
                              OwnerFigures owners, ApplicationRun application, long realMigrations,
                              long realMigrationsFailed, String interrupted, BatchMeasurement batch) {
}
