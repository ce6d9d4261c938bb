package loadshare.policies.owner;

import loadshare.protocol.Job;

/**
 * Which jobs their users marked for remote execution (pmake's jobs in Sprite, jobs submitted to Condor): a
 * fixed fraction, chosen by each job's id, so both runtimes and every node agree on a job's class.
 */
public final class JobClass {

    private JobClass() {
    }

    /** Whether {@code job} is among the {@code fraction} of jobs marked migratable. */
    public static boolean migratable(Job job, double fraction) {
        long z = job.id() * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (z >>> 11) * 0x1.0p-53 < fraction;
    }
}
