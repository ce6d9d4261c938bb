package loadshare.policies.mesos;

import loadshare.policies.batch.StepSeries;

/**
 * The frameworks' dominant shares over a run: their time integrals overall and while the cluster is saturated
 * (every framework has tasks waiting, the state in which DRF promises equal weighted dominant shares), Jain's index
 * of the weighted shares integrated over the saturated time, and the change points, for plots.
 */
final class ShareTracker {

    private final int frameworks;
    private final double[] shares;
    private final double[] shareArea;
    private final double[] saturatedArea;
    private double jainArea;
    private double saturatedTime;
    private boolean saturated;
    private double jain = 1;
    private double last;
    private final StepSeries series;

    ShareTracker(int frameworks) {
        this.frameworks = frameworks;
        this.shares = new double[frameworks];
        this.shareArea = new double[frameworks];
        this.saturatedArea = new double[frameworks];
        this.series = new StepSeries(frameworks);
    }

    /**
     * From {@code now} on the frameworks hold dominant shares {@code dominant} (weighted ones {@code weighted}),
     * and the cluster is {@code saturated} or not; what held since the last call is integrated.
     */
    void at(double now, double[] dominant, double[] weighted, boolean saturated) {
        double dt = now - last;
        for (int f = 0; f < frameworks; f++) {
            shareArea[f] += shares[f] * dt;
            saturatedArea[f] += this.saturated ? shares[f] * dt : 0;
        }
        if (this.saturated) {
            saturatedTime += dt;
            jainArea += jain * dt;
        }
        last = now;
        System.arraycopy(dominant, 0, shares, 0, frameworks);
        this.saturated = saturated;
        this.jain = DrfMaster.jain(weighted);
        series.at(now, dominant);
    }

    /** The fraction of {@code span} (the run, from 0) during which the cluster was saturated. */
    double saturation(double span) {
        return span > 0 ? saturatedTime / span : Double.NaN;
    }

    /** Jain's index of the weighted dominant shares, time-averaged over the saturated time; NaN if never. */
    double saturatedJain() {
        return saturatedTime > 0 ? jainArea / saturatedTime : Double.NaN;
    }

    /** Framework {@code f}'s dominant share time-averaged over the saturated time; NaN if never. */
    double saturatedShare(int f) {
        return saturatedTime > 0 ? saturatedArea[f] / saturatedTime : Double.NaN;
    }

    /** Framework {@code f}'s dominant share time-averaged over {@code span}. */
    double meanShare(int f, double span) {
        return span > 0 ? shareArea[f] / span : Double.NaN;
    }

    /** Each framework's dominant share averaged over {@code bins} equal intervals of {@code [0, span]}. */
    double[][] series(int bins, double span) {
        return series.binned(bins, span);
    }
}
