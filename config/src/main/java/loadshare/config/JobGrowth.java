package loadshare.config;

import java.io.Serializable;

/**
 * How the jobs of a class grow while they run ({@code workload.job-classes[i].grow-after} and {@code grow-by}): each
 * of its jobs, once it has run {@code after} of its run time, asks its scheduler for {@code by} more CPUs on the
 * machine of its first part. Nothing is drawn at random: every job of the class grows at the same point of its run.
 *
 * @param after the share of the job's run time (in running time, not counting time suspended) after which it asks,
 *              in (0, 1)
 * @param by    the CPUs it asks for, >= 1; no memory comes with them
 */
public record JobGrowth(double after, int by) implements Serializable {

    /** No growth: the job keeps the processors it started with. */
    public static final JobGrowth NONE = new JobGrowth(0, 0);

    /** Whether the class's jobs grow. */
    public boolean grows() {
        return by > 0;
    }
}
