package loadshare.node.migration;

import java.io.Serializable;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * What the migrations of one run cost (times in model seconds; NaN where there was nothing to measure).
 *
 * @param perJob        migrations per measured job
 * @param freezeSum     time VMs ran nowhere, summed over migrations
 * @param meanStall     mean time a resumed VM's vCPU stalled on page faults
 * @param meanResidual  mean time a source still served pages after the VM resumed elsewhere
 */
public record MigrationFigures(long migrations, long refused, double perJob, double freezeSum, double meanFreeze,
        double p50Freeze, double p99Freeze, double meanTotal, double p99Total, long bytes, double meanStall,
        double meanResidual, long pageFaults, long forwardedMessages, double forwardingDelay) implements Serializable {

    /** A run without migrations. */
    public static final MigrationFigures NONE = new MigrationTally().figures(0);

    /**
     * The figures of several replications as one: counts and sums added, per-job rates and percentiles averaged
     * over replications, per-migration means weighted by each replication's migrations.
     */
    public static MigrationFigures combine(List<MigrationFigures> runs) {
        long migrations = 0;
        long refused = 0;
        long bytes = 0;
        long faults = 0;
        long forwarded = 0;
        double freezeSum = 0;
        double totalSum = 0;
        double stallSum = 0;
        double residualSum = 0;
        double delay = 0;
        for (MigrationFigures f : runs) {
            migrations += f.migrations;
            refused += f.refused;
            bytes += f.bytes;
            faults += f.pageFaults;
            forwarded += f.forwardedMessages;
            freezeSum += f.freezeSum;
            delay += f.forwardingDelay;
            if (f.migrations > 0) {
                totalSum += f.meanTotal * f.migrations;
                stallSum += f.meanStall * f.migrations;
                residualSum += f.meanResidual * f.migrations;
            }
        }
        double per = migrations == 0 ? Double.NaN : 1.0 / migrations;
        return new MigrationFigures(migrations, refused, average(runs, MigrationFigures::perJob), freezeSum,
                freezeSum * per, average(runs, MigrationFigures::p50Freeze), average(runs, MigrationFigures::p99Freeze),
                totalSum * per, average(runs, MigrationFigures::p99Total), bytes, stallSum * per, residualSum * per,
                faults, forwarded, delay);
    }

    /** The mean over the runs that measured it (NaN if none did). */
    private static double average(List<MigrationFigures> runs, ToDoubleFunction<MigrationFigures> figure) {
        return runs.stream().mapToDouble(figure).filter(x -> !Double.isNaN(x)).average().orElse(Double.NaN);
    }
}
