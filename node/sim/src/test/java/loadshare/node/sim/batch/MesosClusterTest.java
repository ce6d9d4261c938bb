package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import loadshare.config.JobClass;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.mesos.MesosConfig;
import loadshare.policies.mesos.MesosPolicy;
import org.junit.jupiter.api.Test;

/** The simulator hosts the Mesos-like master like any central scheduler: offers, refusal timers, its own series. */
class MesosClusterTest {

    /**
     * Two nodes of 4 CPUs. A's task of 2 CPUs runs on node 0 from 0 to 100 s; B's tasks of 4 CPUs arrive at 0 and 1:
     * the first is declined by node 0 (2 CPUs free) and takes node 1 until 200; the second (B revives its offers) is
     * declined by node 0 at 1 and at every 10-s refusal's end (11, ..., 91: the simulator's timers), and starts on
     * node 0 when A's task ends at 100 and frees more than B declined. Offers: A's 1, B's first 2, B's second 10
     * declined + 1 accepted = 14 for 3 tasks.
     */
    @Test
    void theMaster_reoffersAtEveryRefusalsEnd_andLaunchesWhenMoreIsFree() {
        MesosPolicy policy = new MesosPolicy(new MesosConfig(true, Map.of(), 10, 1));
        List<BatchJob> jobs = List.of(new BatchJob(0, 0, 0, 2, 0, 100, 100, -1, 0),
                new BatchJob(1, 1, 0, 4, 0, 200, 200, -1, 1), new BatchJob(2, 1, 1, 4, 0, 50, 50, -1, 1));
        var scheduler = policy.newScheduler(2, 4, 1024, List.of(new JobClass("A", 0.5, 0, 1, 1, 0, 0, 1),
                new JobClass("B", 0.5, 0, 1, 1, 0, 0, 1)));
        RunMeasurement m = new BatchCluster(scheduler, new HandMadeJobs(jobs), 2, 0, 1).run(done -> { });
        assertEquals(3, m.jobs());
        assertEquals(100.0, scheduler.ledger().start(2));
        Map<String, Double> f = m.section(Section.BATCH).orElseThrow().figures().extra();
        assertEquals(14 / 3.0, f.get("offersPerTask"), 1e-12);
        assertEquals(99 / 2.0, f.get("B.meanWait"), 1e-12);
        assertEquals(List.of("dominant share A", "dominant share B"),
                List.copyOf(m.section(Section.BATCH).orElseThrow().schedulerSeries().keySet()));
        assertEquals(BatchMeasurement.BINS,
                m.section(Section.BATCH).orElseThrow().schedulerSeries().get("dominant share A").length);
        assertEquals(0.25, m.section(Section.BATCH).orElseThrow().schedulerSeries().get("dominant share A")[0], 1e-12);
    }
}
