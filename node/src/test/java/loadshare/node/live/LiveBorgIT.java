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
 * The Borg-like scheduler in the live cluster: as the coordinator actor on four actor systems, with preemption
 * (workstations stop the parts it kills and report nothing for them), on synthetic jobs of a high-priority and a
 * best-effort class; the same jobs simulated give the same count and a mean response time within 15%.
 */
@Tag("timing")   // compares live timing with a number: run alone (failsafe's "timing" pass)
class LiveBorgIT {

    private static final double TIME_SCALE = 0.08;
    private static final List<String> SETTINGS = List.of("nodes=4", "hosts.cpus=2", "hosts.memory=4GiB",
            "workload.loads=[0.85]", "run.warmup-jobs=0", "run.jobs=200",
            "workload.job-classes=[{name=prod, share-of-arrivals=0.3, priority=200, processors=2, processors-max=4, "
                    + "memory=1GiB, run-time=6}, {name=free, share-of-arrivals=0.7, processors=1, processors-max=2, "
                    + "memory=2GiB, run-time=5}]",
            "policies=[{name=borg, placement=best-fit, preemption=on}]");

    @Test
    @Timeout(120)
    void borgScheduler_withPreemption_liveAndSimulated_agreeWithin15Percent() throws Exception {
        ExperimentSettings settings = ExperimentLoader.load("quickstart", SETTINGS);
        ResolvedPolicy policy = PolicyRegistry.standard().resolve(settings.policies().get(0));
        LiveRun probe = new LiveRun(settings, policy, 0.85, 1, 0, TIME_SCALE);
        var jobs = probe.batchWorkload();
        double horizon = Math.nextUp(jobs.submit(jobs.jobs() - 1));
        LiveRun run = new LiveRun(settings, policy, 0.85, horizon, 0, TIME_SCALE);
        LiveMeasurement live;
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            live = cluster.result.get(100, TimeUnit.SECONDS);
        }
        RunMeasurement sim = BatchRuns.run(settings, ExperimentRunner.model(settings, policy, 0.85,
                ExperimentRunner.seed(settings, 0)), 0.85, done -> { });

        BatchFigures l = live.batch().figures();
        BatchFigures s = sim.batch().figures();
        assertEquals(200, live.accounting().arrived());
        assertEquals(s.jobs(), l.jobs());
        assertEquals(0, live.accounting().lost());
        assertTrue(live.drained());
        assertTrue(s.extra().get("preemptions") > 0, "the simulated run preempts: the case tests Kill");
        assertTrue(l.extra().get("preemptions") > 0, "so does the live one");
        double error = Math.abs(l.meanResponse() - s.meanResponse()) / s.meanResponse();
        System.out.printf("live borg: response live %.3f simulated %.3f, preemptions %.0f / %.0f, lost %.1f / %.1f%n",
                l.meanResponse(), s.meanResponse(), l.extra().get("preemptions"), s.extra().get("preemptions"),
                l.extra().get("lostCpuSeconds"), s.extra().get("lostCpuSeconds"));
        assertTrue(error <= 0.15, String.format("live %.3f vs simulated %.3f: %.1f%% apart", l.meanResponse(),
                s.meanResponse(), 100 * error));
    }
}
