package loadshare.node.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.config.CfsSettings;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.config.NiceWeights;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/**
 * The virtual-time rules on hand-worked cases, one CPU, classes that always have a task waiting: WF2Q stays
 * within a quantum of the fluid system where WFQ runs ahead of it, SFQ and WFQ agree when weights are equal,
 * VTRR's and CFS's long-run shares follow the weights (CFS's the nice weights).
 */
class VirtualTimeShareTest {

    private static final double QUANTUM = 0.1;

    /** A queue holding one always-busy task per class. */
    private static ShareQueue busy(Share share, int[] tickets) {
        ShareQueue queue = ShareQueue.of(share, tickets, QUANTUM, CfsSettings.LINUX, null);
        for (int c = 0; c < tickets.length; c++) {
            queue.add(new Task(new Job(c, 0, 0, 1e9, 0), c), true);
        }
        return queue;
    }

    /** Runs one slice (the rule's own length): the chosen task runs it whole and goes back. Returns its class. */
    private static int slice(ShareQueue queue, double[] cpu) {
        Task task = queue.next();
        double time = queue.slice(task, QUANTUM);
        queue.charge(task, time);
        queue.add(task, false);
        cpu[task.userClass()] += time;
        return task.userClass();
    }

    /** The largest absolute lag of any class after any of {@code slices} slices. */
    private static double maxLag(Share share, int[] tickets, int slices) {
        ShareQueue queue = busy(share, tickets);
        double[] cpu = new double[tickets.length];
        double max = 0;
        for (int s = 0; s < slices; s++) {
            slice(queue, cpu);
            for (int c = 0; c < tickets.length; c++) {
                max = Math.max(max, Math.abs(queue.lag(c)));
            }
        }
        return max;
    }

    /**
     * One heavy class (weight 10) against ten light ones (weight 1), the case Bennett and Zhang use: WFQ lets the
     * heavy class run ten quanta in a row while the fluid system gives it half, so it runs about five quanta
     * ahead; WF2Q holds every class within one quantum.
     */
    @Test
    void wf2q_lagNeverExceedsOneQuantum_whereWfqRunsAhead() {
        int[] tickets = {10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        double wf2q = maxLag(Share.WF2Q, tickets, 2000);
        assertTrue(wf2q <= QUANTUM + 1e-9, "wf2q's largest lag " + wf2q);
        double wfq = maxLag(Share.WFQ, tickets, 2000);
        assertTrue(wfq > 3 * QUANTUM, "wfq's largest lag " + wfq);
    }

    @Test
    void wf2q_unequalWeights_lagStaysWithinOneQuantum() {
        assertTrue(maxLag(Share.WF2Q, new int[] {1, 2, 3, 7}, 3000) <= QUANTUM + 1e-9);
    }

    @Test
    void sfqAndWfq_equalWeights_pickTheSameOrder() {
        int[] tickets = {2, 2, 2, 2};
        ShareQueue sfq = busy(Share.SFQ, tickets);
        ShareQueue wfq = busy(Share.WFQ, tickets);
        double[] cpu = new double[tickets.length];
        for (int s = 0; s < 200; s++) {
            assertEquals(slice(wfq, cpu), slice(sfq, cpu), "slice " + s);
        }
    }

    @Test
    void vtrr_sharesAreProportionalToTheTickets() {
        int[] tickets = {1, 2, 3, 6};
        ShareQueue queue = busy(Share.VTRR, tickets);
        double[] cpu = new double[tickets.length];
        for (int s = 0; s < 12 * 50; s++) {
            slice(queue, cpu);
        }
        for (int c = 0; c < tickets.length; c++) {
            assertEquals(50 * tickets[c] * QUANTUM, cpu[c], QUANTUM + 1e-9, "class " + c);
        }
    }

    @Test
    void vtrr_staysWithinAFewQuantaOfTheFluidSystem() {
        assertTrue(maxLag(Share.VTRR, new int[] {1, 2, 3, 6}, 2000) <= 2 * QUANTUM);
    }

    /** nice 0 and nice 5 weigh 1024 and 335: CPU-bound, they split the CPU 1024:335. */
    @Test
    void cfs_longRunShares_followTheNiceWeights() {
        int[] weights = {NiceWeights.weight(0), NiceWeights.weight(5)};
        assertArrayEquals(new int[] {1024, 335}, weights);
        ShareQueue queue = busy(Share.CFS, weights);
        double[] cpu = new double[2];
        for (int s = 0; s < 20_000; s++) {
            slice(queue, cpu);
        }
        double share = cpu[0] / (cpu[0] + cpu[1]);
        double slice = CfsSettings.LINUX.schedLatency();
        assertEquals(1024.0 / 1359, share, slice / (cpu[0] + cpu[1]), "nice 0's share");
    }

    /** Two classes of weights 3 and 1: slices of 6 ms x 3/4 and 6 ms x 1/4, above the 0.75 ms floor. */
    @Test
    void cfs_slice_isTheClassShareOfTheLatency_atLeastTheGranularity() {
        ShareQueue queue = busy(Share.CFS, new int[] {3, 1});
        Task heavy = queue.next();
        assertEquals(0.0045, queue.slice(heavy, QUANTUM), 1e-12);
        ShareQueue many = busy(Share.CFS, new int[] {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
        assertEquals(0.00075, many.slice(many.next(), QUANTUM), 1e-12, "16 classes: 6 ms / 16 is below the floor");
    }

    @Test
    void fluidLag_aClassThatGetsNothing_lagsByItsShare() {
        ShareQueue queue = busy(Share.FCFS, new int[] {1, 3});
        Task first = queue.next();
        queue.charge(first, 0.4);
        assertEquals(0, first.userClass());
        assertEquals(0.1 - 0.4, queue.lag(0), 1e-12);
        assertEquals(0.3, queue.lag(1), 1e-12);
    }
}
