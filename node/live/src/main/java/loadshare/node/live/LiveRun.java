package loadshare.node.live;

import loadshare.config.ExperimentSettings;
import loadshare.hardware.random.RandomStreams;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.RunSetup;
import loadshare.node.workload.BatchWorkload;
import loadshare.node.workload.Workload;
import loadshare.policies.ResolvedPolicy;

/**
 * One live run: an experiment (its {@code nodes} is the cluster size), one policy at one load, for
 * {@code duration} model seconds of arrivals, measuring the jobs that arrive after {@code warmup}, with one
 * model second lasting {@code timeScale} wall seconds. The jobs are those of the experiment's first
 * replication seed, the very jobs a simulated run of the same settings serves. With {@code realMigration}, a
 * running job's VM migrates with its real page bytes between the nodes ({@link VmTransfers}); without, its
 * migration takes the modelled time.
 */
public record LiveRun(ExperimentSettings settings, ResolvedPolicy policy, double load, double duration,
                      double warmup, double timeScale, boolean realMigration) {

    /** A run whose migrations move real page bytes. */
    public LiveRun(ExperimentSettings settings, ResolvedPolicy policy, double load, double duration, double warmup,
                   double timeScale) {
        this(settings, policy, load, duration, warmup, timeScale, true);
    }

    /** This run, with real page transfers on or off. */
    public LiveRun withRealMigration(boolean on) {
        return new LiveRun(settings, policy, load, duration, warmup, timeScale, on);
    }

    public int nodes() {
        return settings.nodes();
    }

    public long seed() {
        return RunSetup.seed(settings, 0);
    }

    /** The same model the simulator builds for these settings (hosts, rates, service, costs, policy). */
    public ClusterModel model() {
        return RunSetup.model(settings, policy, load, seed());
    }

    /** The shared workload of this run. */
    public Workload workload(ClusterModel model) {
        return new Workload(model.arrivalRates(), model.arrivals(), model.service(),
                new RandomStreams(model.seed()));
    }

    /** Whether the policy needs a coordinator (hosted on node 0): its own, or a central scheduler. */
    public boolean hasCoordinator() {
        return central() || model().policy().newCoordinator().isPresent();
    }

    /**
     * Whether a central scheduler runs the cluster (batch, datacenter, Mesos-like): the coordinator submits the
     * jobs to it, the nodes only execute what it launches.
     */
    public boolean central() {
        return BatchRuns.isBatch(model().policy());
    }

    /** The central scheduler's jobs: the same the simulator's first replication schedules. */
    public BatchWorkload batchWorkload() {
        return BatchRuns.workload(settings, model(), load);
    }
}
