package loadshare.node.run;

import java.util.List;
import loadshare.config.ExperimentSettings;
import loadshare.config.JobClass;
import loadshare.config.SettingsException;
import loadshare.hardware.net.Topology;
import loadshare.node.workload.BatchWorkload;
import loadshare.node.workload.InputDataWorkload;
import loadshare.node.workload.SyntheticBatchWorkload;
import loadshare.node.workload.TraceBatchWorkload;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.batch.BatchPolicy;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.locality.Locality;

/** How a run of a central scheduler (batch, datacenter, Mesos-like) is set up, the same in both runtimes. */
public final class BatchRuns {

    private static final long MIB = 1 << 20;

    private BatchRuns() {
    }

    /** Whether {@code policy} is a central scheduler (its runs go through the central scheduler, not the node cores). */
    public static boolean isBatch(ConfiguredPolicy policy) {
        return policy instanceof CentralPolicy;
    }

    /** Why {@code s} cannot run central-scheduler policy {@code policy} labelled {@code label}, or null if it can. */
    public static String problem(ExperimentSettings s, ConfiguredPolicy policy, String label) {
        String problem = ((CentralPolicy) policy).workloadProblem(s.workload().replaysTrace(),
                s.workload().hasJobClasses());
        if (problem == null && s.workload().hasJobClasses()) {
            problem = ((CentralPolicy) policy).jobClassesProblem(jobClassNames(s));
        }
        if (problem == null) {
            problem = growthProblem(s, (CentralPolicy) policy);
        }
        if (problem == null && s.workload().data().enabled()) {
            problem = ((CentralPolicy) policy).dataProblem();
        }
        if (problem == null) {
            problem = ((CentralPolicy) policy).cellProblem(s.nodes(), s.hosts().cpus(), s.hosts().memoryBytes() / MIB);
        }
        return problem == null ? null : "policy '" + label + "' " + problem;
    }

    /**
     * Why {@code central} cannot run {@code s}'s job classes that grow, or null: it does not grow jobs, or a class asks
     * for more CPUs than a machine has beside the smallest part (one processor) of one of its jobs.
     */
    private static String growthProblem(ExperimentSettings s, CentralPolicy central) {
        for (JobClass c : s.workload().jobClasses()) {
            if (!c.growth().grows()) {
                continue;
            }
            String problem = central.growthProblem();
            if (problem != null) {
                return problem;
            }
            if (c.growth().by() >= s.hosts().cpus()) {
                return "cannot grow job class '" + c.name() + "' by " + c.growth().by() + " CPUs (grow-by): a job "
                        + "grows on one machine, which has " + s.hosts().cpus() + " CPUs (hosts.cpus), one of them "
                        + "its own: grow-by must be at most " + (s.hosts().cpus() - 1);
            }
        }
        return null;
    }

    /**
     * Why load-sharing policy {@code label} (not a central scheduler) cannot run {@code s}, or null if it can: it
     * would ignore the jobs' input data.
     */
    public static String loadSharingProblem(ExperimentSettings s, String label) {
        return s.workload().data().enabled() ? "policy '" + label + "' is a load-sharing policy: it ignores "
                + "workload.data (input data is for central schedulers: borg, batch, mesos); set "
                + "workload.data.replicas = 0" : null;
    }

    /**
     * The jobs of one run of {@code model} at {@code load} on the workload of {@code s}: its trace's, else its
     * synthetic job classes', each with its input data when {@code workload.data} gives some.
     */
    public static BatchWorkload workload(ExperimentSettings s, ClusterModel model, double load) {
        BatchWorkload jobs = jobs(s, model, load);
        return s.workload().data().enabled()
                ? new InputDataWorkload(jobs, s.workload().data(), s.nodes(), model.seed()) : jobs;
    }

    private static BatchWorkload jobs(ExperimentSettings s, ClusterModel model, double load) {
        if (model.replay() == null) {
            if (!s.workload().hasJobClasses()) {
                throw new SettingsException("a central scheduler's run needs a trace or workload.job-classes");
            }
            return new SyntheticBatchWorkload(s.workload().jobClasses(), load, (long) s.nodes() * s.hosts().cpus(),
                    (int) Math.min(Integer.MAX_VALUE, s.run().jobs()), model.seed());
        }
        boolean exact = model.policy() instanceof BatchPolicy batch && batch.config().exactEstimates();
        return new TraceBatchWorkload(model.replay(), s.workload().trace().trace(), exact);
    }

    /**
     * A fresh scheduler of {@code central} for one run of {@code s}'s cluster, in either runtime; it gets the
     * workload's job classes (a job's priority is its class's, its framework the class's name) and, when jobs have
     * input data, the run's network (how near each host is to a job's data).
     */
    public static CentralScheduler scheduler(ExperimentSettings s, CentralPolicy central) {
        if (s.workload().data().enabled()) {
            return central.newScheduler(s.nodes(), s.hosts().cpus(), s.hosts().memoryBytes() / MIB,
                    s.workload().jobClasses(), new Locality(Topology.of(s.network(), s.nodes())));
        }
        return central.newScheduler(s.nodes(), s.hosts().cpus(), s.hosts().memoryBytes() / MIB,
                s.workload().jobClasses());
    }

    /** The names of the workload's job classes (job class k is the k-th), empty for a trace. */
    public static List<String> jobClassNames(ExperimentSettings s) {
        return s.workload().jobClasses().stream().map(JobClass::name).toList();
    }
}
