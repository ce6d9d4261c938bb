package loadshare.node.results;

import java.util.Optional;
import loadshare.config.ExperimentSettings;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseFigures;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.node.run.Sections;
import loadshare.node.run.SharingFigures;

/**
 * What one replication of one policy at one load measured: a row of {@code results.csv}.
 *
 * @param point        the policy, the load and the cluster's size
 * @param replication  which replication (0, 1, ...): the same seed for every policy and load
 * @param seed         the replication's seed
 * @param jobs         jobs measured (after the warm-up)
 * @param response     the measured jobs' response times: mean and percentiles
 * @param flow         utilization, throughput and arrival rate while measuring
 * @param sharing      transfers and messages per job, and how often an idle CPU stood beside a waiting job
 * @param measuredTime model seconds between the end of the warm-up and the last measured completion
 * @param events       events the simulation processed in this replication (warm-up included)
 * @param unstable     throughput fell short of the arrival rate or queues kept growing: the mean means nothing
 * @param migrations   running jobs' VMs moved while measuring, and their cost
 * @param owners       what the workstations' owners saw while measuring
 * @param sections     what only some runs measure ({@link Section}), as the run measured it: the time-shared CPU
 *                     schedulers' figures (cpu-scheduling.csv), an application's run, a trace's figures or a
 *                     central scheduler's
 */
public record ReplicationResult(
        Point point,
        int replication,
        long seed,
        long jobs,
        ResponseFigures response,
        FlowFigures flow,
        SharingFigures sharing,
        double measuredTime,
        long events,
        boolean unstable,
        MigrationFigures migrations,
        OwnerFigures owners,
        Sections sections) {

    /** The row of replication {@code rep} of {@code point}, from what the run measured. */
    public static ReplicationResult of(ExperimentSettings s, Point point, int rep, RunMeasurement m) {
        return new ReplicationResult(point, rep, RunSetup.seed(s, rep), m.jobs(), m.response(),
                m.flow(), m.sharing(), m.measuredTime(), m.events(), m.unstable(), m.migrations(), m.owners(),
                m.sections());
    }

    /** A row with no optional section. */
    public ReplicationResult(Point point, int replication, long seed, long jobs, ResponseFigures response,
                             FlowFigures flow, SharingFigures sharing, double measuredTime, long events,
                             boolean unstable, MigrationFigures migrations, OwnerFigures owners) {
        this(point, replication, seed, jobs, response, flow, sharing, measuredTime, events, unstable, migrations,
                owners, Sections.NONE);
    }

    /** The figures of {@code section}, or empty where the run had none. */
    public <T> Optional<T> section(Section<T> section) {
        return sections.get(section);
    }

    /** The policy's label, followed in a sweep by the swept values: how tables and plots name it. */
    public String policy() {
        return point.label();
    }

    public double load() {
        return point.load();
    }
}
