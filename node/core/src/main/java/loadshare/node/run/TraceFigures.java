package loadshare.node.run;

import java.io.Serializable;

/**
 * What a trace run measured beyond the usual figures: response times by job-size class, the bounded slowdown, and
 * how the work was shared. Size classes are the replayed jobs' demand terciles: small (demand <= smallUpTo),
 * medium (up to mediumUpTo), large (above).
 *
 * @param smallUpTo           the largest demand of a small job
 * @param mediumUpTo          the largest demand of a medium job
 * @param p50                 median response time of small, medium, large jobs (NaN for an empty class)
 * @param p95                 95th percentile of the same
 * @param meanBoundedSlowdown mean over jobs of response / max(demand, {@value TraceTally#SLOWDOWN_BOUND} s)
 * @param workDone            per node, the demand of the jobs that finished there
 * @param ownDemand           per node, the demand of the jobs that arrived there (its own users' jobs)
 */
public record TraceFigures(double smallUpTo, double mediumUpTo, double[] p50, double[] p95,
                           double meanBoundedSlowdown, double[] workDone, double[] ownDemand) implements Serializable {

    /** The size classes' names, in the order of {@link #p50()} and {@link #p95()}. */
    public static final String[] CLASSES = {"small", "medium", "large"};
}
