package loadshare.node.run;

import java.io.Serializable;
import java.util.Optional;
import loadshare.node.migration.MigrationFigures;

/**
 * What one run measured, in either runtime, between the end of its warm-up and its last measured completion.
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
 * @param sections         what only some runs measure ({@link Section}): an application's run, a trace replay's
 *                         figures, a central scheduler's, the time-shared CPU schedulers'
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
        Sections sections) implements Serializable {

    /** A measurement with no optional section. */
    public RunMeasurement(long jobs, double meanResponseTime, ResponseTimes histogram, FlowFigures flow,
                          SharingFigures sharing, double measuredTime, long events, boolean unstable,
                          MigrationFigures migrations, OwnerFigures owners) {
        this(jobs, meanResponseTime, histogram, flow, sharing, measuredTime, events, unstable, migrations, owners,
                Sections.NONE);
    }

    /** The mean and the percentiles of the measured response times. */
    public ResponseFigures response() {
        return ResponseFigures.of(meanResponseTime, histogram);
    }

    /** The figures of {@code section}, or empty where the run had none. */
    public <T> Optional<T> section(Section<T> section) {
        return sections.get(section);
    }

    /** The same measurement with {@code section} set to {@code figures} (null: without it). */
    public <T> RunMeasurement with(Section<T> section, T figures) {
        return new RunMeasurement(jobs, meanResponseTime, histogram, flow, sharing, measuredTime, events, unstable,
                migrations, owners, sections.with(section, figures));
    }
}
