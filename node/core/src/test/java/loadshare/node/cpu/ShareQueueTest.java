package loadshare.node.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import loadshare.config.CfsSettings;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.protocol.Job;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

/**
 * The proportional-share rules on their own, with classes that always have a task waiting (one CPU, every slice
 * a whole quantum): lottery's wins are binomial, stride stays within a quantum of the exact shares, deficit
 * round robin hands out quantum x weight per round.
 */
class ShareQueueTest {

    private static final double QUANTUM = 0.1;

    /** A queue holding two always-busy tasks per class. */
    private static ShareQueue busy(Share share, int[] tickets, RandomGenerator random) {
        ShareQueue queue = ShareQueue.of(share, tickets, QUANTUM, CfsSettings.LINUX, random);
        long id = 0;
        for (int c = 0; c < tickets.length; c++) {
            for (int k = 0; k < 2; k++) {
                queue.add(new Task(new Job(id++, 0, 0, 1e9, 0), c), true);
            }
        }
        return queue;
    }

    /** Runs one quantum: the chosen task runs it whole and goes back. Returns its class. */
    private static int quantum(ShareQueue queue) {
        Task task = queue.next();
        queue.charge(task, QUANTUM);
        queue.add(task, false);
        return task.userClass();
    }

    @Test
    void lottery_winsOverNQuanta_haveTheBinomialMeanAndVariance() {
        int[] tickets = {1, 3, 6};
        int n = 500;
        int trials = 400;
        RandomGenerator random = new RandomStreams(7).stream(0, StreamPurpose.CPU);
        double[][] wins = new double[tickets.length][trials];
        for (int t = 0; t < trials; t++) {
            ShareQueue queue = busy(Share.LOTTERY, tickets, random);
            for (int q = 0; q < n; q++) {
                wins[quantum(queue)][t]++;
            }
        }
        double z = new NormalDistribution().inverseCumulativeProbability(0.9995);
        ChiSquaredDistribution chi = new ChiSquaredDistribution(trials - 1);
        for (int c = 0; c < tickets.length; c++) {
            double p = tickets[c] / 10.0;
            double mean = 0;
            for (double w : wins[c]) {
                mean += w / trials;
            }
            double ss = 0;
            for (double w : wins[c]) {
                ss += (w - mean) * (w - mean);
            }
            double variance = n * p * (1 - p);
            assertEquals(n * p, mean, z * Math.sqrt(variance / trials), "mean wins of class " + c);
            // (trials - 1) s^2 / sigma^2 is chi-squared with trials - 1 degrees of freedom: its 99.9% interval.
            double statistic = ss / variance;
            assertTrue(statistic > chi.inverseCumulativeProbability(0.0005)
                    && statistic < chi.inverseCumulativeProbability(0.9995),
                    "variance of class " + c + ": " + ss / (trials - 1) + " against " + variance);
        }
    }

    @Test
    void stride_keepsEveryPairOfClassesWithinOneQuantumOfTheirExactShare_atEveryPoint() {
        int[] tickets = {1, 2, 3, 7};
        ShareQueue queue = busy(Share.STRIDE, tickets, null);
        double[] cpu = new double[tickets.length];
        for (int q = 0; q < 10_000; q++) {
            cpu[quantum(queue)] += QUANTUM;
            for (int i = 0; i < tickets.length; i++) {
                for (int j = i + 1; j < tickets.length; j++) {
                    double exact = (cpu[i] + cpu[j]) * tickets[i] / (tickets[i] + tickets[j]);
                    assertTrue(Math.abs(cpu[i] - exact) <= QUANTUM + 1e-9,
                            "classes " + i + " and " + j + " after " + (q + 1) + " quanta: " + cpu[i] + " vs " + exact);
                }
            }
        }
    }

    @Test
    void drr_givesEachClassQuantumTimesItsWeightPerRound() {
        int[] tickets = {1, 2, 4};
        ShareQueue queue = busy(Share.DRR, tickets, null);
        double[] cpu = new double[tickets.length];
        for (int round = 1; round <= 100; round++) {
            for (int q = 0; q < 7; q++) {
                cpu[quantum(queue)] += QUANTUM;
            }
            for (int c = 0; c < tickets.length; c++) {
                assertEquals(round * QUANTUM * tickets[c], cpu[c], 1e-9, "class " + c + " after round " + round);
            }
        }
    }

    @Test
    void stride_aClassThatComesBack_cannotClaimTheTimeItWasAway() {
        int[] tickets = {1, 1};
        ShareQueue queue = ShareQueue.of(Share.STRIDE, tickets, QUANTUM, CfsSettings.LINUX, null);
        Task a = new Task(new Job(0, 0, 0, 1e9, 0), 0);
        queue.add(a, true);
        for (int q = 0; q < 100; q++) {
            quantum(queue);
        }
        queue.add(new Task(new Job(1, 0, 0, 1e9, 0), 1), true);
        int[] wins = new int[2];
        for (int q = 0; q < 20; q++) {
            wins[quantum(queue)]++;
        }
        assertEquals(10, wins[1], 1, "the newcomer shares half and half from now on");
    }
}
