package loadshare.policies.batch;

import static loadshare.policies.batch.BatchHarness.job;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Slurm's multifactor priority: the fair-share factor from decayed usage, and the order it gives. */
class MultifactorTest {

    @Test
    void fairShare_isOneWithoutUsage_halfAtAnEqualShare_andDecaysWithTheHalfLife() {
        Multifactor m = new Multifactor(new PriorityWeights(0, 1, 0, 0, 100, 10));
        m.seen(0);
        m.seen(1);
        assertEquals(1, m.fairShare(0));
        m.charge(10, new int[] {1, 1});           // both used 10 processor-seconds: each exactly its share
        assertEquals(0.5, m.fairShare(0), 1e-12);
        m.charge(20, new int[] {2, 0});           // user 0: 10 / 2 + 20 = 25, user 1: 5 of 30 in all
        assertEquals(Math.pow(2, -2 * 25 / 30.0), m.fairShare(0), 1e-12);
        assertEquals(Math.pow(2, -2 * 5 / 30.0), m.fairShare(1), 1e-12);
    }

    /**
     * User 0 has run the whole machine for 100 s; then user 0 and user 1 each submit a job while it is busy. Under
     * the priority order with only the fair-share weight, user 1's job starts first although submitted later.
     */
    @Test
    void priorityOrder_startsTheUserWithLessPastUsageFirst() {
        BatchConfig config = new BatchConfig(QueueOrder.PRIORITY, Backfilling.NONE, true, false,
                Partitions.parse("", 8), new PriorityWeights(0, 10000, 0, 0, 604800, 604800));
        List<BatchJob> jobs = List.of(job(0, 0, 8, 100, 100), job(1, 1, 8, 10, 10),
                new BatchJob(2, 1, 2, 8, 0, 10, 10, -1));
        BatchCoordinator scheduler = new BatchHarness(config, 8, 1, 0).run(jobs);
        assertArrayEquals(new double[] {0, 110, 100},
                jobs.stream().mapToDouble(j -> scheduler.ledger().start(j.id())).toArray());
    }
}
