package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.PriorityQueue;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.trace.BatchFields;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.node.workload.BatchWorkload;
import loadshare.node.workload.TraceBatchWorkload;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import loadshare.policies.batch.BatchCoordinator;
import loadshare.policies.batch.BatchPolicy;
import org.junit.jupiter.api.Test;

/**
 * Strict FCFS (no backfilling) of rigid jobs on one-CPU nodes is fully determined by the trace: job i starts at
 * the first moment at or after its submit time and job i-1's start at which its processors are free, jobs before
 * it holding theirs until start + run time. This test computes every start of the NASA log replayed at a pace
 * offering 0.9 (long queues) that way, and compares the simulator's starts exactly, job by job.
 */
class StrictFcfsExactTest {

    @Test
    void strictFcfs_onTheNasaLog_startsEveryJobExactlyWhenTheTraceDecides() {
        ExperimentSettings s = ExperimentLoader.load("batch-nasa", List.of("workload.loads=[0.9]",
                "policies=[{ name = batch, order = fcfs, backfilling = none }]"));
        ResolvedPolicy policy = new ExperimentRunner(PolicyRegistry.standard()).resolve(s).get(0);
        ClusterModel model = RunSetup.model(s, policy, 0.9, RunSetup.seed(s, 0));
        BatchPolicy batch = (BatchPolicy) model.policy();
        BatchWorkload workload = new TraceBatchWorkload(model.replay(), s.workload().trace().trace(), false);
        BatchCoordinator scheduler = (BatchCoordinator) batch.newScheduler(s.nodes(), 1, 4096);
        RunMeasurement m = new BatchCluster(scheduler, workload, s.nodes(), 0, 1).run(done -> { });

        BatchFields fields = s.workload().trace().trace().batch();
        double[] expected = strictFcfs(workload, fields, s.nodes());
        double waitSum = 0;
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], scheduler.ledger().start(i), "start of job " + i);
            waitSum += expected[i] - workload.submit(i);
        }
        assertEquals(expected.length, m.jobs());
        double meanWait = m.section(Section.BATCH).orElseThrow().figures().meanWait();
        assertEquals(waitSum / expected.length, meanWait, 1e-9 * waitSum / expected.length);
        assertTrue(meanWait > 1000, "the pace makes jobs wait: the test compares something");
    }

    /** Each job's start under strict FCFS, from a heap of the running jobs' ends. */
    private static double[] strictFcfs(BatchWorkload workload, BatchFields fields, int nodes) {
        double[] start = new double[workload.jobs()];
        PriorityQueue<double[]> running = new PriorityQueue<>((a, b) -> Double.compare(a[0], b[0]));
        int free = nodes;
        double previous = 0;
        for (int i = 0; i < start.length; i++) {
            double t = Math.max(workload.submit(i), previous);
            while (!running.isEmpty() && running.peek()[0] <= t) {
                free += (int) running.poll()[1];
            }
            while (free < fields.processors(i)) {
                double[] end = running.poll();
                t = Math.max(t, end[0]);
                free += (int) end[1];
            }
            start[i] = t;
            previous = t;
            free -= fields.processors(i);
            running.add(new double[] {t + fields.runTime(i), fields.processors(i)});
        }
        return start;
    }
}
