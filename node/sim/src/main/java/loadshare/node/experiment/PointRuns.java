package loadshare.node.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.node.results.Precision;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.node.sim.SimulatedCluster;
import loadshare.node.sim.batch.BatchCluster;
import loadshare.node.steady.Mser;
import loadshare.policies.ResolvedPolicy;

/**
 * One policy's runs under one set of settings: at each load, its replications (seeds 0, 1, 2, ... of the
 * settings), first the configured number, then, under {@code run.precision}, rounds of further ones for the loads
 * whose interval is still too wide. Several points of a sweep that cannot change the policy share one.
 */
final class PointRuns {

    private final ExperimentSettings settings;
    private final ResolvedPolicy policy;
    /** Where each replication logs its jobs, or null (no run.job-log); {@link #logPoint} names the point there. */
    private final JobLogFiles logs;
    private final String logPoint;
    private final List<List<Future<RunMeasurement>>> pending = new ArrayList<>();
    private final List<List<RunMeasurement>> measured = new ArrayList<>();

    private PointRuns(ExperimentSettings settings, ResolvedPolicy policy, JobLogFiles logs, String logPoint) {
        this.settings = settings;
        this.policy = policy;
        this.logs = logs;
        this.logPoint = logPoint;
    }

    /**
     * Submits the configured replications at every load of {@code settings}; each logs its jobs to {@code logs} under
     * the point name {@code logPoint} if {@code logs} is not null.
     */
    static PointRuns submit(ExecutorService pool, ExperimentSettings settings, ResolvedPolicy policy,
                            LongConsumer progress, JobLogFiles logs, String logPoint) {
        PointRuns runs = new PointRuns(settings, policy, logs, logPoint);
        for (double load : settings.workload().loads()) {
            runs.pending.add(runs.submit(pool, load, 0, settings.run().replications(), progress));
            runs.measured.add(new ArrayList<>());
        }
        return runs;
    }

    private List<Future<RunMeasurement>> submit(ExecutorService pool, double load, int from, int to,
                                                LongConsumer progress) {
        List<Future<RunMeasurement>> futures = new ArrayList<>();
        for (int rep = from; rep < to; rep++) {
            var model = RunSetup.model(settings, policy, load, RunSetup.seed(settings, rep));
            if (BatchRuns.isBatch(model.policy())) {
                futures.add(pool.submit(() -> BatchCluster.simulate(settings, model, load, progress)));
                continue;
            }
            int replication = rep;
            if (settings.run().autoWarmup()) {
                long seed = RunSetup.seed(settings, rep);
                futures.add(pool.submit(() -> {
                    Mser warmup = new SimulatedCluster(model).pilot(settings.run().jobs());
                    return measure(new SimulatedCluster(RunSetup.model(settings, policy, load, seed)),
                            warmup.warmupJobs(), load, replication, progress).with(Section.WARMUP, warmup);
                }));
                continue;
            }
            futures.add(pool.submit(() -> measure(new SimulatedCluster(model), settings.run().warmupJobs(), load,
                    replication, progress)));
        }
        return futures;
    }

    /** Runs {@code cluster}, logging its jobs to the replication's file if there is a job log (on this thread). */
    private RunMeasurement measure(SimulatedCluster cluster, long warmupJobs, double load, int replication,
                                   LongConsumer progress) {
        if (logs == null) {
            return cluster.run(warmupJobs, settings.run().jobs(), progress);
        }
        JobLogFiles.Log log = logs.open(JobLogFiles.name(logPoint, load, replication));
        try {
            RunMeasurement measured = cluster.logJobs(log.csv()).run(warmupJobs, settings.run().jobs(), progress);
            log.complete();
            return measured;
        } catch (RuntimeException | Error e) {
            log.abandon();
            throw e;
        }
    }

    /** Waits for what was submitted; true if anything was. */
    boolean await() throws InterruptedException {
        boolean any = false;
        for (int l = 0; l < pending.size(); l++) {
            for (Future<RunMeasurement> future : pending.get(l)) {
                measured.get(l).add(await(future));
                any = true;
            }
            pending.get(l).clear();
        }
        return any;
    }

    /**
     * Submits the next round of {@code run.precision}'s replications: for each load whose interval is too wide,
     * as many as {@link Precision#target} estimates (none for an unstable point or one at the maximum).
     */
    void submitRound(ExecutorService pool, LongConsumer progress) {
        List<Double> loads = settings.workload().loads();
        for (int l = 0; l < loads.size(); l++) {
            List<RunMeasurement> point = measured.get(l);
            int target = point.stream().anyMatch(RunMeasurement::unstable) ? point.size()
                    : Precision.target(settings.run().precision(),
                    point.stream().mapToDouble(m -> m.response().mean()).toArray(), settings.run().maxReplications());
            pending.get(l).addAll(submit(pool, loads.get(l), point.size(), target, progress));
        }
    }

    /** Jobs simulated in all, warm-ups included. */
    long simulatedJobs() {
        return measured.stream().flatMap(List::stream).mapToLong(m -> m.jobs() + m.section(Section.WARMUP)
                .map(w -> w.warmupJobs() + settings.run().jobs()).orElse(settings.run().warmupJobs())).sum();
    }

    /** The replications measured at load number {@code l}, in seed order. */
    List<RunMeasurement> at(int l) {
        return measured.get(l);
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
