package loadshare.node.run;

import loadshare.node.cpu.CpuFigures;
import loadshare.node.migration.MigrationFigures;

/**
 * What one simulated run measured, between the end of its warm-up and its last measured completion.
 *
 * @param jobs             jobs measured
 * @param meanResponseTime mean of (completion - arrival) over the measured jobs, model seconds
 * @param histogram        response times of the measured jobs
 * @param flow             utilization, throughput and arrival rate
 * @param sharing          transfers and messages per job, P(idle while waiting)
 * @param measuredTime     model seconds measured
 * @param events           events the simulation processed (warm-up included)
 * @param unstable         queues kept growing (or the run was stopped because they grew without bound)
 * @param migrations       the running jobs' VMs that moved while measuring, and their cost
 * @param owners           what the workstations' owners saw while measuring
 * @param application      what the run measured of its application (volunteer computing), or null if it ran none
 * @param trace            what a trace run measured beyond the usual (size classes, slowdown, shares), or null
 * @param batch            what a batch scheduler's run measured (wait, bounded slowdown, utilization), or null
 * @param cpu              what the hosts' time-shared CPU schedulers measured, or null where they run FCFS to
 *                         completion (hosts.cpu-scheduling at its defaults)
 */
public record RunMeasurement(
        long jobs,
        double meanResponseTime,
        ResponseTimes histogram,
        FlowFigures flow,
        SharingFigures sharing,
        double measuredTime,
        long events,
        boolean unstable,
        MigrationFigures migrations,
        OwnerFigures owners,
        ApplicationRun application,
        TraceFigures trace,
        BatchMeasurement batch,
        CpuFigures cpu) {

    /** A measurement of a run without a batch scheduler or CPU scheduling figures. */
    public RunMeasurement(long jobs, double meanResponseTime, ResponseTimes histogram, FlowFigures flow,
                          SharingFigures sharing, double measuredTime, long events, boolean unstable,
                          MigrationFigures migrations, OwnerFigures owners, ApplicationRun application,
                          TraceFigures trace) {
        this(jobs, meanResponseTime, histogram, flow, sharing, measuredTime, events, unstable, migrations, owners,
                application, trace, null, null);
    }

    /** A measurement of a run that replays no trace. */
    public RunMeasurement(long jobs, double meanResponseTime, ResponseTimes histogram, FlowFigures flow,
                          SharingFigures sharing, double measuredTime, long events, boolean unstable,
                          MigrationFigures migrations, OwnerFigures owners, ApplicationRun application) {
        this(jobs, meanResponseTime, histogram, flow, sharing, measuredTime, events, unstable, migrations, owners,
                application, null);
    }

    /** The mean and the percentiles of the measured response times. */
    public ResponseFigures response() {
        return ResponseFigures.of(meanResponseTime, histogram);
    }

    /** The same measurement with the application's figures. */
    public RunMeasurement withApplication(ApplicationRun run) {
        return new RunMeasurement(jobs, meanResponseTime, histogram, flow, sharing, measuredTime, events, unstable,
                migrations, owners, run, trace, batch, cpu);
    }

    /** The same measurement with a trace run's figures. */
    public RunMeasurement withTrace(TraceFigures figures) {
        return new RunMeasurement(jobs, meanResponseTime, histogram, flow, sharing, measuredTime, events, unstable,
                migrations, owners, application, figures, batch, cpu);
    }

    /** The same measurement with the CPU schedulers' figures. */
    public RunMeasurement withCpu(CpuFigures figures) {
        return new RunMeasurement(jobs, meanResponseTime, histogram, flow, sharing, measuredTime, events, unstable,
                migrations, owners, application, trace, batch, figures);
    }
}
