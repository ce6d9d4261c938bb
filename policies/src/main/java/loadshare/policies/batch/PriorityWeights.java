package loadshare.policies.batch;

/**
 * The weights of Slurm's multifactor priority and how its factors are scaled: priority = age x min(1, wait /
 * maxAge) + fairShare x 2^(-usage share / fair share) + size x processors / the partition's CPUs + partition x the
 * partition's priority / the highest partition priority. A user's usage is the processor-seconds of their jobs,
 * halved every {@code halfLife} seconds; every user seen so far has an equal share.
 */
public record PriorityWeights(double age, double fairShare, double size, double partition, double maxAge,
                              double halfLife) {
}
