package loadshare.node.steady;

import java.util.Locale;

/**
 * Whether a run measured a steady state, and if not why: the cluster's queues were still growing when it ended (more
 * jobs in it than when measuring began), it got as much work as it can do or more ({@link EffectiveLoad}), or its
 * response times kept rising over its second half ({@link Trend}). The mean of an unstable run means nothing.
 *
 * @param effectiveLoad the run's effective load ({@link EffectiveLoad#NONE}: not measured)
 * @param trend         the trend of its response times' batch means over its second half
 * @param why           why it is unstable, in words; empty if it is stable
 */
public record Stability(EffectiveLoad effectiveLoad, Trend trend, String why) {

    /** The one-sided level at which a rising trend makes a run unstable: strict, for runs at high load wander. */
    public static final double TREND_LEVEL = 1e-4;

    /** A stable run with nothing measured. */
    public static final Stability STABLE = new Stability(EffectiveLoad.NONE, Trend.NONE, "");

    /**
     * The verdict on a run, the first reason that applies.
     *
     * @param stopped       why the run was cut short (the queues grew without bound, the warm-up never ended), or
     *                      empty
     * @param growth        how many more jobs were in the cluster at the end than when measuring began
     * @param allowedGrowth the growth a stable run may show by chance
     * @param load          the effective load
     * @param trend         the response times' trend over the run's second half
     */
    public static Stability judge(String stopped, long growth, double allowedGrowth, EffectiveLoad load, Trend trend) {
        String why = !stopped.isEmpty() ? stopped
                : growth > allowedGrowth ? growth + " more jobs in the cluster at the end than when measuring began"
                : load.overloaded() ? load.describe()
                : trend.growing(TREND_LEVEL) ? String.format(Locale.ROOT,
                        "response times still rising over the run's second half (t = %.1f, p = %.1g)",
                        trend.t(), trend.pValue())
                : "";
        return new Stability(load, trend, why);
    }

    public boolean unstable() {
        return !why.isEmpty();
    }

    /**
     * The replication that says most about a point: the first unstable one, else the one with the highest effective
     * load (the first if none was measured).
     */
    public static Stability worst(java.util.List<Stability> runs) {
        Stability worst = runs.get(0);
        for (Stability run : runs) {
            if (run.unstable()) {
                return run;
            }
            if (run.effectiveLoad().value() > worst.effectiveLoad().value()) {
                worst = run;
            }
        }
        return worst;
    }
}
