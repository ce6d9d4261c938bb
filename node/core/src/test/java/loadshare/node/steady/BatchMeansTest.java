package loadshare.node.steady;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BatchMeansTest {

    @Test
    void fewValues_eachIsABatch() {
        BatchMeans batches = new BatchMeans(4);
        for (int i = 1; i <= 5; i++) {
            batches.add(i);
        }
        assertArrayEquals(new double[] {1, 2, 3, 4, 5}, batches.means());
        assertArrayEquals(new double[] {4, 5}, batches.secondHalf());
    }

    @Test
    void full_neighboursMergeAndTheBatchSizeDoubles() {
        BatchMeans batches = new BatchMeans(2); // at most 4 batches
        for (int i = 1; i <= 4; i++) {
            batches.add(i);
        }
        assertArrayEquals(new double[] {1.5, 3.5}, batches.means());
        batches.add(5); // an incomplete batch of 2 is left out
        assertArrayEquals(new double[] {1.5, 3.5}, batches.means());
        batches.add(6);
        assertArrayEquals(new double[] {1.5, 3.5, 5.5}, batches.means());
    }

    @Test
    void longSeries_keepsBetweenCapacityAndTwiceAsManyEqualBatches() {
        BatchMeans batches = new BatchMeans(32);
        for (int i = 0; i < 100_000; i++) {
            batches.add(i);
        }
        double[] means = batches.means();
        assertEquals(48, means.length); // batches of 2048: 48 complete ones in 100,000 values
        assertEquals(1023.5, means[0], 1e-9);
        assertEquals(1023.5 + 47 * 2048, means[47], 1e-9);
        assertEquals(24, batches.secondHalf().length);
        assertEquals(means[24], batches.secondHalf()[0]);
    }
}
