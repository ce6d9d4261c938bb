package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadshare.config.JobClass;
import loadshare.config.PolicySpec;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralPolicy;
import org.junit.jupiter.api.Test;

/** The simulator hosts the hierarchical fair-share scheduler, its preemption timers on the simulator's clock. */
class FairShareTreeClusterTest {

    /**
     * Four nodes of one CPU, queues a: 0.5 and b: 0.5. A's four jobs of 100 s take every node at 0; b's two, at 10,
     * wait below b's guarantee, and at 40 (timeout 30) a's two newest are killed and b's start on their nodes: b
     * holds 0.5 of the cluster from 40. A's killed jobs start again at 100, when its first two end, and end at 200;
     * b's at 140.
     */
    @Test
    void aLeafBelowItsGuarantee_preemptsAfterTheTimeout_onTheSimulatorsClock() {
        CentralPolicy policy = (CentralPolicy) PolicyRegistry.standard()
                .resolve(new PolicySpec("fair-share-tree", ConfigFactory.parseString("queues = \"a: 0.5, b: 0.5\", "
                        + "preemption-timeout = 30"), "fair-share-tree", "x.conf:1"))
                .configure(new ClusterShape(4, 1));
        var scheduler = policy.newScheduler(4, 1, 1024, List.of(new JobClass("a", 0.5, 0, 1, 1, 0, 0, 1),
                new JobClass("b", 0.5, 0, 1, 1, 0, 0, 1)));
        List<BatchJob> jobs = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            jobs.add(new BatchJob(k, 0, 0, 1, 0, 100, 100, -1, 0));
        }
        jobs.add(new BatchJob(4, 1, 10, 1, 0, 100, 100, -1, 1));
        jobs.add(new BatchJob(5, 1, 10, 1, 0, 100, 100, -1, 1));
        RunMeasurement m = new BatchCluster(scheduler, new HandMadeJobs(jobs), 4, 0, 1).run(done -> { });
        assertEquals(6, m.jobs());
        BatchMeasurement batch = m.section(Section.BATCH).orElseThrow();
        Map<String, Double> f = batch.figures().extra();
        assertEquals(2.0, f.get("preemptions"));
        assertEquals(2.0, f.get("a.preempted"));
        assertEquals(30.0, f.get("b.meanWait"), 1e-6);
        assertEquals(50.0, f.get("a.meanWait"), 1e-6);     // two at 0, two again at 100 (their lost run counts)
        assertEquals(2 * 40.0, f.get("lostCpuSeconds"), 1e-6);
        assertEquals(200.0, batch.figures().makespan(), 1e-6);
        // b: 0 until 40, 0.5 until 140, then 0; a: 1 until 40, then 0.5 (two at a time) until 200
        assertEquals(0.5 * 100 / 200, f.get("b.share"), 1e-6);
        assertEquals((40 + 0.5 * 160) / 200, f.get("a.share"), 1e-6);
        assertEquals(30 / 200.0, f.get("b.belowGuarantee"), 1e-6);
        double[] b = batch.schedulerSeries().get("b");
        assertTrue(b.length > 0 && batch.schedulerSeries().get("b guarantee")[0] == 0.5);
    }
}
