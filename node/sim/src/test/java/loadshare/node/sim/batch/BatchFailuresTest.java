package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.config.FailureSettings.Checkpoints;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.config.FailureSettings.Outage;
import loadshare.config.FailureSettings.Outages;
import loadshare.config.SettingsException;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import org.junit.jupiter.api.Test;

/**
 * The central schedulers meet host failures in the simulator, on hand-worked cases: two nodes of one CPU, messages
 * taking 1 s, a failure detector that reports a failure 5 s after it, and a failure log.
 */
class BatchFailuresTest {

    private static final double LATENCY = 1.0;
    private static final double PROBE_TIMEOUT = 5.0;

    private static ExperimentSettings settings(String policy, String... more) {
        List<String> overrides = new java.util.ArrayList<>(List.of("nodes=2", "hosts={cpus=1, memory=1GiB}",
                "policies=[" + policy + "]"));
        overrides.addAll(List.of(more));
        return ExperimentLoader.load("datacenter", overrides);
    }

    /** A fresh scheduler of {@code policy} on two one-CPU nodes (the datacenter's job classes: 0 is production). */
    private static CentralScheduler scheduler(String policy) {
        ExperimentSettings s = settings(policy);
        ResolvedPolicy resolved = new ExperimentRunner(PolicyRegistry.standard()).resolve(s).get(0);
        ClusterModel model = RunSetup.model(s, resolved, s.workload().loads().get(0), 1);
        return ((CentralPolicy) model.policy()).newScheduler(2, 1, 1024, s.workload().jobClasses());
    }

    private static FailureSettings log(Outage... outages) {
        return new FailureSettings(Outages.NONE, List.of(), List.of(outages), "outages.csv", OnFailure.RESTART,
                Checkpoints.NONE, PROBE_TIMEOUT);
    }

    private static BatchJob job(long id, double submit, int processors, double run) {
        return new BatchJob(id, 0, submit, processors, 0, run, run, -1, 0);
    }

    /**
     * One job of 2 parts (one per node), 100 s, submitted at 0; node 1 is down from 30 to 50. Its parts start at 1
     * (the Launch takes 1 s); node 1's is lost at 30; the detector reports it at 35, and the job is requeued whole
     * (node 0's part is stopped); it needs both nodes, so it starts again when node 1 is back at 50: launched at 50,
     * running from 51 to 151, its Done heard at 152. Node 1 fails again at 151.5, after its part ended: the job is
     * done, not hit. Response 152; the lost run held 2 CPUs from 0 to 35.
     */
    @Test
    void aTwoPartJob_restartsWholeAfterTheDetection_itsResponseAsWorkedOut() {
        for (String policy : List.of("{name=batch, backfilling=easy}", "{name=borg, placement=first-fit}")) {
            RunMeasurement m = new BatchCluster(scheduler(policy), new HandMadeJobs(List.of(job(0, 0, 2, 100))), 2, LATENCY,
                    1, log(new Outage(1, 30, 50), new Outage(1, 151.5, 160))).run(done -> { });
            assertEquals(1, m.jobs(), policy);
            assertEquals(152.0, m.response().mean(), 1e-9, policy);
            FailureFigures f = m.section(Section.FAILURES).orElseThrow();
            assertEquals(1 - 20.5 / (2 * 152), f.availability(), 1e-12, policy);
            assertEquals(2, f.failures(), policy);
            assertEquals(1, f.jobsHit(), policy);
            assertEquals(1, f.restartsPerJob(), policy);
            assertEquals(2 * 35.0, f.lostWork(), 1e-9, policy);
            assertEquals(0, f.checkpointWork(), policy);
            assertEquals(2 * 102.0 / (2 * 102.0 + 2 * 35.0), f.goodput(), 1e-12, policy);
            assertEquals(0, f.probeTimeouts(), policy);
            assertEquals(1, f.hitShare(), policy);
            assertEquals(1, f.hitResponseShare(), policy);
            assertTrue(Double.isNaN(f.expectedAvailability()) && Double.isNaN(f.checkpointInterval()), policy);
        }
    }

    /**
     * A (5 s) runs on node 0 from 1 to 6, its Done heard at 7; B (100 s) on node 1 from 1 to 101. Node 0 fails at 7.5,
     * which the scheduler cannot know yet: at 8 it launches C (10 s) there, and the Launch reaches a down host at 9
     * and is lost. The detector reports node 0 down at 12.5: C is requeued; it starts again when node 0 is back at 20
     * (launched at 20, done at 31, heard at 32). A ended before the failure: it is not hit. Responses 7, 102 and 24.
     */
    @Test
    void aLaunchThatReachesADownHost_isLost_andTheJobRestartsAfterTheDetection() {
        for (String policy : List.of("{name=batch, backfilling=easy}", "{name=borg, placement=first-fit}",
                "{name=mesos}")) {
            CentralScheduler scheduler = scheduler(policy);
            RunMeasurement m = new BatchCluster(scheduler, new HandMadeJobs(List.of(job(0, 0, 1, 5), job(1, 0, 1, 100),
                    job(2, 8, 1, 10))), 2, LATENCY, 1, log(new Outage(0, 7.5, 20))).run(done -> { });
            assertEquals(3, m.jobs(), policy);
            assertEquals(20.0, scheduler.ledger().start(2), policy);
            assertEquals((7 + 102 + 24) / 3.0, m.response().mean(), 1e-9, policy);
            FailureFigures f = m.section(Section.FAILURES).orElseThrow();
            assertEquals(1 - 12.5 / (2 * 102), f.availability(), 1e-12, policy);
            assertEquals(1, f.failures(), policy);
            assertEquals(1, f.probeTimeouts(), policy);
            assertEquals(1, f.jobsHit(), policy);
            assertEquals(1 / 3.0, f.restartsPerJob(), 1e-12, policy);
            assertEquals(12.5 - 8, f.lostWork(), 1e-9, policy);
            assertEquals((7 + 102 + 12) / (7 + 102 + 12 + 4.5), f.goodput(), 1e-12, policy);
            assertEquals(1 / 3.0, f.hitShare(), 1e-12, policy);
            assertEquals(24 / 133.0, f.hitResponseShare(), 1e-12, policy);
        }
    }

    /**
     * Each outage of the log says when the scheduler's failure detector reports its failure. A (100 s) is launched on
     * node 0 at 0 and runs from 1; B (100 s) on node 1, from 1. Node 0 is down from 10 to 12, reported 6 s after the
     * failure (at 16): A is requeued then and, node 0 being back (reported up no earlier than its failure), launched
     * there at 16, running from 17 to 117, its Done heard at 118 (response 118). Node 1 is down from 30 to 32,
     * reported 9 s after (at 39): B is launched again at 39, runs from 40 to 140, heard at 141 (response 141). Lost:
     * A held its CPU from its launch at 0 to the report at 16, B from 0 to 39. With the probe timeout (5) instead, the
     * reports come at 15 and 35: responses 117 and 137, lost 15 + 35.
     */
    @Test
    void twoOutagesWithTheirOwnDetectionDelays_requeueTheirJobsAsLateAsEachSays() {
        for (String policy : List.of("{name=batch, backfilling=easy}", "{name=borg, placement=first-fit}")) {
            RunMeasurement m = new BatchCluster(scheduler(policy), new HandMadeJobs(List.of(job(0, 0, 1, 100),
                    job(1, 0, 1, 100))), 2, LATENCY, 1, log(new Outage(0, 10, 12, 6), new Outage(1, 30, 32, 9)))
                    .run(done -> { });
            assertEquals((118 + 141) / 2.0, m.response().mean(), 1e-9, policy);
            FailureFigures f = m.section(Section.FAILURES).orElseThrow();
            assertEquals(16 + 39, f.lostWork(), 1e-9, policy);
            assertEquals(1 - 4 / (2 * 141.0), f.availability(), 1e-12, policy);
            assertEquals(1, f.restartsPerJob(), policy);
            RunMeasurement timedOut = new BatchCluster(scheduler(policy), new HandMadeJobs(List.of(job(0, 0, 1, 100),
                    job(1, 0, 1, 100))), 2, LATENCY, 1, log(new Outage(0, 10, 12), new Outage(1, 30, 32)))
                    .run(done -> { });
            assertEquals((117 + 137) / 2.0, timedOut.response().mean(), 1e-9, policy);
            assertEquals(15 + 35, timedOut.section(Section.FAILURES).orElseThrow().lostWork(), 1e-9, policy);
        }
    }

    @Test
    void aCentralScheduler_withFailuresThatResumeOrCheckpoint_isRefusedInOneLine() {
        for (String onFailure : List.of("resume", "checkpoint")) {
            ExperimentSettings s = settings("{name=batch}", "failures={mtbf=1000, on-failure=" + onFailure + "}");
            SettingsException e = assertThrows(SettingsException.class,
                    () -> new ExperimentRunner(PolicyRegistry.standard()).resolve(s));
            assertTrue(e.getMessage().endsWith("policy 'batch' is a central scheduler: a rigid job's reservation is"
                    + " lost with its host and the job requeued whole, so failures.on-failure = " + onFailure
                    + " has no meaning for it: set failures.on-failure = restart"), e.getMessage());
            assertTrue(e.getMessage().lines().count() == 1, e.getMessage());
        }
    }
}
