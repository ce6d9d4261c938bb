package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import org.junit.jupiter.api.Test;

/**
 * The Borg-like scheduler in the simulator: nodes stop a preempted part ({@code Kill}) and never report it done,
 * also when messages take time; a run is determined by its seed.
 */
class BorgClusterTest {

    private static final String FOUR_CLASSES = "workload.job-classes=["
            + "{name=a, share-of-arrivals=0.25, priority=0, processors=1, memory=0, run-time=100}, "
            + "{name=b, share-of-arrivals=0.25, priority=50, processors=1, memory=0, run-time=100}, "
            + "{name=c, share-of-arrivals=0.25, priority=100, processors=1, memory=0, run-time=100}, "
            + "{name=d, share-of-arrivals=0.25, priority=200, processors=1, memory=0, run-time=100}]";

    private static ExperimentSettings settings(String... more) {
        List<String> overrides = new java.util.ArrayList<>(List.of(FOUR_CLASSES, "nodes=2",
                "hosts={cpus=2, memory=1GiB}", "policies=[{name=borg, placement=first-fit}]"));
        overrides.addAll(List.of(more));
        return ExperimentLoader.load("datacenter", overrides);
    }

    private static CentralPolicy policy(ExperimentSettings s) {
        ResolvedPolicy resolved = new ExperimentRunner(PolicyRegistry.standard()).resolve(s).get(0);
        ClusterModel model = RunSetup.model(s, resolved, s.workload().loads().get(0), 1);
        return (CentralPolicy) model.policy();
    }

    private static BatchWorkload workload(List<BatchJob> jobs) {
        return new HandMadeJobs(jobs, 100);
    }

    private static BatchJob job(long id, int jobClass, double submit, int processors, double run) {
        return new BatchJob(id, jobClass, submit, processors, 0, run, run, -1, jobClass);
    }

    @Test
    void aPreemptedPart_isStoppedOnItsNode_andNeverReportedDone_evenWithLatency() {
        ExperimentSettings s = settings();
        CentralScheduler scheduler = policy(s).newScheduler(2, 2, 1024, s.workload().jobClasses());
        // machine 0: A (priority 0) and C (100); machine 1: D (50, 2 CPUs); at 10 s P (200, 2 CPUs) preempts D
        List<BatchJob> jobs = List.of(job(0, 0, 0, 1, 100), job(1, 2, 0, 1, 100), job(2, 1, 0, 2, 100),
                job(3, 3, 10, 2, 50));
        RunMeasurement m = new BatchCluster(scheduler, workload(jobs), 2, 1.0, 1).run(done -> { });
        BatchFigures f = m.section(Section.BATCH).orElseThrow().figures();
        assertEquals(4, f.jobs());
        assertEquals(1.0, f.extra().get("preemptions"));
        assertEquals(20.0, f.extra().get("lostCpuSeconds"), 1e-12, "D held 2 CPUs for 10 s");
        // P's parts launch at 11 and end at 61; their Done reaches the scheduler at 62, when D starts again
        assertEquals(10.0, scheduler.ledger().start(3));
        assertEquals(62.0, scheduler.ledger().start(2));
        assertEquals(62.0 + 1 + 100 + 1, f.makespan(), 1e-9, "D's second run ends; its first never reported");
    }

    @Test
    void aSuspendedPart_keepsItsWorkOnItsNode_andEndsThatMuchLaterAfterItsResume_withLatency() {
        ExperimentSettings s = settings("policies=[{name=borg, placement=first-fit, preempted=suspend}]");
        CentralScheduler scheduler = policy(s).newScheduler(2, 2, 1024, s.workload().jobClasses());
        // A and B (priority 0, 2 CPUs, 100 s) fill both machines; launched at 0, they run from 1 (1 s latency).
        // At 10 s P (200, 2 CPUs, 50 s) suspends B, the later launched: its Suspend reaches machine 1 at 11, after
        // 10 s of work. P runs 11-61; its Done reaches the scheduler at 62, which resumes B there: B works its 90 s
        // left from 63 to 153, and its Done arrives at 154. Nothing is lost; A ends at 101 (Done at 102).
        List<BatchJob> jobs = List.of(job(0, 0, 0, 2, 100), job(1, 0, 0, 2, 100), job(2, 3, 10, 2, 50));
        RunMeasurement m = new BatchCluster(scheduler, workload(jobs), 2, 1.0, 1).run(done -> { });
        BatchFigures f = m.section(Section.BATCH).orElseThrow().figures();
        assertEquals(3, f.jobs());
        assertEquals(1.0, f.extra().get("suspensions"));
        assertEquals(1.0, f.extra().get("resumes"));
        assertEquals(0.0, f.extra().get("lostCpuSeconds"));
        assertEquals(52.0, f.extra().get("suspendedSeconds"), 1e-9, "suspended from 10 to 62 in the scheduler's eyes");
        assertEquals(0.0, scheduler.ledger().start(1), "B's run is the one it started at 0");
        assertEquals(154.0, f.makespan(), 1e-9);
    }

    @Test
    void theDatacenterWorkload_withAnAllocSetForBatch_endsEveryJob_andReportsTheAllocsUse() {
        ExperimentSettings s = ExperimentLoader.load("datacenter", List.of("run.jobs=1500", "workload.loads=[0.85]",
                "network.latency=0.5", "policies=[{name=borg, allocs=\"batch: 10 x (4, 2GiB)\"}]"));
        ResolvedPolicy resolved = new ExperimentRunner(PolicyRegistry.standard()).resolve(s).get(0);
        ClusterModel model = RunSetup.model(s, resolved, 0.85, RunSetup.seed(s, 0));
        RunMeasurement m = BatchCluster.simulate(s, model, 0.85, done -> { });
        BatchFigures f = m.section(Section.BATCH).orElseThrow().figures();
        assertEquals(1500, m.jobs());
        double used = f.extra().get("alloc.batch.cpus");
        assertTrue(used > 0 && used < 1, "batch's allocs were used, not always full: " + used);
        assertTrue(f.extra().get("alloc.batch.memory") > 0);
    }

    @Test
    void theDatacenterWorkload_sameSeed_sameRun_everyJobEnds() {
        BatchFigures first = datacenterTwice("policies=[{name=borg, placement=random}]");
        assertTrue(first.extra().get("preemptions") > 0, "the run preempts: the test covers Kill");
    }

    @Test
    void aGrowingJob_shortensItsPartOnItsNode_withLatency() {
        ExperimentSettings s = settings("nodes=1", "hosts={cpus=4, memory=1GiB}", "workload.job-classes=[{name=a, "
                + "share-of-arrivals=1, processors=2, memory=0, run-time=100, grow-after=0.5, grow-by=2}]");
        CentralScheduler scheduler = policy(s).newScheduler(1, 4, 1024, s.workload().jobClasses());
        // A (2 CPUs, 100 s) is launched at 0 and runs from 1 (1 s latency). The scheduler's grow timer fires at 50 (50 s
        // after the start it saw); the machine has room, so its Grow reaches the node at 51, when the part has 50 s
        // left: on 4 CPUs instead of 2, 25 s. It ends at 76 and its Done reaches the scheduler at 77.
        RunMeasurement m = new BatchCluster(scheduler, workload(List.of(job(0, 0, 0, 2, 100))), 1, 1.0, 1)
                .run(done -> { });
        BatchFigures f = m.section(Section.BATCH).orElseThrow().figures();
        assertEquals(1.0, f.extra().get("growsGranted"));
        assertEquals(0.0, f.extra().get("growWait"));
        assertEquals(77.0, f.makespan(), 1e-9);
    }

    @Test
    void theDatacenterWorkload_withGrowingProductionJobsSuspendingOthers_endsEveryJob_andRepeats() {
        BatchFigures first = datacenterTwice("policies=[{name=borg, preempted=suspend}]", "workload.job-classes=[{name=prod, "
                + "share-of-arrivals=0.2, priority=200, processors=1, processors-max=2, memory=3GiB, "
                + "run-time=1800, grow-after=0.5, grow-by=2}, {name=low, processors=1, processors-max=4, "
                + "memory=1GiB, run-time=300}]");
        assertTrue(first.extra().get("growsGranted") > 0, "jobs grow: " + first.extra());
        assertTrue(first.extra().get("suspensions") > 0, "growth or placement suspends: " + first.extra());
        assertTrue(first.extra().get("growsGranted") <= first.extra().get("growsRequested"));
    }

    /**
     * The datacenter experiment's first 1,500 jobs at load 0.85 with 0.5 s of latency and {@code settings}, simulated
     * twice: the same figures both times, every job ended. Returns the figures.
     */
    private static BatchFigures datacenterTwice(String... settings) {
        List<String> all = new ArrayList<>(List.of("run.jobs=1500", "workload.loads=[0.85]",
                "network.latency=0.5"));
        all.addAll(List.of(settings));
        ExperimentSettings s = ExperimentLoader.load("datacenter", all);
        ResolvedPolicy resolved = new ExperimentRunner(PolicyRegistry.standard()).resolve(s).get(0);
        ClusterModel model = RunSetup.model(s, resolved, 0.85, RunSetup.seed(s, 0));
        RunMeasurement a = BatchCluster.simulate(s, model, 0.85, done -> { });
        RunMeasurement b = BatchCluster.simulate(s, model, 0.85, done -> { });
        BatchFigures first = a.section(Section.BATCH).orElseThrow().figures();
        assertEquals(first, b.section(Section.BATCH).orElseThrow().figures());
        assertEquals(1500, a.jobs());
        return first;
    }
}
