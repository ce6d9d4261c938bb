package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import org.junit.jupiter.api.Test;

/**
 * Host failures lose no job of a central scheduler and end none twice: on eight hosts of 4 CPUs that fail often
 * (MTBF 400 s, repairs of 40 s: up 91% of the time), with messages taking 0.5 s and a detector timeout of 2 s,
 * 2,000 synthetic rigid jobs of two classes run under SLURM-like EASY backfilling, the Borg-like scheduler and the
 * Mesos-like master. Every job ends exactly once (its ledger refuses a second end), runs are lost and restarted.
 */
class BatchFailureConservationTest {

    private static final int JOBS = 2_000;

    /** Jobs of up to {@code processorsMax} processors: more than a host's 4 spread over several hosts. */
    private static ExperimentSettings settings(String policy, int processorsMax) {
        return ExperimentLoader.load("datacenter", List.of("nodes=8", "hosts={cpus=4, memory=16GiB}",
                "workload.loads=[0.6]", "network.latency=0.5", "run.jobs=" + JOBS, "policies=[" + policy + "]",
                "workload.job-classes=["
                        + "{name=short, share-of-arrivals=0.6, priority=100, processors=1, processors-max="
                        + processorsMax + ", memory=512MiB, run-time=30}, "
                        + "{name=long, share-of-arrivals=0.4, priority=0, processors=2, processors-max="
                        + processorsMax + ", memory=1GiB, run-time=90}]",
                "failures={mtbf=400, mttr=40, on-failure=restart, probe-timeout=2}"));
    }

    @Test
    void everyJob_endsExactlyOnce_underEachCentralScheduler_withHostsFailingOften() {
        record Case(String policy, int processorsMax) {
        }
        for (Case c : List.of(new Case("{name=batch, backfilling=easy}", 8),
                new Case("{name=borg, placement=best-fit, preemption=on}", 8), new Case("{name=mesos}", 4))) {
            ExperimentSettings s = settings(c.policy(), c.processorsMax());
            ResolvedPolicy resolved = new ExperimentRunner(PolicyRegistry.standard()).resolve(s).get(0);
            ClusterModel model = RunSetup.model(s, resolved, 0.6, RunSetup.seed(s, 0));
            CentralScheduler scheduler = BatchRuns.scheduler(s, (CentralPolicy) model.policy());
            BatchWorkload workload = BatchRuns.workload(s, model, 0.6);
            RunMeasurement m = new BatchCluster(scheduler, workload, s.nodes(), s.network().latency(), model.seed(),
                    model.failures()).run(done -> { });

            BatchFigures batch = m.section(Section.BATCH).orElseThrow().figures();
            assertEquals(JOBS, workload.jobs(), c.policy());
            assertEquals(0, batch.rejectedTotal(), c.policy());
            assertEquals(JOBS, batch.jobs(), c.policy() + ": every job ends");
            for (int i = 0; i < JOBS; i++) {
                assertTrue(scheduler.ledger().ended(workload.job(i).id()), c.policy() + ": job " + i + " ended");
            }
            FailureFigures f = m.section(Section.FAILURES).orElseThrow();
            assertTrue(f.failures() > 20, c.policy() + ": hosts fail often: " + f.failures());
            assertTrue(f.availability() > 0.8 && f.availability() < 0.97, c.policy() + ": " + f.availability());
            assertTrue(f.restartsPerJob() > 0 && f.jobsHit() > 0, c.policy() + ": " + f);
            assertTrue(f.lostWork() > 0 && f.goodput() < 1, c.policy() + ": " + f);
            assertEquals(f.jobsHit() / JOBS, f.restartsPerJob(), 1e-12, c.policy() + ": each hit is one restart");
        }
    }
}
