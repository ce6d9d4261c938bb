package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.locality.DataLocality;
import loadshare.policies.locality.Locality;

/**
 * The {@code mesos} policy built for one cluster: its nodes (agents) only execute what the frameworks launch, and
 * each run gets a fresh {@link MesosScheduler} whose frameworks are the workload's job classes.
 */
public final class MesosPolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    private final MesosConfig config;
    private final double localityDelay;

    public MesosPolicy(MesosConfig config) {
        this(config, 0);
    }

    /** @param localityDelay delay scheduling's wait at each level for tasks with input data (0: off) */
    public MesosPolicy(MesosConfig config, double localityDelay) {
        this.config = config;
        this.localityDelay = localityDelay;
    }

    public MesosConfig config() {
        return config;
    }

    /** {@code locality-delay}: delay scheduling's wait at each level, model seconds (0: off). */
    public double localityDelay() {
        return localityDelay;
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    /** Without the job classes' names: frameworks {@code class-0}, {@code class-1}, ... up to eight. */
    @Override
    public MesosScheduler newScheduler(int nodes, int cpus, long memory) {
        return new MesosScheduler(config, nodes, cpus, memory, unnamed());
    }

    /** Frameworks {@code class-0} to {@code class-7}, for jobs without job classes' names. */
    private static List<String> unnamed() {
        List<String> names = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            names.add("class-" + k);
        }
        return names;
    }

    /** Frameworks named as the job classes {@code classes}. */
    @Override
    public MesosScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes) {
        return classes.isEmpty() ? newScheduler(nodes, cpus, memory)
                : new MesosScheduler(config, nodes, cpus, memory, classes.stream().map(JobClass::name).toList());
    }

    /** Frameworks named as the job classes {@code classes}, whose tasks have input data, placed near it. */
    @Override
    public MesosScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes, Locality locality) {
        List<String> names = classes.isEmpty() ? unnamed() : classes.stream().map(JobClass::name).toList();
        return new MesosScheduler(config, nodes, cpus, memory, names, new DataLocality(locality, localityDelay));
    }

    /** Frameworks place their tasks near their input data ({@code locality-delay}: delay scheduling on offers). */
    @Override
    public String dataProblem() {
        return null;
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
