package loadshare.node.steady;

import java.io.Serializable;

/**
 * Whether a run measured a steady state, and if not why: the cluster's queues were still growing when it ended (more
 * jobs in it than when measuring began), or it got as much work as it can do or more ({@link EffectiveLoad}). The mean
 * of an unstable run means nothing.
 *
 * <p>No trend test on the response times: a t test of the slope of a run's batch means flagged stable runs at
 * ρ = 0.95 (t = 9.4 for 20 M/M/1 queues): their batch means are too autocorrelated for it.
 *
 * @param effectiveLoad the run's effective load ({@link EffectiveLoad#NONE}: not measured)
 * @param why           why it is unstable, in words; empty if it is stable
 */
public record Stability(EffectiveLoad effectiveLoad, String why) implements Serializable {

    /** A stable run with nothing measured. */
    public static final Stability STABLE = new Stability(EffectiveLoad.NONE, "");

    /**
     * The verdict on a run, the first reason that applies.
     *
     * @param stopped       why the run was cut short (the queues grew without bound, the warm-up never ended), or
     *                      empty
     * @param growth        how many more jobs were in the cluster at the end than when measuring began
     * @param allowedGrowth the growth a stable run may show by chance
     * @param load          the effective load
     */
    public static Stability judge(String stopped, long growth, double allowedGrowth, EffectiveLoad load) {
        String why = !stopped.isEmpty() ? stopped
                : load.overloaded() ? load.describe()        // the cause, before its effect on the queues
                : growth > allowedGrowth ? growth + " more jobs in the cluster at the end than when measuring began"
                : "";
        return new Stability(load, why);
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
