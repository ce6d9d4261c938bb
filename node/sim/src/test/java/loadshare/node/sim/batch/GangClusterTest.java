package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.GangScheduler;
import org.junit.jupiter.api.Test;

/**
 * The gang scheduler hosted by the simulator, its nodes suspending and resuming parts in their {@code LaunchedParts}:
 * the hand-worked case of {@code GangSchedulerTest} (two nodes of 2 CPUs, quantum 10, 2 rows; A: 2 slots 15 s,
 * B: 3 slots 10 s, C: 1 slot 25 s, all at 0). A and C run 0-10, B 10-20; at 20 the quantum ends as B's parts do
 * (the switch back to row 0 suspends parts that have just ended, which changes nothing); A and C resume at 20
 * with 5 and 15 s left: ends B 20, A 25, C 35, with the network's latency 0.
 */
class GangClusterTest {

    private static final List<BatchJob> JOBS = List.of(new BatchJob(0, 0, 0, 2, 0, 100, 15, -1),
            new BatchJob(1, 0, 0, 3, 0, 100, 10, -1), new BatchJob(2, 0, 0, 1, 0, 100, 25, -1));

    @Test
    void threeJobsInTwoRows_endWhenTheirWorkIsDone_onNodesThatSuspendAndResumeTheirParts() {
        GangScheduler gang = new GangScheduler(2, 2, 1024, false, 10, 2);
        BatchWorkload workload = new HandMadeJobs(JOBS, 50.0 / 3);
        new BatchCluster(gang, workload, 2, 0, 1).run(done -> { });
        double[] responses = gang.ledger().responses();
        assertEquals(List.of(20.0, 25.0, 35.0), List.of(responses[0], responses[1], responses[2]));
        assertEquals(10, gang.ledger().start(1));
        assertEquals(2, gang.switches());
        assertEquals(55.0 / 140, gang.figures().extra().get("idle-slot-share"), 1e-12);
    }
}
