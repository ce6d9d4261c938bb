package loadshare.node.live;

import loadshare.node.cpu.CpuFigures;
import loadshare.node.run.ApplicationRun;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.JobAccounting;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseTimes;
import loadshare.node.run.SharingFigures;

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
 * @param cpu              what the nodes' time-shared CPU schedulers counted after the warm-up, added up, or null
 *                         where hosts run FCFS to completion
 */
public record LiveMeasurement(long jobs, double meanResponseTime, ResponseTimes histogram, FlowFigures flow,
                              SharingFigures sharing, JobAccounting accounting, double measuredTime, boolean drained,
                              OwnerFigures owners, ApplicationRun application, long realMigrations,
                              long realMigrationsFailed, String interrupted, BatchMeasurement batch,
                              CpuFigures cpu) {

    /** A measurement of hosts that run FCFS to completion. */
    public LiveMeasurement(long jobs, double meanResponseTime, ResponseTimes histogram, FlowFigures flow,
                           SharingFigures sharing, JobAccounting accounting, double measuredTime, boolean drained,
                           OwnerFigures owners, ApplicationRun application, long realMigrations,
                           long realMigrationsFailed, String interrupted, BatchMeasurement batch) {
        this(jobs, meanResponseTime, histogram, flow, sharing, accounting, measuredTime, drained, owners, application,
                realMigrations, realMigrationsFailed, interrupted, batch, null);
    }
}
