package loadshare.policies.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.config.NetworkSettings;
import loadshare.hardware.net.Topology;
import loadshare.policies.locality.DataLocality;
import loadshare.policies.locality.InputData;
import loadshare.policies.locality.Locality;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * The SLURM-like scheduler's placement near jobs' input data and its delay scheduling, hand-worked: 4 nodes of 1
 * CPU, shared allocation, FCFS, in racks of 2 (rack 0: nodes 0, 1; rack 1: nodes 2, 3); an input of 100 B reads in
 * 1.5 s within a rack and 4.5 s across racks. A (data on 2) and B (data on 3) hold rack 1 from 0 to 100; C (data
 * on 2, 10 s) comes at 1, D (data on 0, 50 s) at 2.
 */
class BatchLocalityTest {

    private static final Topology RACKS = Topology.of(
            NetworkSettings.racks(new NetworkSettings.Racks(2, 0.5, 1.0, 50), 100), 4);

    private static CentralHarness<BatchCoordinator> harness(Backfilling backfilling, double delay) {
        BatchConfig config = new BatchConfig(QueueOrder.FCFS, backfilling, false, false, Partitions.parse("", 4),
                new PriorityWeights(1000, 10000, 1000, 1000, 604800, 604800));
        return new CentralHarness<>(new BatchCoordinator(config, 4, 1, 1024,
                new DataLocality(new Locality(RACKS), delay)), 4, 1);
    }

    private static BatchJob job(long id, double submit, double run, int host) {
        return BatchHarness.job(id, submit, 1, run, run).withInput(new InputData(new int[] {host}, 100));
    }

    private static final List<BatchJob> JOBS = List.of(job(0, 0, 100, 2), job(1, 0, 100, 3), job(2, 1, 10, 2),
            job(3, 2, 50, 0));

    /** The node and duration of job {@code id}'s part (1-processor jobs: one launch each, at its start). */
    private static CentralHarness.Sent launch(CentralHarness<BatchCoordinator> h, double start) {
        return h.sent().stream().filter(s -> s.message() instanceof Launch && s.time() == start).reduce((a, b) -> b)
                .orElseThrow();
    }

    @Test
    void withoutDelay_eachJobTakesTheNearestFreeNode_atOnce_inOrder() {
        CentralHarness<BatchCoordinator> h = harness(Backfilling.NONE, 0);
        BatchCoordinator s = h.run(JOBS);
        assertEquals(1.0, s.ledger().start(2));
        assertEquals(0, launch(h, 1.0).node(), "C: rack 1 is full, so remote, the first such node");
        assertEquals(10 + 4.5, ((Launch) launch(h, 1.0).message()).duration(), 1e-12);
        assertEquals(2.0, s.ledger().start(3));
        assertEquals(1, launch(h, 2.0).node(), "D: its data host 0 is C's, node 1 shares its rack");
        assertEquals(50 + 1.5, ((Launch) launch(h, 2.0).message()).duration(), 1e-12);
        BatchFigures f = s.figures();
        assertEquals(0.5, f.extra().get("dataLocal"));
        assertEquals(0.25, f.extra().get("rackLocal"));
        assertEquals(200.0, f.extra().get("bytesMoved"));
    }

    /**
     * Delay 10: C is skipped at 1 (strict FCFS goes on past it), D starts on its data at 2; C may take a rackmate
     * from 11 (none free) and any node from 21: node 1, reading across racks.
     */
    @Test
    void withDelay_theSkippedJobLetsTheNextStartOnItsData_andRunsRemoteAfterTwoDelays() {
        for (Backfilling backfilling : List.of(Backfilling.NONE, Backfilling.EASY)) {
            CentralHarness<BatchCoordinator> h = harness(backfilling, 10);
            BatchCoordinator s = h.run(JOBS);
            assertEquals(2.0, s.ledger().start(3), backfilling.name());
            assertEquals(0, launch(h, 2.0).node());
            assertEquals(50.0, ((Launch) launch(h, 2.0).message()).duration());
            assertEquals(21.0, s.ledger().start(2), backfilling.name());
            assertEquals(1, launch(h, 21.0).node());
            assertEquals(10 + 4.5, ((Launch) launch(h, 21.0).message()).duration(), 1e-12);
            assertEquals(0.75, s.figures().extra().get("dataLocal"));
        }
    }
}
