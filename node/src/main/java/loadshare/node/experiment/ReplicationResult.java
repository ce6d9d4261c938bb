package loadshare.node.experiment;

import loadshare.node.migration.MigrationFigures;
import loadshare.node.sim.OwnerFigures;

/**
 * What one replication of one policy at one load measured: a row of {@code results.csv}.
 *
 * @param meanResponseTime   mean of (completion - arrival) over the measured jobs, model seconds
 * @param utilization        fraction of CPU time busy over the measured period, all CPUs of the cluster
 * @param throughput         measured completions per model second, cluster-wide
 * @param arrivalRate        offered jobs per model second, cluster-wide (what throughput must keep up with)
 * @param transfersPerJob    job transfers between nodes per measured job
 * @param probesPerJob       protocol messages (probes, replies, transfers, load updates...) per measured job
 * @param idleWhileWaiting   time-average probability that some node has an idle CPU while a job waits somewhere
 * @param measuredTime       model seconds between the end of the warm-up and the last measured completion
 * @param events             events the simulation processed in this replication (warm-up included)
 * @param unstable           throughput fell short of the arrival rate or queues kept growing: the mean means nothing
 * @param migrations         running jobs' VMs moved while measuring, and their cost
 * @param owners             what the workstations' owners saw while measuring
 */
public record ReplicationResult(
        String policy,
        double load,
        int nodes,
        int replication,
        long seed,
        long jobs,
        double meanResponseTime,
        double p50,
        double p95,
        double p99,
        double utilization,
        double throughput,
        double arrivalRate,
        double transfersPerJob,
        double probesPerJob,
        double idleWhileWaiting,
        double measuredTime,
        long events,
        boolean unstable,
        MigrationFigures migrations,
        OwnerFigures owners) {
}
