package loadshare.policies.borg;

import java.util.List;
import loadshare.config.JobGrowth;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;

/**
 * The {@link CentralHarness} around a {@link BorgScheduler} (its random stream seeded), and the Borg tests'
 * configurations and jobs.
 */
final class BorgHarness extends CentralHarness<BorgScheduler> {

    BorgHarness(BorgConfig config, int nodes, int cpus, long memory, int[] classPriorities, long seed) {
        super(new BorgScheduler(config, nodes, cpus, memory, classPriorities), nodes, seed);
    }

    /** A harness whose job classes are named {@code classNames} (for the alloc sets). */
    BorgHarness(BorgConfig config, int nodes, int cpus, long memory, int[] classPriorities, List<String> classNames,
                long seed) {
        super(new BorgScheduler(config, nodes, cpus, memory, classPriorities, classNames, null), nodes, seed);
    }

    private BorgHarness(BorgScheduler scheduler, int nodes, long seed) {
        super(scheduler, nodes, seed);
    }

    /** A harness whose job classes grow as {@code classGrowth} says. */
    static BorgHarness growing(BorgConfig config, int nodes, int cpus, long memory, int[] classPriorities,
                               List<JobGrowth> classGrowth, long seed) {
        return new BorgHarness(new BorgScheduler(config, nodes, cpus, memory, classPriorities, List.of(), null,
                classGrowth), nodes, seed);
    }

    static BorgConfig config(Placement placement, boolean preemption) {
        return new BorgConfig(placement, preemption, Bands.parse(Bands.DEFAULT));
    }

    /** A job of class {@code jobClass} submitted at {@code submit}, with exact estimates. */
    static BatchJob job(long id, int jobClass, double submit, int processors, long memoryPerProcessor, double run) {
        return new BatchJob(id, 0, submit, processors, memoryPerProcessor, run, run, -1, jobClass);
    }
}
