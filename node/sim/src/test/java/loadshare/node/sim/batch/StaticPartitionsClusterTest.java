package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import java.util.Map;
import loadshare.config.JobClass;
import loadshare.config.PolicySpec;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralPolicy;
import org.junit.jupiter.api.Test;

/** The simulator hosts static partitions like any central scheduler. */
class StaticPartitionsClusterTest {

    /**
     * Two nodes of 4 CPUs, one per framework. A's two 4-CPU tasks arrive at 0: the second waits 100 s for the first,
     * on A's node, while B's node idles; B's task at 10 s starts at once on its own node.
     */
    @Test
    void aFrameworksTasks_waitForItsOwnNode_whileTheOtherFrameworksIdles() {
        CentralPolicy policy = (CentralPolicy) PolicyRegistry.standard()
                .resolve(new PolicySpec("static-partitions", ConfigFactory.empty(), "static-partitions", "x.conf:1"))
                .configure(new ClusterShape(2, 4));
        var scheduler = policy.newScheduler(2, 4, 1024, List.of(new JobClass("A", 0.5, 0, 1, 1, 0, 0, 1),
                new JobClass("B", 0.5, 0, 1, 1, 0, 0, 1)));
        List<BatchJob> jobs = List.of(new BatchJob(0, 0, 0, 4, 0, 100, 100, -1, 0),
                new BatchJob(1, 0, 0, 4, 0, 100, 100, -1, 0), new BatchJob(2, 1, 10, 4, 0, 50, 50, -1, 1));
        RunMeasurement m = new BatchCluster(scheduler, new HandMadeJobs(jobs), 2, 0, 1).run(done -> { });
        assertEquals(3, m.jobs());
        Map<String, Double> f = m.section(Section.BATCH).orElseThrow().figures().extra();
        assertEquals(50.0, f.get("A.meanWait"), 1e-12);
        assertEquals(0.0, f.get("B.meanWait"), 1e-12);
        assertEquals(50 / 200.0, f.get("B.cpuUtilization"), 1e-12);
    }
}
