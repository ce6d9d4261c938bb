package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.SplittableRandom;
import loadshare.policies.batch.BatchJob;
import org.junit.jupiter.api.Test;

/** Placement over CPUs and memory together, and stranded resources, on small cells worked out by hand. */
class CellTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(1);

    private static BatchJob job(int processors, long memoryPerProcessor) {
        return BorgHarness.job(0, 0, 0, processors, memoryPerProcessor, 1);
    }

    /** Three machines of 4 CPUs and 4096 MiB, filled, then freed to [2 CPUs 2048 MiB, 3 / 3072, 1 / 1024]. */
    private static Cell freeTwoThreeOne() {
        Cell cell = new Cell(3, 4, 4096);
        for (int i = 0; i < 3; i++) {
            cell.place(0, job(4, 1024), Placement.FIRST_FIT, RANDOM);
        }
        cell.release(0, List.of(new Cell.Part(0, 2, 2048), new Cell.Part(1, 3, 3072), new Cell.Part(2, 1, 1024)));
        return cell;
    }

    private static int node(Cell cell, BatchJob job, Placement placement) {
        List<Cell.Part> parts = cell.place(0, job, placement, RANDOM);
        assertEquals(1, parts.size(), parts.toString());
        return parts.get(0).node();
    }

    @Test
    void oneProcessor_bestFitTakesTheTightestMachine_worstFitTheLoosest_firstFitTheFirst() {
        // left free after the part (CPU share + memory share): machine 0 1/4 + 1/4 = 0.5, machine 1 2/4 + 2/4 = 1,
        // machine 2 0 + 0 = 0
        assertEquals(2, node(freeTwoThreeOne(), job(1, 1024), Placement.BEST_FIT));
        assertEquals(1, node(freeTwoThreeOne(), job(1, 1024), Placement.WORST_FIT));
        assertEquals(0, node(freeTwoThreeOne(), job(1, 1024), Placement.FIRST_FIT));
    }

    /** Two machines of 4 CPUs and 4096 MiB, to [2 CPUs 512 MiB, 1 CPU 2560 MiB] free. */
    private static Cell memoryTightAndCpuTight() {
        Cell cell = new Cell(2, 4, 4096);
        cell.place(0, job(2, 1792), Placement.FIRST_FIT, RANDOM);    // machine 0: 2 CPUs, 512 MiB left
        cell.place(0, job(3, 512), Placement.WORST_FIT, RANDOM);     // machine 1: 1 CPU, 2560 MiB left
        return cell;
    }

    @Test
    void cpusAndMemoryCountTogether_theMachineWithMoreCpusLeftCanBeTheBestFit() {
        // a part of 1 processor x 256 MiB leaves 1/4 + 256/4096 = 0.3125 on machine 0 and 0 + 2304/4096 = 0.5625
        // on machine 1: by CPUs alone machine 1 would be the tighter
        assertEquals(0, node(memoryTightAndCpuTight(), job(1, 256), Placement.BEST_FIT));
        assertEquals(1, node(memoryTightAndCpuTight(), job(1, 256), Placement.WORST_FIT));
    }

    @Test
    void aJobLargerThanAnyMachine_isPlacedPartByPart_andOneThatDoesNotFitIsNot() {
        Cell cell = freeTwoThreeOne();
        // 6 processors x 1024 MiB: every free CPU; each part fills its machine (all leave 0), so the lowest first
        assertEquals(List.of(new Cell.Part(0, 2, 2048), new Cell.Part(1, 3, 3072), new Cell.Part(2, 1, 1024)),
                cell.place(0, job(6, 1024), Placement.BEST_FIT, RANDOM));
        assertNull(cell.place(0, job(1, 0), Placement.BEST_FIT, RANDOM));
        Cell other = freeTwoThreeOne();
        assertNull(other.place(0, job(2, 2049), Placement.BEST_FIT, RANDOM), "machine 1 holds one, no other any");
    }

    @Test
    void random_placesOnlyWhereItFits_andUsesEveryCandidate() {
        int[] counts = new int[3];
        for (int k = 0; k < 300; k++) {
            Cell cell = freeTwoThreeOne();
            counts[node(cell, job(1, 2048), Placement.RANDOM)]++;
        }
        assertEquals(0, counts[2], "machine 2 has 1024 MiB free: it cannot hold a processor of 2048");
        assertEquals(300, counts[0] + counts[1]);
        assertEquals(true, counts[0] > 100 && counts[1] > 100, counts[0] + " / " + counts[1]);
    }

    @Test
    void stranded_cpusOnMemoryFullMachines_memoryOnCpuFullMachines_timeAveraged() {
        Cell cell = new Cell(2, 4, 4096);
        cell.seen(0, job(1, 4096));     // a typical processor: 4096 MiB
        // machine 0: 1 processor x 4096 MiB: memory full, 3 CPUs stranded
        assertEquals(0, cell.place(0, job(1, 4096), Placement.FIRST_FIT, RANDOM).get(0).node());
        cell.seen(0, job(4, 512));      // a typical processor: (4096 + 4 x 512) / 5 = 1228.8 MiB
        // machine 1: 4 processors x 512 MiB: CPUs full, 2048 MiB stranded (machine 0's 0 MiB stays full)
        List<Cell.Part> second = cell.place(0, job(4, 512), Placement.FIRST_FIT, RANDOM);
        assertEquals(List.of(new Cell.Part(1, 4, 2048)), second);
        cell.release(10, List.of(new Cell.Part(0, 1, 4096)));       // machine 0 empty from 10 s
        cell.release(20, second);
        // CPUs: 3 x 10 s over 8 CPUs x 20 s; memory: 2048 MiB x 20 s over 8192 MiB x 20 s
        assertEquals(30.0 / 160, cell.strandedCpuShare(20), 1e-12);
        assertEquals(0.25, cell.strandedMemoryShare(20), 1e-12);
    }

    @Test
    void memoryIsFull_whenItCannotHoldATypicalProcessor_thoughItHoldsASmallOne() {
        Cell cell = new Cell(1, 4, 4096);
        cell.seen(0, job(1, 3072));
        cell.seen(0, job(1, 1024));     // typical: 2048 MiB
        cell.place(0, job(1, 3072), Placement.FIRST_FIT, RANDOM);   // 3 CPUs and 1024 MiB left: full
        cell.release(10, List.of(new Cell.Part(0, 1, 3072)));
        assertEquals(3 * 10 / (4.0 * 10), cell.strandedCpuShare(10), 1e-12);
        assertEquals(0.0, cell.strandedMemoryShare(10));
    }

    @Test
    void never_namesWhatNoEmptyCellCouldHold() {
        Cell cell = new Cell(2, 4, 4096);
        assertEquals("processors", cell.never(job(9, 0)));
        assertEquals("memory", cell.never(job(1, 4097)));
        assertEquals("memory", cell.never(job(5, 2048)), "2 per machine at most: 4 in all");
        assertNull(cell.never(job(4, 2048)));
    }
}
