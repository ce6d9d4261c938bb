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
 * The Mesos-like master in the live cluster: DRF offers to a CPU-heavy and a memory-heavy framework run as the
 * coordinator actor on four actor systems (its refusal timers on the actor's clock) whose workstations execute the
 * tasks it launches; the same jobs simulated give the same tasks per framework and a mean response time within 15%.
 */
@Tag("timing")   // compares live timing with a number: run alone (failsafe's "timing" pass)
class LiveMesosIT {

    /** One model second = 80 ms, as for the batch scheduler (LiveBatchIT). */
    private static final double TIME_SCALE = 0.08;
    private static final List<String> SETTINGS = List.of("nodes=4", "hosts.cpus=4", "hosts.memory=8GiB",
            "workload.loads=[0.6]", "run.warmup-jobs=0", "run.jobs=60",
            "workload.job-classes=[{name=cpu, share-of-arrivals=0.5, processors=2, processors-max=3, memory=256MiB, "
                    + "run-time=5}, {name=mem, share-of-arrivals=0.5, processors=1, memory=2GiB, memory-max=4GiB, "
                    + "run-time=5}]",
            "policies=[{name=mesos, offers=drf, weights=\"cpu: 2\"}]");

    @Test
    @Timeout(120)
    void drfMaster_liveAndSimulated_agreeWithin15Percent() throws Exception {
        ExperimentSettings settings = ExperimentLoader.load("quickstart", SETTINGS);
        ResolvedPolicy policy = PolicyRegistry.standard().resolve(settings.policies().get(0));
        LiveRun probe = new LiveRun(settings, policy, 0.6, 1, 0, TIME_SCALE);
        var jobs = probe.batchWorkload();
        double horizon = Math.nextUp(jobs.submit(jobs.jobs() - 1));
        LiveRun run = new LiveRun(settings, policy, 0.6, horizon, 0, TIME_SCALE);
        LiveMeasurement live;
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            live = cluster.result.get(100, TimeUnit.SECONDS);
        }
        RunMeasurement sim = BatchRuns.run(settings, ExperimentRunner.model(settings, policy, 0.6,
                ExperimentRunner.seed(settings, 0)), 0.6, done -> { });

        BatchFigures l = live.batch().figures();
        BatchFigures s = sim.batch().figures();
        assertEquals(60, live.accounting().arrived());
        assertEquals(s.jobs(), l.jobs());
        assertEquals(s.extra().get("cpu.tasks"), l.extra().get("cpu.tasks"));
        assertEquals(s.extra().get("mem.tasks"), l.extra().get("mem.tasks"));
        assertEquals(List.of("dominant share cpu", "dominant share mem"),
                List.copyOf(live.batch().schedulerSeries().keySet()));
        assertTrue(live.drained());
        double error = Math.abs(l.meanResponse() - s.meanResponse()) / s.meanResponse();
        assertTrue(error <= 0.15, String.format("live %.3f vs simulated %.3f: %.1f%% apart", l.meanResponse(),
                s.meanResponse(), 100 * error));
    }
}
