package loadshare.node.sim;

import loadshare.node.migration.MigrationFigures;

/**
 * What one simulated run measured, between the end of its warm-up and its last measured completion.
 *
 * @param histogram   response times of the measured jobs
 * @param unstable    queues kept growing (or the run was stopped because they grew without bound)
 * @param migrations  the running jobs' VMs that moved while measuring, and their cost
 * @param owners      what the workstations' owners saw while measuring
 * @param application what the run measured of its application (volunteer computing), or null if it ran none
 */
public record RunMeasurement(
        long jobs,
        double meanResponseTime,
        ResponseTimes histogram,
        double utilization,
        double throughput,
        double arrivalRate,
        double transfersPerJob,
        double messagesPerJob,
        double idleWhileWaiting,
        double measuredTime,
        long events,
        boolean unstable,
        MigrationFigures migrations,
        OwnerFigures owners,
        ApplicationRun application) {

    /** The same measurement with the application's figures. */
    public RunMeasurement withApplication(ApplicationRun run) {
        return new RunMeasurement(jobs, meanResponseTime, histogram, utilization, throughput, arrivalRate,
                transfersPerJob, messagesPerJob, idleWhileWaiting, measuredTime, events, unstable, migrations, owners,
                run);
    }
}
