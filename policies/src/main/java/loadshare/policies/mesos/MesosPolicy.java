package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.batch.CentralPolicy;

/**
 * The {@code mesos} policy built for one cluster: its nodes (agents) only execute what the frameworks launch, and
 * each run gets a fresh {@link MesosScheduler} whose frameworks are the workload's job classes.
 */
public final class MesosPolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    private final MesosConfig config;

    public MesosPolicy(MesosConfig config) {
        this.config = config;
    }

    public MesosConfig config() {
        return config;
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    /** Without the job classes' names: frameworks {@code class-0}, {@code class-1}, ... up to eight. */
    @Override
    public MesosScheduler newScheduler(int nodes, int cpus, long memory) {
        List<String> names = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            names.add("class-" + k);
        }
        return new MesosScheduler(config, nodes, cpus, memory, names);
    }

    /** Frameworks named as the job classes {@code classes}. */
    @Override
    public MesosScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes) {
        return classes.isEmpty() ? newScheduler(nodes, cpus, memory)
                : new MesosScheduler(config, nodes, cpus, memory, classes.stream().map(JobClass::name).toList());
    }

    @Override
    public String workloadProblem(boolean replaysTrace, boolean hasJobClasses) {
        return hasJobClasses && !replaysTrace ? null : "runs job classes as frameworks: give workload.job-classes "
                + "(and no workload.trace)";
    }

    @Override
    public String jobClassesProblem(List<String> jobClasses) {
        for (String name : config.weights().keySet()) {
            if (!jobClasses.contains(name)) {
                return "has a weight for job class '" + name + "', which workload.job-classes does not have (it has "
                        + String.join(", ", jobClasses) + ")";
            }
        }
        return null;
    }
}
