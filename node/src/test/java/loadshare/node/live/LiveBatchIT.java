package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.sim.RunMeasurement;
import loadshare.node.sim.batch.BatchRuns;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import loadshare.policies.batch.BatchFigures;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A central scheduler in the live cluster: the SLURM-like batch scheduler (EASY backfilling, shared nodes) runs
 * as the coordinator actor on four actor systems whose workstations execute the parts it launches, on synthetic
 * rigid jobs of two classes; the same jobs simulated give the same count and a mean response time within 15%.
 */
@Tag("timing")   // compares live timing with a number: run alone (failsafe's "timing" pass)
class LiveBatchIT {

    /**
     * One model second = 80 ms: a mean run of about 5 model seconds is 0.4 s of wall time, against which the few
     * ms a busy machine delays each launch and completion stay small.
     */
    private static final double TIME_SCALE = 0.08;
    private static final List<String> SETTINGS = List.of("nodes=4", "hosts.cpus=2", "hosts.memory=8GiB",
            "workload.loads=[0.5]", "run.warmup-jobs=0", "run.jobs=60",
            "workload.job-classes=[{name=small, share-of-arrivals=0.7, processors=1, processors-max=2, memory=1GiB, "
                    + "run-time=4}, {name=wide, share-of-arrivals=0.3, processors=4, processors-max=8, "
                    + "memory=512MiB, run-time=8}]",
            "policies=[{name=batch, backfilling=easy, allocation=shared}]");

    @Test
    @Timeout(120)
    void batchScheduler_liveAndSimulated_agreeWithin15Percent() throws Exception {
        ExperimentSettings settings = ExperimentLoader.load("quickstart", SETTINGS);
        ResolvedPolicy policy = PolicyRegistry.standard().resolve(settings.policies().get(0));
        LiveRun probe = new LiveRun(settings, policy, 0.5, 1, 0, TIME_SCALE);
        var jobs = probe.batchWorkload();
        double horizon = Math.nextUp(jobs.submit(jobs.jobs() - 1));
        LiveRun run = new LiveRun(settings, policy, 0.5, horizon, 0, TIME_SCALE);
        LiveMeasurement live;
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            live = cluster.result.get(100, TimeUnit.SECONDS);
        }
        RunMeasurement sim = BatchRuns.run(settings, ExperimentRunner.model(settings, policy, 0.5,
                ExperimentRunner.seed(settings, 0)), 0.5, done -> { });

        BatchFigures l = live.batch().figures();
        BatchFigures s = sim.batch().figures();
        assertEquals(60, live.accounting().arrived());
        assertEquals(s.jobs(), l.jobs());
        assertEquals(0, live.accounting().lost());
        assertTrue(live.drained());
        double error = Math.abs(l.meanResponse() - s.meanResponse()) / s.meanResponse();
        System.out.printf("live batch: response live %.3f simulated %.3f, wait %.3f / %.3f, utilization %.3f / %.3f%n",
                l.meanResponse(), s.meanResponse(), l.meanWait(), s.meanWait(), l.cpuUtilization(), s.cpuUtilization());
        assertTrue(error <= 0.15, String.format("live %.3f vs simulated %.3f: %.1f%% apart", l.meanResponse(),
                s.meanResponse(), 100 * error));
        assertEquals(s.cpuUtilization(), l.cpuUtilization(), 0.15 * s.cpuUtilization());
    }
}
