package loadshare.node.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.config.RunSettings;
import loadshare.config.SettingsException;
import loadshare.hardware.host.Host;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Distributions;
import loadshare.hardware.random.RandomStreams;
import loadshare.node.core.Migrator;
import loadshare.node.migration.VmMigrator;
import loadshare.node.sim.ClusterModel;
import loadshare.node.sim.ResponseTimes;
import loadshare.node.sim.RunMeasurement;
import loadshare.node.sim.SimulatedCluster;
import loadshare.node.workload.ApplicationSpec;
import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.ClusterShape;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;

/**
 * Runs an experiment in the simulated runtime: every policy at every load, each replicated with its own
 * seed (the same seeds for every policy and load: common random numbers), replications in parallel. The
 * result does not depend on the number of threads.
 */
public final class ExperimentRunner {

    /** The registry name of the policy that shares nothing, checked against its exact mean when there is one. */
    static final String NO_SHARING = "none";

    private final PolicyRegistry registry;

    public ExperimentRunner(PolicyRegistry registry) {
        this.registry = registry;
    }

    /**
     * Checks every policy entry against the registry, and builds it once for the experiment's cluster (a policy may
     * need more nodes than there are); throws {@link SettingsException} on the first bad one.
     */
    public List<ResolvedPolicy> resolve(ExperimentSettings settings) {
        ClusterShape shape = new ClusterShape(settings.nodes(), settings.hosts().cpus(), 0,
                settings.hosts().attributes());
        List<ResolvedPolicy> resolved = new ArrayList<>();
        for (PolicySpec spec : settings.policies()) {
            ResolvedPolicy policy = registry.resolve(spec);
            try {
                policy.configure(shape);
            } catch (SettingsException e) {
                throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: " + e.getMessage());
            }
            resolved.add(policy);
        }
        return List.copyOf(resolved);
    }

    /** Whether {@code policy} runs the experiment's application (volunteer computing) rather than only its jobs. */
    public static boolean runsApplication(ExperimentSettings s, ResolvedPolicy policy) {
        return policy.configure(new ClusterShape(s.nodes(), s.hosts().cpus(), 0, s.hosts().attributes())).newCoordinator()
                .filter(c -> c instanceof ApplicationCoordinator).isPresent();
    }

    /** Jobs that {@link #run} completes in all, for a progress bar. */
    public static long totalJobs(ExperimentSettings s) {
        return (long) s.policies().size() * s.workload().loads().size() * s.run().replications()
                * (s.run().jobs() + s.run().warmupJobs());
    }

    /** Jobs {@code result} really simulated, warm-ups included: more than {@link #totalJobs} under run.precision. */
    public static long simulatedJobs(ExperimentSettings s, ExperimentResult result) {
        return result.replications().stream().mapToLong(r -> r.jobs() + s.run().warmupJobs()).sum();
    }

    /** Runs everything; {@code progress} is told of completed jobs as they happen (from several threads). */
    public ExperimentResult run(ExperimentSettings settings, LongConsumer progress) throws InterruptedException {
        List<ResolvedPolicy> policies = resolve(settings);
        List<Double> loads = settings.workload().loads();
        int replications = settings.run().replications();
        int threads = settings.run().threads() > 0 ? settings.run().threads() : Runtime.getRuntime().availableProcessors();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "simulation");
            t.setDaemon(true);
            return t;
        });
        try {
            List<List<Future<RunMeasurement>>> points = new ArrayList<>();
            for (ResolvedPolicy policy : policies) {
                for (double load : loads) {
                    points.add(submit(pool, settings, policy, load, 0, replications, progress));
                }
            }
            List<List<RunMeasurement>> measured = new ArrayList<>();
            for (List<Future<RunMeasurement>> point : points) {
                measured.add(awaitAll(point));
            }
            if (settings.run().precision() > 0) {
                extendToPrecision(pool, settings, policies, measured, progress);
            }
            return collect(settings, policies, measured);
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<Future<RunMeasurement>> submit(ExecutorService pool, ExperimentSettings settings,
                                                       ResolvedPolicy policy, double load, int from, int to,
                                                       LongConsumer progress) {
        List<Future<RunMeasurement>> futures = new ArrayList<>();
        for (int rep = from; rep < to; rep++) {
            ClusterModel model = model(settings, policy, load, seed(settings, rep));
            futures.add(pool.submit(() -> new SimulatedCluster(model)
                    .run(settings.run().warmupJobs(), settings.run().jobs(), progress)));
        }
        return futures;
    }

    /**
     * {@code run.precision}: rounds of further replications (seeds continuing the sequence) for the points whose
     * interval is still too wide, until each is narrow enough, unstable, or at {@link RunSettings#maxReplications}.
     */
    private static void extendToPrecision(ExecutorService pool, ExperimentSettings s, List<ResolvedPolicy> policies,
                                          List<List<RunMeasurement>> measured, LongConsumer progress)
            throws InterruptedException {
        int max = s.run().maxReplications();
        List<Double> loads = s.workload().loads();
        while (true) {
            List<List<Future<RunMeasurement>>> extra = new ArrayList<>();
            for (int p = 0; p < measured.size(); p++) {
                List<RunMeasurement> point = measured.get(p);
                int target = point.stream().anyMatch(RunMeasurement::unstable) ? point.size()
                        : Precision.target(s.run().precision(),
                        point.stream().mapToDouble(m -> m.response().mean()).toArray(), max);
                extra.add(submit(pool, s, policies.get(p / loads.size()), loads.get(p % loads.size()), point.size(),
                        target, progress));
            }
            if (extra.stream().allMatch(List::isEmpty)) {
                return;
            }
            for (int p = 0; p < measured.size(); p++) {
                measured.get(p).addAll(awaitAll(extra.get(p)));
            }
        }
    }

    private static List<RunMeasurement> awaitAll(List<Future<RunMeasurement>> futures) throws InterruptedException {
        List<RunMeasurement> done = new ArrayList<>();
        for (Future<RunMeasurement> future : futures) {
            done.add(await(future));
        }
        return done;
    }

    /** The seed of replication {@code rep}: the same for every policy and load. */
    public static long seed(ExperimentSettings settings, int rep) {
        return RandomStreams.replicationSeed(settings.run().seed(), rep);
    }

    /** The simulated cluster of one run. Per-node arrival rate: lambda_i = load * cpus * speed_i / mean demand. */
    public static ClusterModel model(ExperimentSettings s, ResolvedPolicy policy, double load, long seed) {
        int n = s.nodes();
        Host[] hosts = new Host[n];
        double[] rates = new double[n];
        Distribution service = Distributions.service(s.workload().service());
        for (int i = 0; i < n; i++) {
            hosts[i] = new Host(s.hosts().cpus(), s.hosts().speed(i));
            rates[i] = load * hosts[i].cpus() * hosts[i].speed() / service.mean();
        }
        ConfiguredPolicy configured = policy.configure(new ClusterShape(n, s.hosts().cpus(), seed, s.hosts().attributes()));
        Migrator migrator = configured.migration().map(strategy -> new VmMigrator(strategy, s, seed)).orElse(null);
        return new ClusterModel(hosts, rates, service, s.network().latency(), s.costs(), configured, seed, migrator,
                s.hosts().owner(), ApplicationSpec.of(s.workload().application()));
    }

    private static ExperimentResult collect(ExperimentSettings s, List<ResolvedPolicy> policies,
                                            List<List<RunMeasurement>> measured) {
        List<ReplicationResult> rows = new ArrayList<>();
        List<PointSummary> summaries = new ArrayList<>();
        List<ApplicationResult> applications = new ArrayList<>();
        References references = new References(s);
        boolean exact = references.models().noSharingExact();
        int next = 0;
        for (ResolvedPolicy policy : policies) {
            boolean none = NO_SHARING.equals(policy.descriptor().name());
            for (double load : s.workload().loads()) {
                List<ReplicationResult> point = new ArrayList<>();
                List<ResponseTimes> histograms = new ArrayList<>();
                List<RunMeasurement> runs = measured.get(next++);
                for (int rep = 0; rep < runs.size(); rep++) {
                    RunMeasurement m = runs.get(rep);
                    point.add(row(s, policy.label(), load, rep, m));
                    if (m.application() != null) {
                        applications.add(new ApplicationResult(policy.label(), load, rep, seed(s, rep), m.application()));
                    }
                    histograms.add(m.histogram());
                }
                rows.addAll(point);
                double exactMean = none && exact ? references.at(load).mm1ResponseTime() : Double.NaN;
                summaries.add(Aggregation.summarize(point, histograms).checked(s.run().precision(), exactMean));
            }
        }
        return new ExperimentResult(s.name(), s.rendered(), s.nodes(),
                policies.stream().map(ResolvedPolicy::label).toList(), s.workload().loads(), references.models(),
                rows, summaries, references.at(s.workload().loads()), references.curve(s.workload().loads()),
                ExperimentResult.SIMULATED, null, applications);
    }

    static ReplicationResult row(ExperimentSettings s, String policy, double load, int rep, RunMeasurement m) {
        return new ReplicationResult(new Point(policy, load, s.nodes()), rep, seed(s, rep), m.jobs(), m.response(),
                m.flow(), m.sharing(), m.measuredTime(), m.events(), m.unstable(), m.migrations(), m.owners());
    }

    private static RunMeasurement await(Future<RunMeasurement> future) throws InterruptedException {
        try {
            return future.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }
}
