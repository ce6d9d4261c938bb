package loadshare.policies.batch;

import static loadshare.policies.batch.BatchHarness.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Partitions: their syntax, their limits, and jobs that can never fit rejected with a reason and counted. */
class PartitionsTest {

    @Test
    void parse_readsEveryKey_andTheFirstIsTheDefaultUnlessOneSaysSo() {
        List<Partition> p = Partitions.parse("short: nodes=0-3, max-time=3600, max-size=4, priority=10; "
                + "long: nodes=4-7, default", 8);
        assertEquals(new Partition("short", 0, 4, 3600, 4, 10, false), p.get(0));
        assertEquals(new Partition("long", 4, 4, Double.POSITIVE_INFINITY, Integer.MAX_VALUE, 0, true), p.get(1));
        assertTrue(Partitions.parse("a: nodes=0-3; b: nodes=4-7", 8).get(0).isDefault());
        assertEquals(8, Partitions.parse("", 8).get(0).nodes());
    }

    @Test
    void parse_refusesOverlapsUnknownKeysAndNodesBeyondTheCluster_sayingWhat() {
        assertEquals("partitions 'a' and 'b' overlap", assertThrows(IllegalArgumentException.class,
                () -> Partitions.parse("a: nodes=0-4; b: nodes=4-7", 8)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Partitions.parse("a: size=3", 8))
                .getMessage().startsWith("partition 'a': unknown key 'size'"));
        assertEquals("partition 'a': nodes 0-8 but the cluster has nodes 0-7", assertThrows(
                IllegalArgumentException.class, () -> Partitions.parse("a: nodes=0-8", 8)).getMessage());
    }

    /** Each job goes to the partition it names (or the default) and is rejected there if it can never run. */
    @Test
    void jobsThatCanNeverFit_areRejectedWithAReason_andCounted_theOthersRun() {
        BatchConfig config = new BatchConfig(QueueOrder.FCFS, Backfilling.EASY, true, false,
                Partitions.parse("short: nodes=0-3, max-time=100, max-size=2, default; long: nodes=4-7", 8),
                new PriorityWeights(1, 1, 1, 1, 1, 1));
        List<BatchJob> jobs = List.of(
                job(0, 0, 2, 50, 50),                              // short: runs on nodes 0-3
                job(1, 0, 2, 500, 500),                            // short: over its time limit
                job(2, 0, 3, 50, 50),                              // short: over its size limit
                new BatchJob(3, 0, 0, 4, 0, 500, 500, 2),          // long: 4 nodes, no limits
                new BatchJob(4, 0, 0, 5, 0, 50, 50, 2),            // long: 5 processors on 4 nodes
                new BatchJob(5, 0, 0, 1, 0, 50, 50, 3),            // no third partition
                new BatchJob(6, 0, 0, 1, 8192, 50, 50, 2));        // more memory per processor than a node has
        BatchCoordinator scheduler = new BatchHarness(config, 8, 1, 4096).run(jobs);
        assertEquals(Map.of("time-limit", 1L, "size-limit", 1L, "processors", 1L, "partition", 1L, "memory", 1L),
                scheduler.ledger().figures().rejected());
        assertEquals(2, scheduler.ledger().figures().jobs());
        assertEquals(0, scheduler.ledger().start(3));
    }

    /** Shared allocation packs jobs by CPUs and memory: two 2-CPU jobs share a 4-CPU node unless memory is short. */
    @Test
    void shared_packsByCpusAndMemory_exclusiveGivesWholeNodes() {
        List<BatchJob> jobs = List.of(new BatchJob(0, 0, 0, 2, 1000, 10, 10, -1),
                new BatchJob(1, 0, 0, 2, 1000, 10, 10, -1), new BatchJob(2, 0, 0, 2, 1000, 10, 10, -1));
        // one node of 4 CPUs and 4000 MiB: shared runs two jobs at once (4 CPUs, 4000 MiB), the third after
        assertEquals(List.of(0.0, 0.0, 10.0), starts(jobs, false, 1, 4, 4000));
        // exclusive: one job per node at a time
        assertEquals(List.of(0.0, 10.0, 20.0), starts(jobs, true, 1, 4, 4000));
        // shared, but memory for only one job per node: the memory decides
        assertEquals(List.of(0.0, 10.0, 20.0), starts(jobs, false, 1, 4, 3000));
    }

    private static List<Double> starts(List<BatchJob> jobs, boolean exclusive, int nodes, int cpus, long memory) {
        BatchConfig config = new BatchConfig(QueueOrder.FCFS, Backfilling.NONE, exclusive, false,
                Partitions.parse("", nodes), new PriorityWeights(1, 1, 1, 1, 1, 1));
        BatchCoordinator scheduler = new BatchHarness(config, nodes, cpus, memory).run(jobs);
        return jobs.stream().map(j -> scheduler.ledger().start(j.id())).toList();
    }
}
