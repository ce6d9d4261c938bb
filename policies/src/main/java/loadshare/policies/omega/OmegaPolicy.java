package loadshare.policies.omega;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.batch.CentralPolicy;

/**
 * The {@code omega} policy built for one cluster: its nodes only execute what the schedulers launch, and each run
 * gets a fresh {@link OmegaScheduler} whose schedulers are the workload's job classes (or one, monolithic).
 */
public final class OmegaPolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    private final OmegaConfig config;

    OmegaPolicy(OmegaConfig config) {
        this.config = config;
    }

    public OmegaConfig config() {
        return config;
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    /** Without the job classes' names: classes {@code class-0}, {@code class-1}, ... up to eight. */
    @Override
    public OmegaScheduler newScheduler(int nodes, int cpus, long memory) {
        List<String> names = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            names.add("class-" + k);
        }
        return new OmegaScheduler(config, nodes, cpus, memory, names);
    }

    /** Schedulers (and decision times) named as the job classes {@code classes}. */
    @Override
    public OmegaScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes) {
        return classes.isEmpty() ? newScheduler(nodes, cpus, memory)
                : new OmegaScheduler(config, nodes, cpus, memory, classes.stream().map(JobClass::name).toList());
    }

    @Override
    public String workloadProblem(boolean replaysTrace, boolean hasJobClasses) {
        return hasJobClasses && !replaysTrace ? null : "runs a scheduler per job class: give workload.job-classes "
                + "(and no workload.trace)";
    }

    @Override
    public String jobClassesProblem(List<String> jobClasses) {
        String unknown = config.jobTimes().unknown(jobClasses);
        String what = "decision-times";
        if (unknown == null) {
            unknown = config.taskTimes().unknown(jobClasses);
            what = "task-decision-times";
        }
        return unknown == null ? null : "has " + what + " for job class '" + unknown + "', which "
                + "workload.job-classes does not have (it has " + String.join(", ", jobClasses) + ")";
    }
}
