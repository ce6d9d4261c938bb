package loadshare.policies.borg;

import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.locality.DataLocality;
import loadshare.policies.locality.Locality;

/**
 * The {@code borg} policy built for one cluster: its nodes only execute what the scheduler launches (and stop what
 * it preempts), and each run gets a fresh {@link BorgScheduler}, which reads a job's priority from its class.
 */
public final class BorgPolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    private final BorgConfig config;
    private final double localityDelay;

    BorgPolicy(BorgConfig config) {
        this(config, 0);
    }

    /** @param localityDelay delay scheduling's wait at each level for jobs with input data (0: off) */
    BorgPolicy(BorgConfig config, double localityDelay) {
        this.config = config;
        this.localityDelay = localityDelay;
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    /** A scheduler for jobs that all have priority 0 (a trace's jobs). */
    @Override
    public BorgScheduler newScheduler(int nodes, int cpus, long memory) {
        return new BorgScheduler(config, nodes, cpus, memory, new int[0]);
    }

    /** A scheduler whose jobs have their class's priority. */
    @Override
    public BorgScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes) {
        return new BorgScheduler(config, nodes, cpus, memory, classes.stream().mapToInt(JobClass::priority).toArray(),
                classes.stream().map(JobClass::name).toList(), null, classes.stream().map(JobClass::growth).toList());
    }

    /** A scheduler whose jobs have their class's priority and input data, placed near it. */
    @Override
    public BorgScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes, Locality locality) {
        return new BorgScheduler(config, nodes, cpus, memory, classes.stream().mapToInt(JobClass::priority).toArray(),
                classes.stream().map(JobClass::name).toList(), new DataLocality(locality, localityDelay),
                classes.stream().map(JobClass::growth).toList());
    }

    /** It grows running jobs ({@code grow-after}, {@code grow-by}). */
    @Override
    public String growthProblem() {
        return null;
    }

    @Override
    public String dataProblem() {
        return null;
    }

    @Override
    public String workloadProblem(boolean replaysTrace, boolean hasJobClasses) {
        if (!config.allocs().isEmpty() && !hasJobClasses) {
            return "reserves allocs for job classes: give workload.job-classes";
        }
        return replaysTrace || hasJobClasses ? null : "schedules rigid jobs: give workload.job-classes (or a trace "
                + "in workload.trace.file)";
    }

    /** An alloc set for a class the workload lacks. */
    @Override
    public String jobClassesProblem(List<String> jobClasses) {
        return config.allocs().classProblem(jobClasses);
    }

    /** Allocs that do not all fit on the empty cell. */
    @Override
    public String cellProblem(int nodes, int cpus, long memory) {
        try {
            config.allocs().machines(nodes, cpus, memory);
            return null;
        } catch (IllegalArgumentException e) {
            return "allocs: " + e.getMessage();
        }
    }
}
