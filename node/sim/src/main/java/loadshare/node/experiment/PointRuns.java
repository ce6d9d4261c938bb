package loadshare.node.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.node.results.Precision;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.Replication;
import loadshare.node.run.ReplicationPool;
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
    /** The policy's and the sweep point's numbers: with a load and a replication, a {@link Replication}. */
    private final int policyNumber;
    private final int variantNumber;
    /** Where each replication logs its jobs, or null (no run.job-log); {@link #logPoint} names the point there. */
    private final JobLogFiles logs;
    private final String logPoint;
    private final List<List<Future<RunMeasurement>>> pending = new ArrayList<>();
    private final List<List<RunMeasurement>> measured = new ArrayList<>();

    private PointRuns(ExperimentSettings settings, ResolvedPolicy policy, int policyNumber, int variantNumber,
                      JobLogFiles logs, String logPoint) {
        this.settings = settings;
        this.policy = policy;
        this.policyNumber = policyNumber;
        this.variantNumber = variantNumber;
        this.logs = logs;
        this.logPoint = logPoint;
    }

    /**
     * Submits the configured replications at every load of {@code settings} (sweep point {@code variantNumber}) for
     * policy number {@code policyNumber}; each logs its jobs to {@code logs} under the point name {@code logPoint} if
     * {@code logs} is not null.
     */
    static PointRuns submit(ReplicationPool pool, ExperimentSettings settings, ResolvedPolicy policy, int policyNumber,
                            int variantNumber, LongConsumer progress, JobLogFiles logs, String logPoint) {
        PointRuns runs = new PointRuns(settings, policy, policyNumber, variantNumber, logs, logPoint);
        for (int l = 0; l < settings.workload().loads().size(); l++) {
            runs.pending.add(runs.submit(pool, l, 0, settings.run().replications(), progress));
            runs.measured.add(new ArrayList<>());
        }
        return runs;
    }

    private List<Future<RunMeasurement>> submit(ReplicationPool pool, int l, int from, int to, LongConsumer progress) {
        List<Future<RunMeasurement>> futures = new ArrayList<>();
        double load = settings.workload().loads().get(l);
        for (int rep = from; rep < to; rep++) {
            int replication = rep;
            futures.add(pool.submit(new Replication(policyNumber, variantNumber, l, rep),
                    () -> replicate(settings, policy, load, replication, progress, logs, logPoint)));
        }
        return futures;
    }

    /**
     * Runs replication {@code replication} of {@code policy} at {@code load} under {@code settings}, on this thread,
     * logging its jobs to {@code logs} under the point name {@code logPoint} if {@code logs} is not null.
     */
    static RunMeasurement replicate(ExperimentSettings settings, ResolvedPolicy policy, double load, int replication,
                                    LongConsumer progress, JobLogFiles logs, String logPoint) {
        long seed = RunSetup.seed(settings, replication);
        var model = RunSetup.model(settings, policy, load, seed);
        if (BatchRuns.isBatch(model.policy())) {
            return BatchCluster.simulate(settings, model, load, progress);
        }
        if (settings.run().autoWarmup()) {
            Mser warmup = new SimulatedCluster(model).pilot(settings.run().jobs());
            return measure(settings, new SimulatedCluster(RunSetup.model(settings, policy, load, seed)),
                    warmup.warmupJobs(), load, replication, progress, logs, logPoint).with(Section.WARMUP, warmup);
        }
        return measure(settings, new SimulatedCluster(model), settings.run().warmupJobs(), load, replication, progress,
                logs, logPoint);
    }

    /** Runs {@code cluster}, logging its jobs to the replication's file if there is a job log (on this thread). */
    private static RunMeasurement measure(ExperimentSettings settings, SimulatedCluster cluster, long warmupJobs,
                                          double load, int replication, LongConsumer progress, JobLogFiles logs,
                                          String logPoint) {
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
    void submitRound(ReplicationPool pool, LongConsumer progress) {
        List<Double> loads = settings.workload().loads();
        for (int l = 0; l < loads.size(); l++) {
            List<RunMeasurement> point = measured.get(l);
            int target = point.stream().anyMatch(RunMeasurement::unstable) ? point.size()
                    : Precision.target(settings.run().precision(),
                    point.stream().mapToDouble(m -> m.response().mean()).toArray(), settings.run().maxReplications());
            pending.get(l).addAll(submit(pool, l, point.size(), target, progress));
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
