package loadshare.policies.dispatch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DispatchPoliciesTest {

    private static int[] sequence(DispatchPolicy policy, int jobs) {
        SplittableRandom random = new SplittableRandom(1);
        int[] chosen = new int[jobs];
        for (int i = 0; i < jobs; i++) {
            chosen[i] = policy.choose(-1, random);
            policy.sent(chosen[i]);
        }
        return chosen;
    }

    @Test
    void smoothWeightedRoundRobin_weights511_interleaves_asNginxDoes() {
        // nginx's documented example: weights a=5, b=1, c=1 give a a b a c a a, not five a's in a row
        assertArrayEquals(new int[] {0, 0, 1, 0, 2, 0, 0, 0, 0, 1, 0, 2, 0, 0},
                sequence(new WeightedRoundRobinDispatch(new double[] {5, 1, 1}), 14));
    }

    @Test
    void smoothWeightedRoundRobin_givesEveryNodeItsShare_inEveryCycle_andNeverABurstLongerThanNeeded() {
        double[] weights = {1, 2, 3, 4};
        int[] chosen = sequence(new WeightedRoundRobinDispatch(weights), 10 * 100);
        for (int cycle = 0; cycle < 100; cycle++) {
            int[] counts = new int[4];
            for (int i = 0; i < 10; i++) {
                counts[chosen[cycle * 10 + i]]++;
            }
            assertArrayEquals(new int[] {1, 2, 3, 4}, counts, "cycle " + cycle);
        }
        int longest = 1;
        for (int i = 1, run = 1; i < chosen.length; i++) {
            run = chosen[i] == chosen[i - 1] ? run + 1 : 1;
            longest = Math.max(longest, run);
        }
        assertTrue(longest <= 2, "the heaviest node (40%) never gets more than 2 in a row: " + longest);
    }

    @Test
    void weightedRoundRobin_equalWeights_isRoundRobin_andANodeThatLeftIsSkipped() {
        WeightedRoundRobinDispatch wrr = new WeightedRoundRobinDispatch(new double[] {2, 2, 2});
        assertArrayEquals(new int[] {0, 1, 2, 0, 1, 2}, sequence(wrr, 6));
        wrr.left(1);
        assertArrayEquals(new int[] {0, 2, 0, 2}, sequence(wrr, 4));
    }

    @Test
    void roundRobin_cyclesFromItsStart_andGoesOnAfterTheNodeThatLeft() {
        RoundRobinDispatch rr = new RoundRobinDispatch(4, 2);
        assertArrayEquals(new int[] {2, 3, 0, 1, 2}, sequence(rr, 5));
        rr.left(3);     // the next would have been 3
        assertArrayEquals(new int[] {0, 1, 2, 0}, sequence(rr, 4));
        rr.left(0);
        rr.left(1);
        rr.left(2);
        assertEquals(-1, rr.choose(-1, new SplittableRandom(1)), "no node left");
    }

    @Test
    void leastLoaded_countsItsOwnSends_andTakesEachReportAsTheNodesLoad() {
        LeastLoadedDispatch ll = new LeastLoadedDispatch(3);
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 6; i++) {
            ll.sent(ll.choose(-1, random));
        }
        assertEquals(2, ll.count(0));
        assertEquals(2, ll.count(1));
        assertEquals(2, ll.count(2), "with exact counts jobs are spread evenly");
        ll.reported(1, 0);      // node 1 finished both its jobs
        assertEquals(1, ll.choose(-1, random));
        ll.sent(1);
        assertEquals(1, ll.count(1));
        ll.reported(1, 5);      // node 1 received 4 jobs from other nodes the dispatcher never saw
        ll.left(0);
        assertEquals(2, ll.choose(-1, random), "node 0 left; node 2 holds 2 < 5");
    }

    @Test
    void leastLoaded_breaksTiesAtRandom() {
        LeastLoadedDispatch ll = new LeastLoadedDispatch(4);
        SplittableRandom random = new SplittableRandom(3);
        int[] times = new int[4];
        for (int i = 0; i < 4000; i++) {
            times[ll.choose(-1, random)]++;      // nothing sent: all four always tie
        }
        for (int t : times) {
            assertTrue(t > 850 && t < 1150, "each about 1000 of 4000: " + java.util.Arrays.toString(times));
        }
    }

    @Test
    void powerOfD_withDEqualToN_picksTheLeastLoaded_andWithDOne_isRandom() {
        PowerOfDDispatch all = new PowerOfDDispatch(3, 3);
        all.reported(0, 4);
        all.reported(1, 1);
        all.reported(2, 3);
        SplittableRandom random = new SplittableRandom(5);
        assertEquals(1, all.choose(-1, random));
        PowerOfDDispatch one = new PowerOfDDispatch(3, 1);
        one.reported(1, 100);
        int toOne = 0;
        for (int i = 0; i < 3000; i++) {
            toOne += one.choose(-1, random) == 1 ? 1 : 0;
        }
        assertTrue(toOne > 850 && toOne < 1150, "d = 1 ignores the counts: " + toOne);
    }

    @Test
    void random_choosesOnlyNodesStillThere() {
        RandomDispatch random = new RandomDispatch(3);
        random.left(0);
        for (int node : sequence(random, 100)) {
            assertTrue(node == 1 || node == 2);
        }
    }

    @Test
    void roundRobin_takesBackANodeThatRejoins_atItsPlaceInTheCycle() {
        RoundRobinDispatch rr = new RoundRobinDispatch(4, 0);
        assertArrayEquals(new int[] {0, 1}, sequence(rr, 2));
        rr.left(1);
        rr.left(3);
        assertArrayEquals(new int[] {2, 0}, sequence(rr, 2));
        rr.rejoined(1);     // the next is still 2, then 1 in index order
        rr.rejoined(1);     // twice is once
        assertArrayEquals(new int[] {1, 2, 0, 1}, sequence(rr, 4));
        WeightedRoundRobinDispatch wrr = new WeightedRoundRobinDispatch(new double[] {1, 1});
        wrr.left(1);
        assertArrayEquals(new int[] {0, 0}, sequence(wrr, 2));
        wrr.rejoined(1);
        assertArrayEquals(new int[] {0, 1, 0, 1}, sequence(wrr, 4), "its weight counts again");
    }
}
