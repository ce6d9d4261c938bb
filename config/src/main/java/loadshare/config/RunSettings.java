package loadshare.config;

import java.io.Serializable;

/**
 * How long and how often to run.
 *
 * @param jobs         measured completions per replication (cluster-wide)
 * @param warmupJobs   completions discarded before measuring starts, or {@link #AUTO_WARMUP}: detected per run
 * @param replications independent replications per policy and load
 * @param seed         the root of every random stream of the experiment
 * @param threads      replications run in parallel on this many threads; 0 means one per available core
 * @param precision    0, or the relative 95% half-width every point's mean response time should reach: more
 *                     replications are run until it does (or {@code maxJobs} is spent)
 * @param maxJobs      measured jobs per point (all its replications) that {@code precision} may spend; 0 means
 *                     ten times {@code replications * jobs}
 * @param jobLog       whether each replication writes one row per measured job to a compressed CSV file of its own
 *                     ({@code run.job-log})
 */
public record RunSettings(long jobs, long warmupJobs, int replications, long seed, int threads, double precision,
                          long maxJobs, boolean jobLog) implements Serializable {

    /** {@code run.warmup-jobs = auto}: each run's warm-up is detected by MSER-5 on a pilot of the run. */
    public static final long AUTO_WARMUP = -1;

    /** Fixed replications, no precision target, no job log. */
    public RunSettings(long jobs, long warmupJobs, int replications, long seed, int threads) {
        this(jobs, warmupJobs, replications, seed, threads, 0.0, 0);
    }

    /** No job log. */
    public RunSettings(long jobs, long warmupJobs, int replications, long seed, int threads, double precision,
                       long maxJobs) {
        this(jobs, warmupJobs, replications, seed, threads, precision, maxJobs, false);
    }

    /** Whether each run's warm-up is detected ({@code run.warmup-jobs = auto}) rather than fixed. */
    public boolean autoWarmup() {
        return warmupJobs == AUTO_WARMUP;
    }

    /** The fixed warm-up, or 0 where it is detected (for counts made before the runs). */
    public long fixedWarmupJobs() {
        return autoWarmup() ? 0 : warmupJobs;
    }

    /** Replications one point may run under {@code precision}: at least {@code replications}. */
    public int maxReplications() {
        long budget = maxJobs > 0 ? maxJobs : 10L * replications * jobs;
        return (int) Math.max(replications, Math.min(Integer.MAX_VALUE, budget / jobs));
    }
}
