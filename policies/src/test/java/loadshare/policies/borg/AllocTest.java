package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * Allocs and alloc sets on hand-worked cases: machines of 4 CPUs and 4 GiB; class 0 is "web" (production, 200),
 * class 1 "batch" (best-effort, 0).
 */
class AllocTest {

    private static final int[] PRIORITIES = {200, 0};
    private static final List<String> CLASSES = List.of("web", "batch");

    private static BorgHarness harness(String allocs, int nodes) {
        BorgConfig config = new BorgConfig(Placement.BEST_FIT, true, Preempted.KILL, Bands.parse(Bands.DEFAULT),
                Allocs.parse(allocs));
        return new BorgHarness(config, nodes, 4, 4096, PRIORITIES, CLASSES, 1);
    }

    /**
     * One alloc of 2 CPUs and 2 GiB for web, reserved on machine 0 (first fit). W1 (web, 1 x 512 MiB, 100 s) at 0
     * goes into it. B1 (batch, 2 x 256 MiB, 10 s) at 1 takes machine 0's 2 CPUs outside the alloc (best fit), B2
     * (batch, 4 x 256 MiB, 50 s) at 2 all of machine 1. At 3 B3 (batch, 1 x 256 MiB, 10 s) finds the cell full:
     * the alloc's free CPU is not for it, and it waits until B1 ends at 11 (runs 11-21). At 4 W2 (web, 1 x 512
     * MiB, 10 s) starts at once in the alloc (4-14); at 5 W3 (the same) finds the alloc full and waits until W2 ends
     * at 14 -- though a CPU outside it is free on machine 0 from 11 -- and runs 14-24. The alloc's use: 1 CPU for
     * 100 s, 1 for 10, 1 for 10 = 120 CPU-s of 2 CPUs x 100 s (0.6); memory 512 MiB each: 0.3 of its 2 GiB.
     */
    @Test
    void anAllocPacksItsClassesTasks_andRefusesOutsideTasksItsFreeRoom() {
        BorgHarness h = harness("web: 1 x (2, 2GiB)", 2);
        List<BatchJob> jobs = List.of(BorgHarness.job(0, 0, 0, 1, 512, 100), BorgHarness.job(1, 1, 1, 2, 256, 10),
                BorgHarness.job(2, 1, 2, 4, 256, 50), BorgHarness.job(3, 1, 3, 1, 256, 10),
                BorgHarness.job(4, 0, 4, 1, 512, 10), BorgHarness.job(5, 0, 5, 1, 512, 10));
        BorgScheduler s = h.run(jobs);
        assertEquals(0.0, s.ledger().start(0));
        assertEquals(1.0, s.ledger().start(1));
        assertEquals(2.0, s.ledger().start(2));
        assertEquals(11.0, s.ledger().start(3), "the alloc's free CPU is refused to a batch task");
        assertEquals(4.0, s.ledger().start(4), "a web task starts in its alloc though the cell is full");
        assertEquals(14.0, s.ledger().start(5), "a web task waits for room in its alloc, not elsewhere");
        BatchFigures f = s.figures();
        assertEquals(6, f.jobs());
        assertEquals(100.0, f.makespan(), 1e-12);
        assertEquals(0.6, f.extra().get("alloc.web.cpus"), 1e-12);
        assertEquals(0.3, f.extra().get("alloc.web.memory"), 1e-12);
        assertEquals(0, s.preemptions(), "web is production, but a job in an alloc never preempts");
        // launched in the order W1, B1, B2, W2, B3, W3: every web part on machine 0, where the alloc is
        List<Integer> launchedOn = h.sent().stream().filter(x -> x.message() instanceof Launch).map(x -> x.node())
                .toList();
        assertEquals(List.of(0, 0, 1, 0, 0, 0), launchedOn);
    }

    @Test
    void anAllocSetSpansMachines_aTaskIsSplitOverItsAllocs_andOneTooLargeForTheSetIsRejected() {
        // two allocs of 2 CPUs on machines 0 and 1; a web job of 3 processors runs as 2 + 1 in both; one of 5 can
        // never fit in the set's 4 CPUs and is rejected, though the cell has 8
        BorgHarness h = harness("web: 2 x (2, 1GiB)", 2);
        BorgScheduler s = h.run(List.of(BorgHarness.job(0, 0, 0, 3, 256, 10), BorgHarness.job(1, 0, 1, 5, 0, 10)));
        assertEquals(2, h.launches().size());
        assertEquals(List.of(0, 1), h.sent().stream().map(x -> x.node()).sorted().toList());
        assertEquals(List.of(2, 1), h.launches().stream().map(Launch::cpus).toList());
        BatchFigures f = s.figures();
        assertEquals(1, f.jobs());
        assertEquals(1L, f.rejected().get("alloc"));
        assertEquals(3.0 * 10 / (4 * 10), f.extra().get("alloc.web.cpus"), 1e-12);
    }

    @Test
    void allocsAreReservedFirstFit_onDistinctMachines_andOnesThatDoNotFitAreSaid() {
        Allocs allocs = Allocs.parse("web: 2 x (3, 1GiB); batch: 1 x (2, 512MiB)");
        int[][] machines = allocs.machines(3, 4, 4096);
        assertArrayEquals(new int[] {0, 1}, machines[0]);
        assertArrayEquals(new int[] {2}, machines[1], "machines 0 and 1 have 1 CPU left");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> allocs.machines(2, 4, 4096));
        assertEquals("alloc 1 of 1 of class 'batch' (2 CPUs, 512 MiB) finds no machine of its own with room, among 2 "
                + "machines of 4 CPUs and 4096 MiB, after the allocs before it", e.getMessage());
        assertTrue(Allocs.parse(" ").isEmpty());
    }

    @Test
    void theSyntax_isClassCountCpusAndMemory_andEveryMistakeIsOneLine() {
        assertEquals(List.of(new Allocs.AllocSet("web", 2, 4, 8192)), Allocs.parse("web: 2 x (4, 8GiB)").sets());
        assertEquals("'web: 2 x 4' is not 'class: count x (CPUs, memory MiB or GiB)'",
                assertThrows(IllegalArgumentException.class, () -> Allocs.parse("web: 2 x 4")).getMessage());
        assertEquals("class 'web': count 0 must be a positive integer",
                assertThrows(IllegalArgumentException.class, () -> Allocs.parse("web: 0 x (4, 8GiB)")).getMessage());
        assertEquals("class 'web' has two alloc sets", assertThrows(IllegalArgumentException.class,
                () -> Allocs.parse("web: 1 x (4, 8GiB); web: 1 x (1, 1GiB)")).getMessage());
        assertEquals("allocs: class 'db' is not one of the workload's job classes [web, batch]",
                Allocs.parse("db: 1 x (1, 1GiB)").classProblem(CLASSES));
    }
}
