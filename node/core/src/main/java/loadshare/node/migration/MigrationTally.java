package loadshare.node.migration;

import org.HdrHistogram.DoubleHistogram;

/** Adds up the migrations of one run: how many, refused, and the distribution of their costs. */
public final class MigrationTally {

    private final DoubleHistogram freeze = new DoubleHistogram(1L << 40, 3);
    private final DoubleHistogram total = new DoubleHistogram(1L << 40, 3);
    private long migrations;
    private long refused;
    private double freezeSum;
    private double totalSum;
    private double stallSum;
    private double residualSum;
    private long bytes;
    private long pageFaults;
    private long forwardedMessages;
    private double forwardingDelay;

    public void migrated(Migrator.Migration m) {
        migrations++;
        freezeSum += m.freeze();
        totalSum += m.total();
        stallSum += m.stall();
        if (Double.isFinite(m.residual())) {
            residualSum += m.residual();
        }
        bytes += m.bytes();
        pageFaults += m.pageFaults();
        forwardedMessages += m.forwardedMessages();
        forwardingDelay += m.forwardingDelay();
        freeze.recordValue(Math.max(m.freeze(), 1e-9));
        total.recordValue(Math.max(m.total(), 1e-9));
    }

    public void refused() {
        refused++;
    }

    /** The figures, per migration where that is what they mean; {@code jobs} measured completions. */
    public MigrationFigures figures(long jobs) {
        double per = migrations == 0 ? Double.NaN : 1.0 / migrations;
        return new MigrationFigures(migrations, refused, jobs == 0 ? Double.NaN : migrations / (double) jobs,
                freezeSum, freezeSum * per, percentile(freeze, 50), percentile(freeze, 99), totalSum * per,
                percentile(total, 99), bytes, stallSum * per, residualSum * per, pageFaults, forwardedMessages,
                forwardingDelay);
    }

    private double percentile(DoubleHistogram h, double p) {
        return migrations == 0 ? Double.NaN : h.getValueAtPercentile(p);
    }
}
