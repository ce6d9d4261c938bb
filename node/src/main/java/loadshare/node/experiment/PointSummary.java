package loadshare.node.experiment;

import loadshare.node.migration.MigrationFigures;
import loadshare.node.sim.OwnerFigures;

/**
 * One policy at one load, aggregated over its replications: an entry of {@code summary.json} "results".
 * Means are over replications; {@code ci95HalfWidth} is the Student-t 95% half-width of the mean response
 * time over replications; percentiles come from the replications' histograms merged. Migration counts are summed
 * over replications, their costs are per migration.
 */
public record PointSummary(
        String policy,
        double load,
        int nodes,
        int replications,
        long jobs,
        double meanResponseTime,
        double ci95HalfWidth,
        double p50,
        double p95,
        double p99,
        double utilization,
        double throughput,
        double transfersPerJob,
        double probesPerJob,
        double idleWhileWaiting,
        boolean unstable,
        MigrationFigures migrations,
        OwnerFigures owners) {
}
