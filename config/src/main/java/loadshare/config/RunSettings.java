package loadshare.config;

/**
 * How long and how often to run.
 *
 * @param jobs         measured completions per replication (cluster-wide)
 * @param warmupJobs   completions discarded before measuring starts
 * @param replications independent replications per policy and load
 * @param seed         the root of every random stream of the experiment
 * @param threads      replications run in parallel on this many threads; 0 means one per available core
 */
public record RunSettings(long jobs, long warmupJobs, int replications, long seed, int threads) {
}
