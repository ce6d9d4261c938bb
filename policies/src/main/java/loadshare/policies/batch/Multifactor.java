package loadshare.policies.batch;

import java.util.Arrays;

/**
 * Slurm's multifactor priority with a classic fair-share factor: each user's past usage (processor-seconds of
 * running jobs, decayed with a half-life) against an equal share for every user seen so far: F = 2^(-U/S) with U
 * the user's part of all usage and S = 1 / users. A user who has used nothing has F = 1, one who used exactly
 * their share 1/2.
 */
final class Multifactor {

    private final PriorityWeights weights;
    private double[] usage = new double[16];
    private boolean[] seen = new boolean[16];
    private int users;
    private double total;
    private double charged;

    Multifactor(PriorityWeights weights) {
        this.weights = weights;
    }

    /** A user submitted a job: they count among the users who share the cluster. */
    void seen(int user) {
        grow(user);
        if (!seen[user]) {
            seen[user] = true;
            users++;
        }
    }

    /**
     * Brings usage up to {@code now}: decays everyone's usage, then charges each user the processors they ran
     * since the last charge ({@code running[u]} processors for user u).
     */
    void charge(double now, int[] runningByUser) {
        double dt = now - charged;
        if (dt <= 0) {
            return;
        }
        double decay = Math.pow(0.5, dt / weights.halfLife());
        total = 0;
        for (int u = 0; u < usage.length; u++) {
            usage[u] = usage[u] * decay + (u < runningByUser.length ? runningByUser[u] * dt : 0);
            total += usage[u];
        }
        charged = now;
    }

    /** The fair-share factor of {@code user}, in (0, 1]. */
    double fairShare(int user) {
        if (total <= 0 || users == 0) {
            return 1;
        }
        double share = user < usage.length ? usage[user] / total : 0;
        return Math.pow(2, -share * users);
    }

    /** {@code job}'s priority at {@code now} in a partition of {@code partitionCpus} CPUs and factor {@code partition}. */
    double priority(BatchJob job, double now, int partitionCpus, double partition) {
        double age = Math.min(1, (now - job.submit()) / weights.maxAge());
        double size = Math.min(1, job.processors() / (double) partitionCpus);
        return weights.age() * age + weights.fairShare() * fairShare(job.user()) + weights.size() * size
                + weights.partition() * partition;
    }

    private void grow(int user) {
        if (user >= usage.length) {
            int n = Math.max(user + 1, usage.length * 2);
            usage = Arrays.copyOf(usage, n);
            seen = Arrays.copyOf(seen, n);
        }
    }
}
