package loadshare.policies.information;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LoadTableTest {

    /** The table as it was: every load and when it was heard as two doubles, the average kept the same way. */
    private static final class Reference {
        final double[] loads;
        final double[] heard;
        double sum;
        int known;

        Reference(int nodes) {
            loads = new double[nodes];
            heard = new double[nodes];
            java.util.Arrays.fill(loads, Double.NaN);
        }

        void update(int node, double load, double now) {
            double old = loads[node];
            if (Double.isNaN(old)) {
                known++;
            } else {
                sum -= old;
            }
            sum += load;
            loads[node] = load;
            heard[node] = now;
        }

        double average() {
            return known == 0 ? 0 : sum / known;
        }
    }

    @Test
    void everyLoad_isGivenBackExactly_whetherItFitsAByteOrNot() {
        double[] loads = {0, 1, 2, 253, 254, 255, 1000, 0.5, 2.25, -1, -0.0, 1e-300, 3e9, Double.MAX_VALUE};
        LoadTable table = new LoadTable(loads.length);
        for (int i = 0; i < loads.length; i++) {
            assertTrue(Double.isNaN(table.load(i)), "nothing heard yet from " + i);
            table.update(i, loads[i], i);
        }
        for (int i = 0; i < loads.length; i++) {
            assertEquals(Double.doubleToRawLongBits(loads[i]), Double.doubleToRawLongBits(table.load(i)),
                    "load " + loads[i] + " given back bit for bit");
            assertEquals(i, table.heardAt(i));
        }
    }

    @Test
    void aNodeWhoseLoadLeavesTheByte_andComesBack_isKeptRight() {
        LoadTable table = new LoadTable(2);
        table.update(1, 300, 1);
        table.update(1, 4, 2);
        table.update(1, 0.75, 3);
        assertEquals(0.75, table.load(1));
        table.update(1, 7, 4);
        assertEquals(7, table.load(1));
        assertEquals(7, table.average());
        assertEquals(1, table.countBelow(8), "node 0 is unknown and not counted");
    }

    @Test
    void randomUpdates_giveTheAverageOfTheDoubleTable_bitForBit() {
        SplittableRandom random = new SplittableRandom(11);
        int nodes = 50;
        LoadTable table = new LoadTable(nodes);
        Reference reference = new Reference(nodes);
        for (int i = 0; i < 20_000; i++) {
            int node = random.nextInt(nodes);
            double load = switch (random.nextInt(4)) {
                case 0 -> random.nextDouble() * 3;            // a utilization
                case 1 -> random.nextInt(400);                // a queue, sometimes longer than a byte holds
                default -> random.nextInt(6);                 // a queue at moderate load
            };
            double now = i * 0.1;
            table.update(node, load, now);
            reference.update(node, load, now);
            assertEquals(Double.doubleToRawLongBits(reference.average()), Double.doubleToRawLongBits(table.average()),
                    "average after " + i + " updates");
            if (i % 100 == 0) {
                for (int n = 0; n < nodes; n++) {
                    assertEquals(reference.loads[n], table.load(n));
                    assertEquals(reference.heard[n], table.heardAt(n));
                }
                double below = random.nextInt(6);
                int count = 0;
                for (double l : reference.loads) {
                    count += l < below ? 1 : 0;
                }
                assertEquals(count, table.countBelow(below));
            }
        }
    }
}
