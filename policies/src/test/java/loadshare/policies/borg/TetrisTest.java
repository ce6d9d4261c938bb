package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import org.junit.jupiter.api.Test;

/**
 * Tetris placement (multi-resource packing by alignment) against best fit, worked out by hand on machines of 4 CPUs
 * and 8192 MiB: every share below is a multiple of 1/64, so the scores are exact.
 */
class TetrisTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(1);

    private static BatchJob job(long id, int processors, long memoryPerProcessor, double run) {
        return BorgHarness.job(id, 0, 0, processors, memoryPerProcessor, run);
    }

    private static BatchJob job(long id, int processors, long memoryPerProcessor) {
        return job(id, processors, memoryPerProcessor, 1);
    }

    /** Two machines filled, then freed to [1 CPU 6144 MiB] (memory-rich) and [3 CPUs 3072 MiB] (CPU-rich). */
    private static Cell memoryRichAndCpuRich() {
        Cell cell = new Cell(2, 4, 8192);
        cell.place(0, job(0, 4, 2048), Placement.FIRST_FIT, RANDOM);
        cell.place(0, job(1, 4, 2048), Placement.FIRST_FIT, RANDOM);
        cell.release(0, List.of(new Cell.Part(0, 1, 6144), new Cell.Part(1, 3, 3072)));
        return cell;
    }

    private static int node(Cell cell, BatchJob job, Placement placement) {
        List<Cell.Part> parts = cell.place(0, job, placement, RANDOM);
        assertEquals(1, parts.size(), parts.toString());
        return parts.get(0).node();
    }

    /**
     * A CPU-heavy task of 1 processor x 1024 MiB: demand (1/4, 1/8) of a machine.
     * <ul>
     *   <li>Best fit, left free after it: machine 0 (0 CPUs, 5120 MiB) 0 + 5/8 = 0.625; machine 1 (2 CPUs, 2048 MiB)
     *       2/4 + 2/8 = 0.75. It takes machine 0's last CPU and strands its 5 GiB.</li>
     *   <li>Tetris, alignment with the free vector: machine 0 (1/4, 6/8): 1/4 x 1/4 + 1/8 x 3/4 = 1/16 + 3/32 =
     *       0.15625; machine 1 (3/4, 3/8): 1/4 x 3/4 + 1/8 x 3/8 = 3/16 + 3/64 = 0.234375. It takes machine 1,
     *       where CPUs are free, and keeps machine 0's CPU for a memory-heavy task.</li>
     * </ul>
     */
    @Test
    void aCpuHeavyTask_bestFitTakesTheMemoryRichMachine_tetrisTheCpuRichOne() {
        assertEquals(0, node(memoryRichAndCpuRich(), job(2, 1, 1024), Placement.BEST_FIT));
        assertEquals(1, node(memoryRichAndCpuRich(), job(2, 1, 1024), Placement.TETRIS));
    }

    @Test
    void equalAlignments_theLowestMachineWins() {
        Cell cell = new Cell(3, 4, 8192);
        cell.place(0, job(0, 4, 2048), Placement.FIRST_FIT, RANDOM);   // machine 0 full: 1 and 2 are alike
        assertEquals(1, node(cell, job(1, 1, 1024), Placement.TETRIS));
    }

    /**
     * Five jobs of 10 s, all submitted at time 0 in this order, on two empty machines m0 and m1. Free vectors and
     * demands as shares of a machine (CPUs, memory); best fit compares what is left free after the part, Tetris the
     * alignment, demand . free:
     * <pre>
     *   J0  1 x 512 MiB   both: m0 (a tie on empty machines: the lowest)     m0 free (3/4, 15/16)
     *   J1  3 x 512 MiB   best fit: m0, left 0 + 12/16 = 0.75 against m1's 1/4 + 13/16 = 1.0625
     *                     tetris: m1, (3/4, 3/16).(1, 1) = 0.9375 against m0's .(3/4, 15/16) = 0.73828125
     *   J2  1 x 4096 MiB  best fit: m1 (m0 has no CPU left)
     *                     tetris: m0, (1/4, 1/2).(3/4, 15/16) = 0.65625 against m1's .(1/4, 13/16) = 0.46875
     *   J3  1 x 512 MiB   best fit: m1 (m0 has no CPU left)                  m1 free (2/4, 7/16)
     *                     tetris: m0, (1/4, 1/16).(2/4, 7/16) = 0.15234375 against m1's .(1/4, 13/16) = 0.11328125
     *   J4  1 x 4096 MiB  best fit: m0 has 6144 MiB but no CPU, m1 2 CPUs but 3584 MiB: waits until 10 s
     *                     tetris: m1 (1 CPU, 6656 MiB free), at 0
     * </pre>
     * Best fit ends at 20 s (completions 10, 10, 10, 10, 20: mean 12); Tetris at 10 s (all at 10: mean 10). Worst
     * fit, which spreads, is no better than best fit: J1 and J2 go where Tetris puts them, but J3 goes to m1 (most
     * left free: 0 + 12/16 against m0's 1/4 + 6/16), which leaves m1 without a CPU and m0 with 3584 MiB, so J4 waits
     * too. Tetris puts the CPU-leaning J3 where CPUs are relatively free and keeps m1's memory for J4.
     */
    private static List<BatchJob> fiveJobs() {
        return List.of(job(0, 1, 512, 10), job(1, 3, 512, 10), job(2, 1, 4096, 10), job(3, 1, 512, 10),
                job(4, 1, 4096, 10));
    }

    private static BatchFigures run(Placement placement) {
        BorgHarness h = new BorgHarness(BorgHarness.config(placement, false), 2, 4, 8192, new int[] {0}, 1);
        return h.run(fiveJobs()).figures();
    }

    @Test
    void fiveJobsOnTwoMachines_tetrisEndsAt10_bestFitAndWorstFitAt20() {
        BatchFigures tetris = run(Placement.TETRIS);
        BatchFigures bestFit = run(Placement.BEST_FIT);
        BatchFigures worstFit = run(Placement.WORST_FIT);
        assertEquals(10.0, tetris.makespan(), 1e-12);
        assertEquals(10.0, tetris.meanResponse(), 1e-12);
        assertEquals(20.0, bestFit.makespan(), 1e-12);
        assertEquals(12.0, bestFit.meanResponse(), 1e-12);
        assertEquals(20.0, worstFit.makespan(), 1e-12);
        assertEquals(12.0, worstFit.meanResponse(), 1e-12);
    }
}
