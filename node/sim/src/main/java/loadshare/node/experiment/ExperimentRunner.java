package loadshare.node.experiment;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.config.RunSettings;
import loadshare.config.SettingsException;
import loadshare.config.SweepSettings;
import loadshare.node.results.Aggregation;
import loadshare.node.results.ApplicationResult;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.Point;
import loadshare.node.results.PointSummary;
import loadshare.node.results.References;
import loadshare.node.results.ReplicationResult;
import loadshare.node.results.TraceReport;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.Dispatchers;
import loadshare.node.run.FailureRuns;
import loadshare.node.run.Replication;
import loadshare.node.run.ReplicationPool;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.node.run.TraceFigures;
import loadshare.node.run.TraceReplays;
import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.ClusterShape;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;

/**
 * Runs an experiment in the simulated runtime: every policy at every load, each replicated with its own
 * seed (the same seeds for every policy and load: common random numbers), replications in parallel. The
 * result does not depend on the number of threads. An experiment with a sweep runs all of that at every point of
 * the sweep, each point with its own settings and the same seeds.
 */
public final class ExperimentRunner {

    private final PolicyRegistry registry;
    private long simulatedJobs;
    /** Where runs with {@code run.job-log} write their job logs, or null if not given. */
    private JobLogFiles jobLogs;

    public ExperimentRunner(PolicyRegistry registry) {
        this.registry = registry;
    }

    /**
     * Runs with {@code run.job-log = true} write their job logs into {@code folder} ({@link JobLogFiles}); returns
     * this runner.
     */
    public ExperimentRunner logJobsTo(Path folder) {
        this.jobLogs = new JobLogFiles(folder);
        return this;
    }

    /**
     * Checks every policy entry against the registry, and builds it once for the experiment's cluster (a policy may
     * need more nodes than there are); throws {@link SettingsException} on the first bad one.
     */
    public List<ResolvedPolicy> resolve(ExperimentSettings settings) {
        for (SweepSettings.SweepPoint point : settings.sweep().points()) {
            resolveOne(point.settings());     // every point of a sweep is checked before anything runs
        }
        return resolveOne(settings);
    }

    private List<ResolvedPolicy> resolveOne(ExperimentSettings settings) {
        ClusterShape shape = new ClusterShape(settings.nodes(), settings.hosts().cpus(), 0,
                settings.hosts().attributes());
        List<ResolvedPolicy> resolved = new ArrayList<>();
        for (PolicySpec spec : settings.policies()) {
            ResolvedPolicy policy = registry.resolve(spec);
            try {
                jobLogFollows(settings, policy.configure(shape), policy.label());
                String batch = BatchRuns.isBatch(policy.configure(shape))
                        ? BatchRuns.problem(settings, policy.configure(shape), policy.label())
                        : BatchRuns.loadSharingProblem(settings, policy.label());
                if (batch != null) {
                    throw new SettingsException(batch);
                }
                parallelJobsStay(settings, policy.configure(shape), policy.label());
                String failures = FailureRuns.problem(settings, policy.configure(shape), policy.label());
                if (failures != null) {
                    throw new SettingsException(failures);
                }
                Dispatchers.around(policy.configure(shape), settings);
            } catch (SettingsException e) {
                throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: " + e.getMessage());
            }
            resolved.add(policy);
        }
        return List.copyOf(resolved);
    }

    /**
     * Parallel jobs (workload.threads > 1) keep their threads on one node's CPUs: a policy that migrates running
     * jobs is refused with one line.
     */
    public static void parallelJobsStay(ExperimentSettings s, ConfiguredPolicy policy, String label) {
        if (s.hosts().cpuScheduling().threads().parallel() && policy.migration().isPresent()) {
            throw new SettingsException("policy '" + label + "' migrates running jobs, and a parallel job's threads"
                    + " (workload.threads = " + s.hosts().cpuScheduling().threads().threads() + ") stay on one node:"
                    + " choose a policy that moves only waiting jobs, or threads = 1");
        }
    }

    /**
     * Job logs ({@code run.job-log}) follow the nodes' jobs: a central scheduler, whose jobs run as launched parts
     * outside the nodes' cores, is refused with one line.
     */
    public static void jobLogFollows(ExperimentSettings s, ConfiguredPolicy policy, String label) {
        if (s.run().jobLog() && BatchRuns.isBatch(policy)) {
            throw new SettingsException("run.job-log = true (" + s.where("run.job-log") + "), and"
                    + " policy '" + label + "' is a batch scheduler, whose jobs run as launched parts"
                    + " outside the nodes' cores, and job logs follow only the nodes' jobs: remove run.job-log"
                    + " or this policy");
        }
    }

    /** Whether {@code policy} runs the experiment's application (volunteer computing) rather than only its jobs. */
    public static boolean runsApplication(ExperimentSettings s, ResolvedPolicy policy) {
        return policy.configure(new ClusterShape(s.nodes(), s.hosts().cpus(), 0, s.hosts().attributes())).newCoordinator()
                .filter(c -> c instanceof ApplicationCoordinator).isPresent();
    }

    /** Jobs that {@link #run} completes in all, for a progress bar. */
    public static long totalJobs(ExperimentSettings s) {
        List<Variant> variants = Variant.of(s);
        long total = 0;
        for (int p = 0; p < s.policies().size(); p++) {
            for (int v : distinct(variants, p)) {
                RunSettings run = variants.get(v).settings().run();
                total += (long) variants.get(v).settings().workload().loads().size() * run.replications()
                        * (run.jobs() + run.fixedWarmupJobs());
            }
        }
        return total;
    }

    /**
     * Jobs the last {@link #run} really simulated, warm-ups included: more than {@link #totalJobs} under
     * run.precision, and a run shared by the points of a sweep that cannot change it counted once.
     */
    public long simulatedJobs() {
        return simulatedJobs;
    }

    /** The variants that policy {@code p} must run at: the first of each group that runs it identically. */
    private static List<Integer> distinct(List<Variant> variants, int p) {
        Map<Map<String, String>, Integer> first = new LinkedHashMap<>();
        for (int v = 0; v < variants.size(); v++) {
            first.putIfAbsent(variants.get(v).relevantTo(p), v);
        }
        return List.copyOf(first.values());
    }

    /**
     * Runs everything on this JVM's threads ({@code run.threads}); {@code progress} is told of completed jobs as they
     * happen (from several threads).
     */
    public ExperimentResult run(ExperimentSettings settings, LongConsumer progress) throws InterruptedException {
        int threads = settings.run().threads() > 0 ? settings.run().threads() : Runtime.getRuntime().availableProcessors();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "simulation");
            t.setDaemon(true);
            return t;
        });
        try {
            return run(settings, progress, ReplicationPool.of(pool));
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Runs everything, each replication in {@code pool}; {@code progress} is told of completed jobs as they happen
     * (from several threads). The result is the same whatever the pool.
     */
    public ExperimentResult run(ExperimentSettings settings, LongConsumer progress, ReplicationPool pool)
            throws InterruptedException {
        List<ResolvedPolicy> policies = resolve(settings);
        List<Variant> variants = Variant.of(settings);
        if (settings.run().jobLog() && jobLogs == null) {
            throw new IllegalStateException("run.job-log is on, but no folder was given for the job logs");
        }
        Set<String> logPoints = new HashSet<>();
        List<List<ResolvedPolicy>> resolved = new ArrayList<>();
        for (Variant variant : variants) {
            resolved.add(variant.settings() == settings ? policies : resolveOne(variant.settings()));
        }
        // runs.get(p).get(v): policy p's runs at variant v, shared by the variants that run it identically
        List<List<PointRuns>> runs = new ArrayList<>();
        List<PointRuns> distinct = new ArrayList<>();
        for (int p = 0; p < policies.size(); p++) {
            Map<Map<String, String>, PointRuns> byRelevant = new LinkedHashMap<>();
            List<PointRuns> perVariant = new ArrayList<>();
            for (int v = 0; v < variants.size(); v++) {
                ExperimentSettings s = variants.get(v).settings();
                ResolvedPolicy policy = resolved.get(v).get(p);
                String logPoint = JobLogFiles.slug(new Point(policy.label(), 0, s.nodes(), variants.get(v).values())
                        .label());
                String point = logPoints.add(logPoint) ? logPoint : logPoint + "_p" + (p + 1) + "v" + (v + 1);
                int policyNumber = p;
                int variantNumber = v;
                perVariant.add(byRelevant.computeIfAbsent(variants.get(v).relevantTo(p), k -> {
                    PointRuns submitted = PointRuns.submit(pool, s, policy, policyNumber, variantNumber, progress,
                            s.run().jobLog() ? jobLogs : null, point);
                    distinct.add(submitted);
                    return submitted;
                }));
            }
            runs.add(perVariant);
        }
        boolean more = true;
        while (more) {
            more = false;
            for (PointRuns r : distinct) {
                more |= r.await();
            }
            if (more && settings.run().precision() > 0) {
                distinct.forEach(r -> r.submitRound(pool, progress));
            } else {
                more = false;
            }
        }
        simulatedJobs = distinct.stream().mapToLong(PointRuns::simulatedJobs).sum();
        return collect(settings, variants, resolved, runs);
    }

    /**
     * Runs replication {@code which} of {@code settings} on this thread, as {@link #run} does wherever it runs it (a
     * worker JVM of {@code run --workers} calls this), without a job log; {@code registry} resolves its policy.
     */
    public static RunMeasurement replicate(ExperimentSettings settings, PolicyRegistry registry, Replication which,
                                           LongConsumer progress) {
        ExperimentSettings s = Variant.of(settings).get(which.variant()).settings();
        ResolvedPolicy policy = registry.resolve(s.policies().get(which.policy()));
        return PointRuns.replicate(s, policy, s.workload().loads().get(which.load()), which.replication(), progress,
                null, null);
    }

    /**
     * The experiment's result from its runs, in configuration order (policy, then sweep point, then load, then
     * replication), whatever order they ran in.
     */
    private static ExperimentResult collect(ExperimentSettings base, List<Variant> variants,
                                            List<List<ResolvedPolicy>> resolved, List<List<PointRuns>> runs) {
        List<String> labels = new ArrayList<>();
        List<ReplicationResult> rows = new ArrayList<>();
        List<PointSummary> summaries = new ArrayList<>();
        List<ApplicationResult> applications = new ArrayList<>();
        Map<TraceReport.At, List<TraceFigures>> traces = new LinkedHashMap<>();
        for (int p = 0; p < base.policies().size(); p++) {
            for (int v = 0; v < variants.size(); v++) {
                Variant variant = variants.get(v);
                ExperimentSettings s = variant.settings();
                ResolvedPolicy policy = resolved.get(v).get(p);
                References exact = new References(s);
                labels.add(new Point(policy.label(), 0, s.nodes(), variant.values()).label());
                List<Double> loads = s.workload().loads();
                for (int l = 0; l < loads.size(); l++) {
                    Point at = new Point(policy.label(), loads.get(l), s.nodes(), variant.values());
                    List<RunMeasurement> measured = runs.get(p).get(v).at(l);
                    List<ReplicationResult> point = new ArrayList<>();
                    for (int rep = 0; rep < measured.size(); rep++) {
                        point.add(ReplicationResult.of(s, at, rep, measured.get(rep)));
                    }
                    PointSummary summary = Aggregation.summarize(point,
                                    measured.stream().map(RunMeasurement::histogram).toList())
                            .checked(s.run().precision(), exactMean(s, policy, exact, at.load()));
                    rows.addAll(point);
                    summaries.add(summary);
                    for (ReplicationResult row : point) {
                        row.section(Section.APPLICATION).ifPresent(run -> applications.add(
                                new ApplicationResult(at.label(), at.load(), row.replication(), row.seed(), run)));
                    }
                    List<TraceFigures> traced = point.stream().flatMap(r -> r.section(Section.TRACE).stream()).toList();
                    if (!traced.isEmpty()) {
                        traces.put(new TraceReport.At(at.label(), at.load(),
                                TraceReplays.replay(s, at.load()).factor(), summary.response().mean()), traced);
                    }
                }
            }
        }
        References references = Variant.commonReferences(base, variants);
        List<Double> loads = base.workload().loads();
        return new ExperimentResult(base.name(), base.rendered(), base.nodes(), labels, loads,
                references == null ? null : references.models(), rows, summaries,
                references == null ? List.of() : references.at(loads),
                references == null ? List.of() : references.curve(loads),
                ExperimentResult.SIMULATED, null, applications, traces.isEmpty() ? null : TraceReport.of(base, traces));
    }

    /**
     * The exact mean response time a point's interval is checked against, or NaN where theory gives none: the
     * dispatcher's where jobs arrive at one, else M/M/1's for the policy that shares nothing where it is exact.
     */
    private static double exactMean(ExperimentSettings s, ResolvedPolicy policy, References exact, double load) {
        String name = policy.descriptor().name();
        if (s.dispatch().dispatcher()) {
            return Dispatchers.exactMean(s, name, load);
        }
        boolean none = RunSetup.NO_SHARING.equals(name) && exact.models().noSharingExact();
        return none ? exact.at(load).mm1ResponseTime() : Double.NaN;
    }
}
