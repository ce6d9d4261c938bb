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

/** The simulator hosts the Omega-like schedulers like any central scheduler: their decisions are its timers. */
class OmegaClusterTest {

    /**
     * Two nodes of 2 CPUs; A decides in 1 s, B in 3 s, both first fit. a (A) and b (B), 2 CPUs each, arrive at 0 and
     * are both planned on node 0: a commits at 1, b conflicts at 3 and is decided again on node 1, starting at 6.
     */
    @Test
    void twoSchedulers_conflictOnTheSameNode_inTheSimulator() {
        CentralPolicy policy = (CentralPolicy) PolicyRegistry.standard()
                .resolve(new PolicySpec("omega", ConfigFactory.parseString("decision-times = \"A: 1, B: 3\", "
                        + "placement = first-fit"), "omega", "x.conf:1"))
                .configure(new ClusterShape(2, 2));
        var scheduler = policy.newScheduler(2, 2, 1024, List.of(new JobClass("A", 0.5, 0, 1, 1, 0, 0, 1),
                new JobClass("B", 0.5, 0, 1, 1, 0, 0, 1)));
        List<BatchJob> jobs = List.of(new BatchJob(0, 0, 0, 2, 0, 10, 10, -1, 0),
                new BatchJob(1, 0, 0, 2, 0, 10, 10, -1, 1));
        RunMeasurement m = new BatchCluster(scheduler, new HandMadeJobs(jobs), 2, 0, 1).run(done -> { });
        assertEquals(2, m.jobs());
        Map<String, Double> f = m.section(Section.BATCH).orElseThrow().figures().extra();
        assertEquals(1.0, f.get("A.meanWait"), 1e-12);
        assertEquals(6.0, f.get("B.meanWait"), 1e-12);
        assertEquals(1.0, f.get("conflicts"));
        assertEquals(6 / 16.0, f.get("B.busyness"), 1e-12);
    }
}
