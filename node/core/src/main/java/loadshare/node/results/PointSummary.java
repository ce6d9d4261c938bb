package loadshare.node.results;

import java.util.Optional;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseFigures;
import loadshare.node.run.Section;
import loadshare.node.run.Sections;
import loadshare.node.run.SharingFigures;

/**
 * One policy at one load, aggregated over its replications: an entry of {@code summary.json} "results".
 * Means are over replications; percentiles come from the replications' histograms merged. Migration counts are
 * summed over replications, their costs are per migration.
 *
 * @param point         the policy, the load and the cluster's size
 * @param replications  how many replications were aggregated
 * @param jobs          jobs measured, all replications together
 * @param response      the mean over replications of their mean response times; percentiles of all of them
 * @param ci95HalfWidth the Student-t 95% half-width of the mean response time over replications
 * @param flow          utilization, throughput and arrival rate, means over replications
 * @param sharing       transfers and messages per job, P(idle while waiting), means over replications
 * @param unstable      some replication was unstable
 * @param migrations    running jobs' VMs moved, all replications together
 * @param owners        what the workstations' owners saw, all replications together
 * @param check         the precision asked for and the exact mean, and whether the interval meets them
 * @param sections      what only some runs measure ({@link Section}), over the replications: a central scheduler's
 *                      figures, means over replications (the first one's series)
 */
public record PointSummary(
        Point point,
        int replications,
        long jobs,
        ResponseFigures response,
        double ci95HalfWidth,
        FlowFigures flow,
        SharingFigures sharing,
        boolean unstable,
        MigrationFigures migrations,
        OwnerFigures owners,
        PointCheck check,
        Sections sections) {

    /** A checked summary with no optional section. */
    public PointSummary(Point point, int replications, long jobs, ResponseFigures response, double ci95HalfWidth,
                        FlowFigures flow, SharingFigures sharing, boolean unstable, MigrationFigures migrations,
                        OwnerFigures owners, PointCheck check) {
        this(point, replications, jobs, response, ci95HalfWidth, flow, sharing, unstable, migrations, owners, check,
                Sections.NONE);
    }

    /** The figures of {@code section}, or empty where the point has none. */
    public <T> Optional<T> section(Section<T> section) {
        return sections.get(section);
    }

    /** The same summary with {@code section} set to {@code figures} (null: without it). */
    public <T> PointSummary with(Section<T> section, T figures) {
        return new PointSummary(point, replications, jobs, response, ci95HalfWidth, flow, sharing, unstable, migrations,
                owners, check, sections.with(section, figures));
    }

    /** A summary with nothing checked. */
    public PointSummary(Point point, int replications, long jobs, ResponseFigures response, double ci95HalfWidth,
                        FlowFigures flow, SharingFigures sharing, boolean unstable, MigrationFigures migrations,
                        OwnerFigures owners) {
        this(point, replications, jobs, response, ci95HalfWidth, flow, sharing, unstable, migrations, owners,
                PointCheck.NONE);
    }

    /**
     * The same summary checked against a precision and an exact mean (NaN: none). An unstable point is not checked:
     * its mean means nothing, and tables already say UNSTABLE.
     */
    public PointSummary checked(double precision, double exactMean) {
        return new PointSummary(point, replications, jobs, response, ci95HalfWidth, flow, sharing, unstable, migrations,
                owners, unstable ? PointCheck.NONE : PointCheck.of(precision, exactMean, response.mean(), ci95HalfWidth),
                sections);
    }

    /** The policy's label, followed in a sweep by the swept values: how tables and plots name it. */
    public String policy() {
        return point.label();
    }

    public double load() {
        return point.load();
    }
}
